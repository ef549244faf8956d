import { Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '../../../components/button/button'
import { ErrorBox } from '../../../components/error-box/error-box'
import { StatusPage } from '../../../components/status-page/status-page'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-error'

export interface TransferLoadErrorProps {
  error: Error
  /** The screen's spec 8 text: 'Failed to fetch customer details', '…to print!', '…to view!'. */
  title: string
  onRetry: () => void
}

/**
 * A transfer that could not be read. Someone else's transfer (or one that does not exist) is a 404
 * from the API, shown as a not-found page; anything else is the screen's error with Try Again.
 */
export function TransferLoadError({ error, title, onRetry }: TransferLoadErrorProps) {
  const { t } = useLingui()
  if (error instanceof ApiError && error.status === 404) {
    return (
      <StatusPage
        eyebrow="404"
        title={error.message}
        headingLevel={2}
        actions={
          <ButtonLink to={paths.customers.getHref()}>
            <Trans>Back to customers</Trans>
          </ButtonLink>
        }
      >
        <p>
          <Trans>{title} It does not exist, or it is not yours to see.</Trans>
        </p>
      </StatusPage>
    )
  }
  return (
    <div className="customers">
      {/* Without a reason from the server the message is the title itself: say it once. */}
      <ErrorBox title={title} message={error.message === title ? t`Please try again in a moment.` : error.message} onRetry={onRetry} />
    </div>
  )
}
