import type { ReactNode } from 'react'
import { CLAIM_OUTCOME_LABELS, CLAIM_TYPE_LABELS } from '../../../../../shared/claims/claim-rules'
import type { Claim } from '../../../../../shared/claims/claim'
import { formatUsd } from '../../../../../shared/money/money'
import { formatDateAvailable } from '../../../../../shared/rates/disclosure'
import type { Transfer, TransferEvent } from '../../../../../shared/transfers/transfer-schemas'
import { Card } from '../../../components/card/card'
import { payoutText } from '../payout-text'
import { formatDateTime } from '../transfer-format'
import { refundText } from '../transfer-texts'
import './transfer-timeline.css'

type Tone = 'done' | 'paid' | 'cancelled' | 'held' | 'claim' | 'next'

interface Step {
  key: string
  tone: Tone
  title: string
  at?: string
  /** Who acted, for staff ('by Amina Test'); a sender reads 'you' or nothing. */
  by?: string
  detail?: ReactNode
}

const FIELD_NAMES: Record<string, string> = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  mobileNumber: 'Mobile number',
  city: 'City',
  status: 'Status',
  note: 'Note',
}

const shown = (value: unknown): string => (typeof value === 'string' ? (value === '' ? '(empty)' : `“${value}”`) : JSON.stringify(value))

const receiveText = (transfer: Transfer) => payoutText(transfer.payout)

function eventStep(
  event: TransferEvent,
  transfer: Transfer,
  claims: readonly Claim[],
  who: (event: TransferEvent) => string | undefined,
  index: number,
): Step | undefined {
  const base = { key: `${event.at}-${event.type}-${index}`, at: event.at, ...(who(event) ? { by: who(event) } : {}) }
  const claim = claims.find((c) => c.id === event.claimId)
  switch (event.type) {
    case 'created':
      return undefined
    case 'status':
      return event.changes?.status?.to === 'PAID'
        ? { ...base, tone: 'paid', title: 'Paid out', detail: `${transfer.firstName} received ${receiveText(transfer)}.` }
        : { ...base, tone: 'done', title: 'Status changed' }
    case 'updated':
      return {
        ...base,
        tone: 'done',
        title: 'Details edited',
        ...(event.changes
          ? {
              detail: (
                <ul className="timeline__changes">
                  {Object.entries(event.changes).map(([field, change]) => (
                    <li key={field}>
                      {FIELD_NAMES[field] ?? field}: {shown(change.from)} → {shown(change.to)}
                    </li>
                  ))}
                </ul>
              ),
            }
          : {}),
      }
    case 'cancelled':
      return {
        ...base,
        tone: 'cancelled',
        title: 'Cancelled and refunded',
        detail: (
          <>
            <p>{refundText(event.refundCents ?? transfer.totalCents, transfer.card)}.</p>
            {event.reason ? <p className="timeline__reason">Reason: {event.reason}</p> : null}
          </>
        ),
      }
    case 'held':
      return { ...base, tone: 'held', title: 'On hold for review', ...(event.reason ? { detail: `Reason: ${event.reason}` } : {}) }
    case 'rejected':
      return {
        ...base,
        tone: 'cancelled',
        title: 'Not sent after review: cancelled and refunded',
        detail: (
          <>
            <p>{refundText(event.refundCents ?? transfer.totalCents, transfer.card)}.</p>
            {event.reason ? <p className="timeline__reason">Reason: {event.reason}</p> : null}
          </>
        ),
      }
    case 'released':
      return { ...base, tone: 'done', title: 'Released after review', ...(event.reason ? { detail: `Reason: ${event.reason}` } : {}) }
    case 'claim-opened':
      return { ...base, tone: 'claim', title: 'Problem reported', ...(claim ? { detail: CLAIM_TYPE_LABELS[claim.type] } : {}) }
    case 'claim-resolved':
      return {
        ...base,
        tone: 'claim',
        title: claim?.resolution ? `Claim resolved: ${CLAIM_OUTCOME_LABELS[claim.resolution.outcome]}` : 'Claim resolved',
        detail: (
          <>
            {claim?.resolution ? <p>{claim.resolution.message}</p> : null}
            {event.refundCents ? <p>{refundText(event.refundCents, transfer.card)}.</p> : null}
          </>
        ),
      }
    case 'deleted':
      return { ...base, tone: 'cancelled', title: 'Deleted' }
  }
}

/** What comes next while the money has not been paid out. */
function nextStep(transfer: Transfer): Step | undefined {
  if (transfer.status === 'PENDING') {
    return {
      key: 'next',
      tone: 'next',
      title: 'Money available',
      detail: `Expected ${formatDateAvailable(transfer.payout.dateAvailable)}: ${receiveText(transfer)} for ${transfer.firstName}.`,
    }
  }
  if (transfer.status === 'ON_HOLD')
    return { key: 'next', tone: 'next', title: 'Waiting for review', detail: 'We will tell you as soon as it is reviewed.' }
  return undefined
}

/**
 * The transfer's life as a vertical timeline (issue 16): rate locked, paid, then each move (on hold /
 * released, cancelled and refunded, claims opened and resolved, paid out) with its time and, for
 * staff, who; then what comes next. Built from the transfer, its events and its claims.
 */
export function TransferTimeline({ transfer, viewerId, staff }: { transfer: Transfer; viewerId: string | undefined; staff: boolean }) {
  const events = transfer.history ?? []
  const claims = transfer.claims ?? []
  const who = (event: TransferEvent): string | undefined => {
    if (event.by === viewerId) return 'you'
    return staff ? event.byName : undefined
  }
  const created = events.find((event) => event.type === 'created')
  const steps: Step[] = [
    ...(transfer.payout.quotedAt
      ? [
          {
            key: 'quoted',
            tone: 'done' as const,
            title: 'Rate locked',
            at: transfer.payout.quotedAt,
            detail: transfer.payout.currency === 'USD' ? 'Sent in US dollars.' : `1 USD = ${transfer.payout.rate} ${transfer.payout.currency}.`,
          },
        ]
      : []),
    {
      key: 'paid',
      tone: 'done',
      title: 'Paid',
      at: transfer.createdAt,
      ...(created && who(created) ? { by: who(created) } : {}),
      detail: `${formatUsd(transfer.totalCents)} by ${transfer.card.brand} ending ${transfer.card.last4}.`,
    },
    ...events.flatMap((event, index) => eventStep(event, transfer, claims, who, index) ?? []),
  ]
  const next = nextStep(transfer)
  if (next) steps.push(next)
  return (
    <Card title="Timeline" titleId="transfer-timeline-title" className="customer-history">
      <ol className="timeline">
        {steps.map((step) => (
          <li key={step.key} className={`timeline__step timeline__step--${step.tone}`}>
            <p className="timeline__title">
              <strong>{step.title}</strong>
              {step.by ? <span className="timeline__by"> by {step.by}</span> : null}
            </p>
            {step.at ? (
              <p className="timeline__when">
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </p>
            ) : null}
            {step.detail ? <div className="timeline__detail">{step.detail}</div> : null}
          </li>
        ))}
      </ol>
    </Card>
  )
}
