import type { JournalEntry, JournalLine } from '../../shared/ledger/journal'
import { payoutCurrencyOf } from '../../shared/money/currencies'
import { marginCents, parseRate } from '../../shared/money/exchange-rate'
import type { TransferStatus } from '../../shared/transfers/transfer-options'
import type { TransferRecord } from '../model/transfer-record'

/**
 * What a move of a transfer posts to the ledger, decided by the status it leaves and enters (each
 * a row of the transition table, or the create): the money follows the status, never a service.
 *
 *   (new)   → PENDING    payment:  card funds received   / customer funds held          (total)
 *   PENDING → ON_HOLD    hold:     customer funds held   / customer funds on hold       (total)
 *   ON_HOLD → PENDING    release:  the hold reversed
 *   PENDING → PAID       payout:   customer funds held   / fee revenue (fee), FX conversion (amount less
 *                                  the FX margin, USD), FX margin revenue (the margin, USD);
 *                                  FX conversion / partner payable (the payout, in its currency)
 *   PENDING | ON_HOLD → CANCELLED  refund: customer funds (held or on hold) / refunds payable (total),
 *                                  then refund-issued: refunds payable / card funds received
 *
 * A claim refunded after the payout is the transmitter's own cost: error-resolution expense /
 * refunds payable, then issued to the card. A claim answered by sending the money again is its
 * cost too: the amount, converted as the payout was, owed to the partner a second time.
 */

const USD = 'USD'
const line = (account: JournalLine['account'], side: JournalLine['side'], minor: number, currency = USD, sub?: string): JournalLine => ({
  account,
  ...(sub ? { sub } : {}),
  currency,
  side,
  minor,
})

/** A transfer's funds account while it waits: on hold during review, held otherwise. */
const fundsOf = (status: TransferStatus) => (status === 'ON_HOLD' ? 'customer-funds-on-hold' : 'customer-funds-held')

/** The whole total moved from one account to another: every event but the payout is one such move. */
const moveTotal = (
  reason: JournalEntry['reason'],
  debit: JournalLine['account'],
  credit: JournalLine['account'],
  t: TransferRecord,
): JournalEntry => ({
  reason,
  lines: [line(debit, 'debit', t.totalCents), line(credit, 'credit', t.totalCents)],
})

/**
 * The FX margin a payout earns, in US cents: the amount less what the payout is worth at the
 * reference (mid-market) rate the quote recorded, rounded in the customer's favour
 * (shared/money/exchange-rate.ts `marginCents`). None for dollars, and none for a transfer whose quote
 * recorded no reference (made before it was kept): its whole amount reads as converted.
 */
function fxMarginOf(t: TransferRecord, currency: string, paid: number): number {
  const reference = t.payout?.referenceRate
  if (currency === USD || reference === undefined) return 0
  return marginCents(t.amountCents, paid, parseRate(reference), payoutCurrencyOf(currency))
}

/** What the recipient is paid: the quote's amount in the payout currency (a transfer from before quotes paid dollars 1:1). */
const paidOf = (t: TransferRecord) => ({ currency: t.payout?.currency ?? USD, paid: t.payout?.receiveMinor ?? t.amountCents })

/** `dollars` converted into the recipient's payout and owed to the corridor's partner, less the FX margin `margin` earned on them. */
function toPartner(t: TransferRecord, dollars: number, margin: number): JournalLine[] {
  const { currency, paid } = paidOf(t)
  const partner = `${t.countryId}:${currency}`
  if (currency === USD) return [line('partner-payable', 'credit', paid, USD, partner)]
  const converted = dollars - margin
  return [
    ...(converted > 0 ? [line('fx-conversion', 'credit', converted)] : []),
    ...(margin > 0 ? [line('fx-margin-revenue', 'credit', margin)] : []),
    line('fx-conversion', 'debit', paid, currency),
    line('partner-payable', 'credit', paid, currency, partner),
  ]
}

/**
 * The fee is earned and the amount goes to the partner, converted into the payout currency; what
 * the amount buys beyond the payout at the reference rate is earned as FX margin.
 */
function payout(t: TransferRecord): JournalEntry {
  const { currency, paid } = paidOf(t)
  const fee = t.feeCents > 0 ? [line('fee-revenue', 'credit', t.feeCents)] : []
  const lines = [line('customer-funds-held', 'debit', t.totalCents), ...fee, ...toPartner(t, t.amountCents, fxMarginOf(t, currency, paid))]
  return { reason: 'payout', lines }
}

/**
 * The whole total owed back to the sender from where it was (held, on hold, or after a payout the
 * transmitter's own money), then issued to the card it came from: the screens say so at once
 * ('Refund of $105.00 issued to Visa ending 4242').
 */
const refunded = (t: TransferRecord, reason: JournalEntry['reason'], from: JournalLine['account']): JournalEntry[] => [
  moveTotal(reason, from, 'refunds-payable', t),
  moveTotal('refund-issued', 'refunds-payable', 'card-funds-received', t),
]

/** The entries that take a transfer from `before` (none: a create) to `after`. */
export function postingsOf(before: TransferRecord | undefined, after: TransferRecord): JournalEntry[] {
  const entries: JournalEntry[] = []
  let status: TransferStatus | undefined = before?.status
  if (status === undefined) {
    entries.push(moveTotal('payment', 'card-funds-received', 'customer-funds-held', after))
    status = 'PENDING'
  }
  if (status === after.status) return entries
  if (status === 'PENDING' && after.status === 'ON_HOLD')
    return [...entries, moveTotal('hold', 'customer-funds-held', 'customer-funds-on-hold', after)]
  if (status === 'ON_HOLD' && after.status === 'PENDING')
    return [...entries, moveTotal('release', 'customer-funds-on-hold', 'customer-funds-held', after)]
  if (status === 'PENDING' && after.status === 'PAID') return [...entries, payout(after)]
  if (after.status === 'CANCELLED' && status !== 'PAID') return [...entries, ...refunded(after, 'refund', fundsOf(status))]
  throw new Error(`No posting takes a transfer from ${status} to ${after.status}`)
}

/** A claim refunded after the recipient was paid: the transmitter pays the sender back from its own money. */
export const claimRefundAfterPayout = (t: TransferRecord): JournalEntry[] => refunded(t, 'claim-refund', 'error-resolution-expense')

/**
 * A claim answered by paying the recipient again (the first payout never reached them): the
 * transmitter's own dollars buy the same payout, owed to the partner once more, and earn nothing.
 */
export const claimResendAfterPayout = (t: TransferRecord): JournalEntry => ({
  reason: 'claim-resend',
  lines: [line('error-resolution-expense', 'debit', t.amountCents), ...toPartner(t, t.amountCents, 0)],
})
