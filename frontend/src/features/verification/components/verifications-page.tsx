import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'react-router'
import type { WaitingVerification } from '../../../../../shared/users/verification'
import { LoadMoreButton } from '../../../components/pager/load-more-button'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { ErrorBox } from '../../../components/error-box/error-box'
import { FormAlert } from '../../../components/form/form-alert'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { formatDate } from '../../../lib/format'
import { useWaitingVerifications } from '../api/verification'
import { ScreenSection } from '../../../components/screen-section/screen-section'
import { Fact } from '../../../components/fact/fact'
import './verification.css'

/** What the review page hands back when it returns here: whose review was recorded, and how. */
export interface ReviewedState {
  reviewed: { name: string; outcome: 'verified' | 'refused' }
}

const isReviewedState = (state: unknown): state is ReviewedState => {
  const reviewed = (state as { reviewed?: unknown } | null)?.reviewed as { name?: unknown; outcome?: unknown } | undefined
  return typeof reviewed?.name === 'string' && (reviewed.outcome === 'verified' || reviewed.outcome === 'refused')
}

/**
 * Verifications (verified staff): the users whose uploads wait for a verification review,
 * oldest upload first, each opening their review. After a review the page says what was recorded.
 */
export function VerificationsPage() {
  const { t } = useLingui()
  const { state, key } = useLocation()
  const done = isReviewedState(state) ? state.reviewed : undefined
  const waiting = useWaitingVerifications(done ? key : undefined)
  const name = done?.name ?? ''
  const lead = t`Users who uploaded documents since their last review, oldest upload first. Open one to compare the documents with the identity details and decide.`
  return (
    <ScreenSection titleId="verifications-title" className="verifications" title={t`Uploads waiting for verification`} lead={lead}>
      {done ? (
        <FormAlert tone="success">
          {done.outcome === 'verified' ? (
            <Trans>{name} is verified. They were sent an e-mail.</Trans>
          ) : (
            <Trans>{name} was refused. They were sent the reason by e-mail.</Trans>
          )}
        </FormAlert>
      ) : null}
      {waiting.error ? (
        <ErrorBox
          title={t`Could not load the uploads waiting for verification`}
          message={waiting.error.message}
          onRetry={() => void waiting.reload()}
        />
      ) : waiting.isLoading ? (
        <Spinner label={t`Loading the uploads waiting for verification…`} />
      ) : waiting.items.length === 0 ? (
        <EmptyState title={t`No uploads waiting for verification`}>
          <p>
            <Trans>A user appears here when they upload a document and are not verified yet.</Trans>
          </p>
        </EmptyState>
      ) : (
        <>
          <ol className="stack">
            {waiting.items.map((item) => (
              <WaitingUser key={item.id} item={item} />
            ))}
          </ol>
          <LoadMoreButton pages={waiting} />
        </>
      )}
    </ScreenSection>
  )
}

function WaitingUser({ item }: { item: WaitingVerification }) {
  const { t } = useLingui()
  const name = `${item.firstName} ${item.lastName}`.trim() || item.email
  const since = formatDate(item.waitingSince, 'dateTime')
  const last = item.verificationReview
  const lastAt = last ? formatDate(last.at, 'dateTime') : ''
  return (
    <li className="item-card item-card--tight surface surface--raised">
      <h3 className="item-card__title">{name}</h3>
      <dl className="verifications__facts">
        <Fact label={t`E-mail`}>{item.email}</Fact>
        <Fact label={t`Waiting since`}>
          <time dateTime={item.waitingSince}>{since}</time>
        </Fact>
        <Fact label={t`Last review`}>{last ? (last.outcome === 'refused' ? t`Refused on ${lastAt}` : t`Verified on ${lastAt}`) : t`None`}</Fact>
      </dl>
      <Link to={paths.dashboardVerificationReview.getHref(item.id)} className="verifications__open">
        <Trans>
          Review<span className="visually-hidden"> {name}</span>
        </Trans>
      </Link>
    </li>
  )
}
