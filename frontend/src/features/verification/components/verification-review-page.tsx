import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { DEFAULT_SENDING_LIMITS } from '../../../../../shared/compliance/sending-limits'
import { verificationStatusOf } from '../../../../../shared/users/verification'
import { ButtonLink } from '../../../components/button/button'
import { Card } from '../../../components/card/card'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { formatDate, formatWholeUsd } from '../../../lib/format'
import { useReviewVerification, useUserUnderReview } from '../api/verification'
import { VerificationHistory } from './verification-history'
import { VerificationReviewForm, type CheckedDocumentOption } from './verification-review-form'
import type { ReviewedState } from './verifications-page'
import { ScreenSection } from '../../../components/screen-section/screen-section'
import { Fact } from '../../../components/fact/fact'
import './verification.css'

export interface VerificationReviewPageProps {
  userId: string
  /** The user's documents with their open/download links (the documents feature's list, composed by the route). */
  documentsPanel: ReactNode
  /** The user's identity details as staff read them (the users feature's card, composed by the route). */
  identityPanel: ReactNode
  /** The uploaded documents the reviewer may name as checked. */
  documents: readonly CheckedDocumentOption[]
}

/**
 * A verification review: the user's documents beside their identity details, the sending
 * limits the outcome decides between, every review so far (the last one first), then the
 * decision. After it, back to the queue, which says what was recorded.
 */
export function VerificationReviewPage({ userId, documentsPanel, identityPanel, documents }: VerificationReviewPageProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const user = useUserUnderReview(userId)
  const review = useReviewVerification()
  if (user.error) return <ErrorBox title={t`Could not load this user`} message={user.error.message} onRetry={() => void user.mutate()} />
  if (!user.data) return <Spinner label={t`Loading the user…`} />
  const person = user.data
  const name = `${person.firstName} ${person.lastName}`.trim() || person.email
  const status = verificationStatusOf(person)
  const born = formatDate(`${person.dateOfBirth}T00:00:00.000Z`, 'calendarDay')
  const { street, buildingNumber, city, state, zipCode } = person.address
  return (
    <ScreenSection
      className="verification-review"
      titleId="verification-review-title"
      title={<Trans>Verification review of {name}</Trans>}
      lead={
        <>
          {status === 'verified' ? (
            <Trans>Currently verified. A refusal takes verification away and ends their sessions.</Trans>
          ) : status === 'refused' ? (
            <Trans>Refused at the last review; not verified.</Trans>
          ) : (
            <Trans>Not verified yet.</Trans>
          )}
        </>
      }
    >
      <div className="verification-review__compare equal-columns">
        {documentsPanel}
        <div className="column">
          <Card title={t`Profile details`} titleId="verification-profile" titleAs="h3">
            <dl className="verification-limits">
              <Fact label={t`Name`}>{name}</Fact>
              <Fact label={t`Date of birth`}>{born}</Fact>
              <Fact label={t`Place of birth`}>{person.placeOfBirth}</Fact>
              <Fact label={t`Address`}>{`${buildingNumber} ${street}, ${city}, ${state} ${zipCode}`}</Fact>
              <Fact label={t`E-mail`}>{person.email}</Fact>
            </dl>
          </Card>
          {identityPanel}
        </div>
      </div>
      <SendingLimits />
      {/* Newest first: its first entry is the last review the page's summary names. */}
      <VerificationHistory userId={person.id} />
      <Card>
        <VerificationReviewForm
          user={person}
          documents={documents}
          submit={(body) => review(i18n, person.id, body)}
          onReviewed={(_reviewed, body) => {
            const state: ReviewedState = { reviewed: { name, outcome: body.outcome } }
            void navigate(paths.dashboardVerifications.getHref(), { state })
          }}
        />
      </Card>
      <ButtonLink to={paths.dashboardVerifications.getHref()} variant="secondary" className="verification-review__back">
        <Trans>Back to the uploads waiting</Trans>
      </ButtonLink>
    </ScreenSection>
  )
}

/** What the outcome decides: the sending limits of each tier (the defaults every stage starts from). */
function SendingLimits() {
  const { t } = useLingui()
  const { unverified, verified } = DEFAULT_SENDING_LIMITS
  const [unverifiedDay, unverifiedMonth] = [formatWholeUsd(unverified.dayCents), formatWholeUsd(unverified.monthCents)]
  const [verifiedDay, verifiedMonth] = [formatWholeUsd(verified.dayCents), formatWholeUsd(verified.monthCents)]
  return (
    <Card title={t`Sending limits`} titleId="verification-limits" titleAs="h3">
      <dl className="verification-limits">
        <Fact label={t`Not verified`}>{t`${unverifiedDay} per 24 hours, ${unverifiedMonth} per 30 days`}</Fact>
        <Fact label={t`Verified`}>{t`${verifiedDay} per 24 hours, ${verifiedMonth} per 30 days`}</Fact>
      </dl>
    </Card>
  )
}
