import type { ReactNode } from 'react'
import type { Claim } from '../../../../../shared/claims/claim'
import { CLAIM_OUTCOME_LABELS, CLAIM_TYPE_LABELS, isOverdue } from '../../../../../shared/claims/claim-rules'
import { formatUsd } from '../../../../../shared/money/money'
import { formatDate } from '../../../lib/format'
import './claims.css'

/** Open, Resolved, or (for staff) Overdue: a word, never colour alone. */
export function ClaimPill({ claim, now, staff }: { claim: Claim; now: number; staff: boolean }) {
  if (staff && isOverdue(claim, now)) return <span className="claim-pill claim-pill--overdue">Overdue</span>
  return claim.status === 'OPEN' ? (
    <span className="claim-pill claim-pill--open">Open</span>
  ) : (
    <span className="claim-pill claim-pill--resolved">Resolved</span>
  )
}

/**
 * One claim: what was reported and when, its state, and the answer. Staff also see the due date
 * (90 days after the report) and who answered; `title` and `actions` let the Claims screen add the
 * transfer it is about and Resolve.
 */
export function ClaimItem({
  claim,
  now,
  staff,
  title,
  actions,
}: {
  claim: Claim
  now: number
  staff: boolean
  title?: ReactNode
  actions?: ReactNode
}) {
  const overdue = staff && isOverdue(claim, now)
  return (
    <li className={overdue ? 'claim-item claim-item--overdue' : 'claim-item'}>
      <div className="claim-item__head">
        <strong>{title ?? CLAIM_TYPE_LABELS[claim.type]}</strong>
        <ClaimPill claim={claim} now={now} staff={staff} />
      </div>
      {title ? <p>{CLAIM_TYPE_LABELS[claim.type]}</p> : null}
      <p className="claim-form__quote">{claim.description}</p>
      <p className="claim-item__meta">
        Reported <time dateTime={claim.reportedAt}>{formatDate(claim.reportedAt, 'dateTime')}</time>
        {staff && claim.status === 'OPEN' ? (
          <>
            {' · '}
            {overdue ? 'was due' : 'due'} <time dateTime={claim.dueAt}>{formatDate(claim.dueAt, 'date')}</time>
          </>
        ) : null}
      </p>
      {claim.resolution ? (
        <div className="claim-item__answer">
          <p>
            <strong>{CLAIM_OUTCOME_LABELS[claim.resolution.outcome]}</strong>
            {claim.resolution.refundCents ? ` · ${formatUsd(claim.resolution.refundCents)} refunded` : ''}
          </p>
          <p>{claim.resolution.message}</p>
          <p className="claim-item__meta">
            Answered <time dateTime={claim.resolution.at}>{formatDate(claim.resolution.at, 'dateTime')}</time>
            {staff && claim.resolution.byName ? ` by ${claim.resolution.byName}` : ''}
          </p>
        </div>
      ) : null}
      {actions ? <div className="claim-item__actions">{actions}</div> : null}
    </li>
  )
}
