import { Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '../../../components/button/button'
import { StatusPage } from '../../../components/status-page/status-page'
import { paths } from '../../../config/paths'

/** 403 for a signed-in user on a staff-only screen (Add Customer), inside the dashboard shell (its h1 is the header's). */
export function ForbiddenScreen({ message }: { message: string }) {
  const { t } = useLingui()
  return (
    <StatusPage
      eyebrow="403"
      title={t`Permission Denied`}
      headingLevel={2}
      actions={
        <ButtonLink to={paths.customers.getHref()}>
          <Trans>Back to customers</Trans>
        </ButtonLink>
      }
    >
      <p>{message}</p>
    </StatusPage>
  )
}
