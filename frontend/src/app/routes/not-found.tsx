import { Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '../../components/button/button'
import { StatusPage } from '../../components/status-page/status-page'
import { paths } from '../../config/paths'
import { pageTitle } from '../../config/site'
import { useDocumentTitle } from '../../hooks/use-document-title'

/** Spec 2.2: the page for any unknown path. */
export default function NotFoundRoute() {
  const { t } = useLingui()
  useDocumentTitle(pageTitle(t`Page not found`))
  return (
    <StatusPage
      eyebrow="404"
      title={t`SORRY, WE COULDN'T FIND THAT PAGE`}
      actions={
        <ButtonLink to={paths.home.getHref()} variant="primary" size="lg">
          <Trans>Go Home</Trans>
        </ButtonLink>
      }
    >
      <p>
        <Trans>The page you're looking for doesn't exist.</Trans>
      </p>
    </StatusPage>
  )
}
