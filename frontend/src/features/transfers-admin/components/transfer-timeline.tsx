import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Claim } from '../../../../../shared/claims/claim'
import { formatDateAvailable } from '../../../../../shared/rates/disclosure'
import type { Transfer, TransferEvent } from '../../../../../shared/transfers/transfer-schemas'
import { Card } from '../../../components/card/card'
import { formatUsd } from '../../../lib/format'
import { intlLocale } from '../../../lib/i18n/i18n'
import { payoutText } from '../../../entities/transfer/payout-text'
import { formatDateTime } from '../../../entities/transfer/transfer-format'
import { claimOutcomeLabel, claimTypeLabel, refundText } from '../../../entities/transfer/transfer-texts'
import './transfer-timeline.css'

type Tone = 'done' | 'paid' | 'cancelled' | 'held' | 'claim' | 'next'

interface Step {
  key: string
  tone: Tone
  title: string
  at?: string
  /** Who acted: the viewer ('by you'), or for staff someone else by name ('by Amina Test'); else nobody said. */
  by?: Actor
  detail?: ReactNode
}

/** The viewer, or someone named. */
type Actor = { you: true } | { you: false; name: string }

const FIELD_NAMES: Record<string, MessageDescriptor> = {
  firstName: msg`First name`,
  middleName: msg`Middle name`,
  lastName: msg`Last name`,
  mobileNumber: msg`Mobile number`,
  city: msg`City`,
  status: msg`Status`,
  note: msg`Note`,
}

const fieldName = (i18n: I18n, field: string): string => {
  const name = FIELD_NAMES[field]
  return name ? i18n._(name) : field
}

const shown = (i18n: I18n, value: unknown): string =>
  typeof value === 'string' ? (value === '' ? i18n._(msg`(empty)`) : `“${value}”`) : JSON.stringify(value)

/** The reason staff gave (their own words, untranslated). */
const reasonText = (i18n: I18n, reason: string): string => i18n._(msg`Reason: ${reason}`)

const receiveText = (transfer: Transfer) => payoutText(transfer.payout)

/** A step of a staff decision: its title, and the reason staff gave when they gave one. */
const reasonedStep = (i18n: I18n, event: TransferEvent, base: Pick<Step, 'key' | 'at' | 'by'>, tone: Tone, title: MessageDescriptor): Step => ({
  ...base,
  tone,
  title: i18n._(title),
  ...(event.reason ? { detail: reasonText(i18n, event.reason) } : {}),
})

function eventStep(
  i18n: I18n,
  event: TransferEvent,
  transfer: Transfer,
  claims: readonly Claim[],
  who: (event: TransferEvent) => Actor | undefined,
  index: number,
): Step | undefined {
  const by = who(event)
  const base = { key: `${event.at}-${event.type}-${index}`, at: event.at, ...(by ? { by } : {}) }
  const claim = claims.find((c) => c.id === event.claimId)
  const { firstName } = transfer
  if (event.type === 'batched' || event.type === 'payout-failed') return batchStep(i18n, event, base)
  switch (event.type) {
    case 'created':
      return undefined
    case 'status': {
      const received = receiveText(transfer)
      const title = event.batchId ? msg`Paid out by the payout partner` : msg`Paid out`
      return event.changes?.status?.to === 'PAID'
        ? { ...base, tone: 'paid', title: i18n._(title), detail: i18n._(msg`${firstName} received ${received}.`) }
        : { ...base, tone: 'done', title: i18n._(msg`Status changed`) }
    }
    case 'updated':
    case 'corrected':
      return {
        ...base,
        tone: 'done',
        title: event.type === 'corrected' ? i18n._(msg`Recipient details corrected by staff`) : i18n._(msg`Details edited`),
        ...(event.changes
          ? {
              detail: (
                <ul className="timeline__changes">
                  {Object.entries(event.changes).map(([field, change]) => {
                    const name = fieldName(i18n, field)
                    const from = shown(i18n, change.from)
                    const to = shown(i18n, change.to)
                    return <li key={field}>{i18n._(msg`${name}: ${from} → ${to}`)}</li>
                  })}
                  {event.reason ? <li className="timeline__reason">{reasonText(i18n, event.reason)}</li> : null}
                </ul>
              ),
            }
          : {}),
      }
    case 'cancelled':
      return {
        ...base,
        tone: 'cancelled',
        title: i18n._(msg`Cancelled and refunded`),
        detail: (
          <>
            <p>{refundText(event.refundCents ?? transfer.totalCents, transfer.card)}.</p>
            {event.reason ? <p className="timeline__reason">{reasonText(i18n, event.reason)}</p> : null}
          </>
        ),
      }
    case 'held':
      return reasonedStep(i18n, event, base, 'held', msg`On hold for review`)
    case 'rejected':
      return {
        ...base,
        tone: 'cancelled',
        title: i18n._(msg`Not sent after review: cancelled and refunded`),
        detail: (
          <>
            <p>{refundText(event.refundCents ?? transfer.totalCents, transfer.card)}.</p>
            {event.reason ? <p className="timeline__reason">{reasonText(i18n, event.reason)}</p> : null}
          </>
        ),
      }
    case 'approval-requested':
      return reasonedStep(i18n, event, base, 'held', msg`Release approved: waiting for a second staff member`)
    case 'refund-approval-requested':
      return reasonedStep(i18n, event, base, 'held', msg`Refund approved: waiting for a second staff member`)
    case 'screening-cleared':
      // Staff only: a possible sanctions match let through because staff cleared it earlier.
      return {
        ...base,
        tone: 'done',
        title: i18n._(msg`Possible sanctions match cleared earlier`),
        ...(event.reason ? { detail: event.reason } : {}),
      }
    case 'released':
      return reasonedStep(i18n, event, base, 'done', msg`Released after review`)
    case 'claim-opened':
      // The claim types are shared/claims' (12 CFR 1005.33's errors, in the words the report form uses).
      return { ...base, tone: 'claim', title: i18n._(msg`Problem reported`), ...(claim ? { detail: claimTypeLabel(claim.type) } : {}) }
    case 'claim-resolved': {
      const outcome = claim?.resolution ? claimOutcomeLabel(claim.resolution.outcome) : undefined
      return {
        ...base,
        tone: 'claim',
        title: outcome ? i18n._(msg`Claim resolved: ${outcome}`) : i18n._(msg`Claim resolved`),
        detail: (
          <>
            {claim?.resolution ? <p>{claim.resolution.message}</p> : null}
            {event.refundCents ? <p>{refundText(event.refundCents, transfer.card)}.</p> : null}
          </>
        ),
      }
    }
    case 'deleted':
      return { ...base, tone: 'cancelled', title: i18n._(msg`Deleted`) }
    case 'archived':
      // Out of the lists; its history and entries in the books stay.
      return { ...base, tone: 'done', title: i18n._(msg`Archived`) }
  }
}

/**
 * Staff only (a sender's answer leaves these out): taken into a payout batch for the partner, or the
 * partner's result file said the payout failed and it is back in the ready queue (docs/payout-batches.md).
 */
function batchStep(i18n: I18n, event: TransferEvent, base: Pick<Step, 'key' | 'at' | 'by'>): Step {
  if (event.type === 'batched') return { ...base, tone: 'done', title: i18n._(msg`Added to a payout batch`) }
  return reasonedStep(i18n, event, base, 'held', msg`Payout failed: back in the ready queue`)
}

/** What comes next while the money has not been paid out. */
function nextStep(i18n: I18n, transfer: Transfer): Step | undefined {
  if (transfer.status === 'PENDING') {
    const date = formatDateAvailable(transfer.payout.dateAvailable, intlLocale())
    const received = receiveText(transfer)
    const { firstName } = transfer
    return {
      key: 'next',
      tone: 'next',
      title: i18n._(msg`Money available`),
      detail: i18n._(msg`Expected ${date}: ${received} for ${firstName}.`),
    }
  }
  if (transfer.status === 'ON_HOLD')
    return { key: 'next', tone: 'next', title: i18n._(msg`Waiting for review`), detail: i18n._(msg`We will tell you as soon as it is reviewed.`) }
  return undefined
}

/**
 * The transfer's life as a vertical timeline: rate locked, paid, then each move (on hold /
 * released, cancelled and refunded, claims opened and resolved, paid out) with its time and, for
 * staff, who; then what comes next. Built from the transfer, its events and its claims.
 */
export function TransferTimeline({ transfer, viewerId, staff }: { transfer: Transfer; viewerId: string | undefined; staff: boolean }) {
  const { t, i18n } = useLingui()
  const events = transfer.history ?? []
  const claims = transfer.claims ?? []
  const who = (event: TransferEvent): Actor | undefined => {
    if (event.by === viewerId) return { you: true }
    return staff && event.byName ? { you: false, name: event.byName } : undefined
  }
  const total = formatUsd(transfer.totalCents)
  const { brand, last4 } = transfer.card
  const { rate, currency } = transfer.payout
  const created = events.find((event) => event.type === 'created')
  const paidBy = created ? who(created) : undefined
  const steps: Step[] = [
    ...(transfer.payout.quotedAt
      ? [
          {
            key: 'quoted',
            tone: 'done' as const,
            title: t`Rate locked`,
            at: transfer.payout.quotedAt,
            detail: currency === 'USD' ? t`Sent in US dollars.` : t`1 USD = ${rate} ${currency}.`,
          },
        ]
      : []),
    {
      key: 'paid',
      tone: 'done',
      title: t`Paid`,
      at: transfer.createdAt,
      ...(paidBy ? { by: paidBy } : {}),
      detail: t`${total} by ${brand} ending ${last4}.`,
    },
    ...events.flatMap((event, index) => eventStep(i18n, event, transfer, claims, who, index) ?? []),
  ]
  const next = nextStep(i18n, transfer)
  const byText = (by: Actor): string => {
    if (by.you) return t`by you`
    const { name } = by
    return t`by ${name}`
  }
  if (next) steps.push(next)
  return (
    <Card title={t`Timeline`} titleId="transfer-timeline-title" className="customer-history">
      <ol className="timeline">
        {steps.map((step) => (
          <li key={step.key} className={`timeline__step timeline__step--${step.tone}`}>
            <p className="timeline__title">
              <strong>{step.title}</strong>
              {step.by ? <span className="timeline__by"> {byText(step.by)}</span> : null}
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
