import { Trans, useLingui } from '@lingui/react/macro'
import type { VerificationReview } from '../../../../../shared/users/verification'
import { formatDate } from '../../../lib/format'
import './verification-outcome.css'

/**
 * A user's last verification review: the outcome, when, and the reason. Staff also read
 * who reviewed and which document was checked; the user reads the outcome and the reason, as a
 * claim's answer shows senders no staff name.
 */
export function VerificationOutcome({ review, staff }: { review: VerificationReview; staff: boolean }) {
  const { t } = useLingui()
  const when = formatDate(review.at, 'dateTime')
  const by = review.byName || review.by
  const refused = review.outcome === 'refused'
  const document = review.documentName ?? review.documentId
  return (
    <div className="verification-outcome">
      <p className="verification-outcome__line">
        <strong className={refused ? 'verification-outcome__refused' : 'verification-outcome__verified'}>
          {refused ? t`Verification refused` : t`Verified`}
        </strong>{' '}
        {staff ? (
          <Trans>
            on <time dateTime={review.at}>{when}</time> by {by}
          </Trans>
        ) : (
          <Trans>
            on <time dateTime={review.at}>{when}</time>
          </Trans>
        )}
      </p>
      {review.reason ? (
        <p className="verification-outcome__reason">
          <span className="verification-outcome__reason-label">{refused ? t`Reason:` : t`Note:`}</span> {review.reason}
        </p>
      ) : null}
      {staff && document ? (
        <p className="verification-outcome__document">
          <Trans>Document checked: {document}</Trans>
        </p>
      ) : null}
    </div>
  )
}
