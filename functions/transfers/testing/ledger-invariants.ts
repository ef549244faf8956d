import { balanceOf, isBalanced, netByCurrency, type JournalEntry } from '../../../shared/ledger/journal'
import type { TransferRecord } from '../../model/transfer-record'

/**
 * What a transfer's own journal must say whatever the rules of the day (who may cancel, when a claim
 * refunds, archive or delete): written as invariants of the money, not as the entries today's
 * postings make, so the adversarial tests keep holding while those rules move. Each check answers
 * the broken promises in words (an empty list when the books are right), for a readable failure.
 *
 * The record is the stored transfer (archived ones included: archiving does not move money).
 */

/** The subset of the stored record the books are judged against. */
export type BooksSubject = Pick<
  TransferRecord,
  'id' | 'status' | 'countryId' | 'totalCents' | 'feeCents' | 'amountCents' | 'payout' | 'cancellation' | 'claimRefundCents' | 'claimResentAt'
>

const USD = 'USD'
const count = (entries: readonly JournalEntry[], reason: JournalEntry['reason']) => entries.filter((entry) => entry.reason === reason).length
/** Minor units credited to (or debited from) `account` in `currency` over `entries`, one side only. */
const sideTotal = (entries: readonly JournalEntry[], account: string, side: 'debit' | 'credit', currency = USD) =>
  entries
    .flatMap((entry) => entry.lines)
    .filter((line) => line.account === account && line.side === side && line.currency === currency)
    .reduce((sum, line) => sum + line.minor, 0)
/** Every currency any line of `entries` is in. */
const currenciesOf = (entries: readonly JournalEntry[]) => new Set(entries.flatMap((entry) => entry.lines.map((line) => line.currency)))

/** The refunds a transfer's journal posted, by what caused them. */
export interface RefundsPosted {
  /** Refunds of a transfer not paid out (a cancel, a rejection, a claim refund before the payout). */
  refund: number
  /** Refunds on a claim after the payout (the transmitter's own money). */
  claimRefund: number
  payout: number
}

export const refundsPosted = (entries: readonly JournalEntry[]): RefundsPosted => ({
  refund: count(entries, 'refund'),
  claimRefund: count(entries, 'claim-refund'),
  payout: count(entries, 'payout'),
})

/** Every promise `entries` (the transfer's whole journal) breaks about `t`, in words. */
export function booksViolations(t: BooksSubject, entries: readonly JournalEntry[]): string[] {
  const broken: string[] = []
  const expect = (ok: boolean, what: string) => {
    if (!ok) broken.push(what)
  }
  const balance = (account: Parameters<typeof balanceOf>[1], currency = USD, sub?: string) => balanceOf(entries, account, currency, sub)

  // 1. Double entry: every entry, and so the transfer's trial balance, is zero in each currency.
  entries.forEach((entry, n) => expect(isBalanced(entry), `entry ${n} (${entry.reason}) does not balance per currency`))
  for (const [currency, net] of netByCurrency(entries)) expect(net === 0, `the trial balance in ${currency} is ${net}, not 0`)

  // 2. The money came in once: one payment of the total, from the card.
  const posted = refundsPosted(entries)
  expect(count(entries, 'payment') === 1, `${count(entries, 'payment')} payments posted, not 1`)
  const received = sideTotal(entries, 'card-funds-received', 'debit')
  expect(received === t.totalCents, `the card paid ${received}, not the total ${t.totalCents}`)

  // 3. Refunds never exceed what was received: at most one refund of any kind, of the total, and the card given back at most that.
  const refunds = posted.refund + posted.claimRefund
  expect(
    refunds <= 1,
    `${refunds} refunds posted (${posted.refund} refund, ${posted.claimRefund} claim-refund): the total was refunded more than once`,
  )
  const owedBack = sideTotal(entries, 'refunds-payable', 'credit')
  const givenBack = sideTotal(entries, 'card-funds-received', 'credit')
  expect(owedBack <= received, `refunds owed ${owedBack} exceed what was received ${received}`)
  expect(givenBack <= owedBack, `the card was given back ${givenBack}, more than the refunds owed ${owedBack}`)
  expect(balance('card-funds-received') >= 0, `card funds are negative (${balance('card-funds-received')}): more went back than came in`)
  expect(owedBack === refunds * t.totalCents, `refunds owed ${owedBack} are not ${refunds} × the total ${t.totalCents}`)

  // 4. A payout at most once, and exactly when the transfer says it was paid out.
  expect(posted.payout <= 1, `${posted.payout} payouts posted`)
  expect(posted.payout === (t.status === 'PAID' ? 1 : 0), `${posted.payout} payouts posted for a ${t.status} transfer`)

  // 5. A cancelled (refunded) transfer takes no claim refund; a claim refund only follows a payout.
  if (t.status === 'CANCELLED') expect(posted.refund === 1 && posted.claimRefund === 0, `a cancelled transfer posted ${JSON.stringify(posted)}`)
  if (posted.claimRefund > 0) expect(t.status === 'PAID', `a claim refund posted on a ${t.status} transfer`)
  if (t.status !== 'CANCELLED') expect(posted.refund === 0, `a ${t.status} transfer posted ${posted.refund} refunds`)

  // 6. The ledger balance matches the status: the customer's money is where the status says, and nowhere else.
  const waiting = t.status === 'PENDING' || t.status === 'ON_HOLD'
  expect(
    balance('customer-funds-held') === (t.status === 'PENDING' ? -t.totalCents : 0),
    `customer funds held ${balance('customer-funds-held')} for ${t.status}`,
  )
  expect(
    balance('customer-funds-on-hold') === (t.status === 'ON_HOLD' ? -t.totalCents : 0),
    `customer funds on hold ${balance('customer-funds-on-hold')} for ${t.status}`,
  )
  if (waiting) expect(refunds === 0, `a ${t.status} transfer was refunded`)

  // 7. The partner is owed exactly what the recipient receives, in the payout currency, once paid out; nothing
  // before. A claim's resend pays it once more, at most once, only after the payout and never beside a refund.
  const resends = count(entries, 'claim-resend')
  expect(resends === (t.claimResentAt === undefined ? 0 : 1), `${resends} resends posted; the record says ${t.claimResentAt ?? 'none'}`)
  if (resends > 0) expect(t.status === 'PAID' && refunds === 0, `a resend posted on a ${t.status} transfer with ${refunds} refunds`)
  const currency = t.payout?.currency ?? USD
  const receive = (t.payout?.receiveMinor ?? t.amountCents) * (1 + resends)
  for (const c of currenciesOf(entries)) {
    const owed = -balance('partner-payable', c)
    const expected = t.status === 'PAID' && c === currency ? receive : 0
    expect(owed === expected, `partner payable ${owed} ${c} for a ${t.status} transfer paying ${receive} ${currency}`)
  }
  if (t.status === 'PAID')
    expect(
      -balance('partner-payable', currency, `${t.countryId}:${currency}`) === receive,
      `the partner ${t.countryId}:${currency} is not owed ${receive}`,
    )

  // 8. Income is earned only by a payout: the fee, and nothing while the money can still be refunded.
  const income = -balance('fee-revenue') - balance('fx-margin-revenue')
  if (t.status === 'PAID') expect(-balance('fee-revenue') === t.feeCents, `fee revenue ${-balance('fee-revenue')} for a paid fee of ${t.feeCents}`)
  else expect(income === 0, `income ${income} earned on a ${t.status} transfer`)

  // 9. What the record says was refunded is what the books refunded.
  const cancelRefund = t.cancellation?.refundCents ?? 0
  expect(cancelRefund === posted.refund * t.totalCents, `the cancellation records ${cancelRefund} refunded, the books ${posted.refund} refunds`)
  const claimRefund = t.claimRefundCents ?? 0
  expect(
    claimRefund === posted.claimRefund * t.totalCents,
    `the record's claim refund is ${claimRefund}, the books ${posted.claimRefund} claim refunds`,
  )
  const expense = claimRefund + resends * t.amountCents
  expect(
    balance('error-resolution-expense') === expense,
    `error-resolution expense ${balance('error-resolution-expense')} for a claim refund of ${claimRefund} and ${resends} resends`,
  )
  return broken
}
