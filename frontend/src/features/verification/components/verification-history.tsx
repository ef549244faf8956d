import { useLingui } from '@lingui/react/macro'
import { Card } from '../../../components/card/card'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Spinner } from '../../../components/spinner/spinner'
import { VerificationOutcome } from '../../../entities/verification/components/verification-outcome'
import { useVerificationReviews } from '../api/verification'

const TITLE_ID = 'verification-history'

/**
 * Every verification review of the user, newest first: when, the outcome, who, the document checked
 * and why, each as staff read the last one on a profile. Its own read, so a history that fails to
 * load leaves the rest of the review page usable.
 */
export function VerificationHistory({ userId }: { userId: string }) {
  const { t } = useLingui()
  const history = useVerificationReviews(userId)
  return (
    <Card title={t`Review history`} titleId={TITLE_ID} titleAs="h3" busy={!history.data && !history.error}>
      {history.error ? (
        <ErrorBox title={t`Could not load the review history`} message={history.error.message} onRetry={() => void history.mutate()} />
      ) : !history.data ? (
        <Spinner size="inline" label={t`Loading the review history…`} />
      ) : history.data.length === 0 ? (
        <p className="verification-history__empty">{t`No reviews yet`}</p>
      ) : (
        <ol className="verification-history" aria-labelledby={TITLE_ID}>
          {history.data.map((review) => (
            <li key={review.at} className="verification-history__item">
              <VerificationOutcome review={review} staff />
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
