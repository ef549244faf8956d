import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Claim } from '../../../../../shared/claims/claim'
import { isOverdue } from '../../../../../shared/claims/claim-rules'
import { formatDate, formatUsd } from '../../../lib/format'
import './claims.css'
import { claimTypeLabel, claimOutcomeLabel } from '../../../entities/transfer/transfer-texts'

/** Open, Resolved, or (for staff) Overdue: a word, never colour alone. */
function ClaimPill({ claim, now, staff }: { claim: Claim; now: number; staff: boolean }) {
  const { t } = useLingui()
  const overdue = staff && isOverdue(claim, now)
  const tone = overdue ? 'danger' : claim.status === 'OPEN' ? 'warning' : 'success'
  const label = overdue ? t`Overdue` : claim.status === 'OPEN' ? t`Open` : t`Resolved`
  return <span className={`claim-pill pill tone-${tone}`}>{label}</span>
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
  useLinguiContext() // formats in the reader's language: renders again when it changes
  const overdue = staff && isOverdue(claim, now)
  const reported = formatDate(claim.reportedAt, 'dateTime')
  const due = formatDate(claim.dueAt, 'date')
  return (
    <li className={overdue ? 'claim-item item-card item-card--tight claim-item--overdue' : 'claim-item item-card item-card--tight'}>
      <div className="claim-item__head split-row">
        <strong>{title ?? claimTypeLabel(claim.type)}</strong>
        <ClaimPill claim={claim} now={now} staff={staff} />
      </div>
      {title ? <p>{claimTypeLabel(claim.type)}</p> : null}
      <p className="claim-form__quote">{claim.description}</p>
      <p className="claim-item__meta">
        <Trans>
          Reported <time dateTime={claim.reportedAt}>{reported}</time>
        </Trans>
        {staff && claim.status === 'OPEN' ? (
          <>
            {' · '}
            {overdue ? (
              <Trans>
                was due <time dateTime={claim.dueAt}>{due}</time>
              </Trans>
            ) : (
              <Trans>
                due <time dateTime={claim.dueAt}>{due}</time>
              </Trans>
            )}
          </>
        ) : null}
      </p>
      {staff && claim.status === 'OPEN' && claim.refundApproval ? <RefundApproval approval={claim.refundApproval} /> : null}
      {claim.resolution ? <Answer resolution={claim.resolution} staff={staff} /> : null}
      {actions ? <div className="claim-item__actions">{actions}</div> : null}
    </li>
  )
}

/** A large refund after the payout approved by one staff member: the claim waits for a second one's decision. */
function RefundApproval({ approval }: { approval: NonNullable<Claim['refundApproval']> }) {
  const approved = formatDate(approval.at, 'dateTime')
  const byName = approval.byName ?? approval.by
  return (
    <p className="claim-item__approval tone-warning">
      <Trans>
        Refund approved <time dateTime={approval.at}>{approved}</time> by {byName}: a second staff member must approve it
      </Trans>
    </p>
  )
}

/** Staff's answer: the outcome (and the refund), the message, when and (for staff) by whom. */
function Answer({ resolution, staff }: { resolution: NonNullable<Claim['resolution']>; staff: boolean }) {
  const refund = resolution.refundCents ? formatUsd(resolution.refundCents) : undefined
  const answered = formatDate(resolution.at, 'dateTime')
  const byName = staff ? resolution.byName : undefined
  return (
    <div className="claim-item__answer">
      <p>
        <strong>{claimOutcomeLabel(resolution.outcome)}</strong>
        {refund ? (
          <>
            {' · '}
            <Trans>{refund} refunded</Trans>
          </>
        ) : null}
      </p>
      <p>{resolution.message}</p>
      <p className="claim-item__meta">
        {byName ? (
          <Trans>
            Answered <time dateTime={resolution.at}>{answered}</time> by {byName}
          </Trans>
        ) : (
          <Trans>
            Answered <time dateTime={resolution.at}>{answered}</time>
          </Trans>
        )}
      </p>
    </div>
  )
}
