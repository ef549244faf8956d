import { counterKeys, STATS_FIELDS } from '../../model/transfer-counters'

/**
 * The dashboard counters recounted from the stored transfers themselves, to compare with what the
 * write transactions kept (`STATS#ALL`, each sender's `USER#<sub>` / `STATS`, and the day and month
 * buckets of everyone and of each sender). The sums are written out here; only the item keys come
 * from the store's key layout. The ledger's figures are summed from each live transfer's stored
 * journal entries (`JOURNAL#…` in its partition), account by account.
 */

const FIELDS = STATS_FIELDS
type Counters = Record<(typeof FIELDS)[number], number>

const zero = (): Counters => Object.fromEntries(FIELDS.map((name) => [name, 0])) as Counters
const keyOf = (pk: unknown, sk: unknown) => `${String(pk)} | ${String(sk)}`

/** A stored counter item: totals or a bucket (everyone's or a sender's). */
function isCounterItem(item: Record<string, unknown>): boolean {
  const pk = String(item.pk)
  const sk = String(item.sk)
  return pk === 'STATS#ALL' || pk.startsWith('STATS#ALL#') || (pk.startsWith('USER#') && (sk === 'STATS' || sk.startsWith('STATS#')))
}

/** A transfer item the counters count: all but those deleted before archiving replaced deleting (archived ones count). */
const isLiveTransfer = (item: Record<string, unknown>) =>
  String(item.pk).startsWith('TRANSFER#') && item.sk === 'TRANSFER' && item.deletedAt === undefined

interface Line {
  /** The entry's reason, copied onto each of its lines here. */
  reason: string
  account: string
  currency: string
  side: string
  minor: number
}

/** Every stored journal line, by the transfer whose move posted it. */
function journalLinesById(items: readonly Record<string, unknown>[]): Map<string, Line[]> {
  const byId = new Map<string, Line[]>()
  for (const item of items) {
    if (!String(item.pk).startsWith('TRANSFER#') || !String(item.sk).startsWith('JOURNAL#')) continue
    const id = String(item.transferId)
    const lines = (item.lines as Omit<Line, 'reason'>[]).map((line) => ({ ...line, reason: String(item.reason) }))
    byId.set(id, [...(byId.get(id) ?? []), ...lines])
  }
  return byId
}

export interface RecountResult {
  /** How many live transfers the table holds. */
  transfers: number
  /** How many counter items were compared. */
  counters: number
  /** `<key>: <field> stored X, recount Y` for every disagreement (empty: all agree). */
  mismatches: string[]
}

/** Compares every counter item of a full table scan with a recount of its live transfers. */
export function recountCounters(items: readonly Record<string, unknown>[]): RecountResult {
  const expected = new Map<string, Counters>()
  const live = items.filter(isLiveTransfer)
  const journal = journalLinesById(items)
  for (const t of live) {
    const lines = journal.get(String(t.id)) ?? []
    const usd = (account: string, side?: 'debit' | 'credit', reason?: string) =>
      lines
        .filter((line) => line.account === account && line.currency === 'USD' && (side === undefined || line.side === side))
        .filter((line) => reason === undefined || line.reason === reason)
        .reduce((sum, line) => sum + (line.side === 'credit' ? line.minor : -line.minor), 0)
    const paid = t.status === 'PAID'
    const cancelled = t.status === 'CANCELLED'
    const held = t.status === 'ON_HOLD'
    const total = Number(t.totalCents)
    const fee = Number(t.feeCents)
    const record = { ownerId: String(t.ownerId), createdAt: String(t.createdAt), countryId: String(t.countryId) }
    for (const key of counterKeys(record)) {
      const sum = expected.get(keyOf(key.pk, key.sk)) ?? zero()
      sum.count += 1
      sum.paid += paid ? 1 : 0
      sum.pending += paid || cancelled ? 0 : 1
      sum.cancelled += cancelled ? 1 : 0
      sum.onHold += held ? 1 : 0
      sum.revenueCents += cancelled ? 0 : total
      sum.feesCents += cancelled ? 0 : fee
      sum.paidRevenueCents += paid ? total : 0
      sum.paidFeesCents += paid ? fee : 0
      sum.onHoldRevenueCents += held ? total : 0
      sum.onHoldFeesCents += held ? fee : 0
      sum.feeRevenueCents += usd('fee-revenue')
      sum.fxRevenueCents += usd('fx-margin-revenue')
      // A resend is the same expense but refunds nothing.
      sum.claimRefundsCents -= usd('error-resolution-expense', undefined, 'claim-refund')
      sum.refundedCents += usd('refunds-payable', 'credit')
      expected.set(keyOf(key.pk, key.sk), sum)
    }
  }
  const stored = new Map(items.filter(isCounterItem).map((item) => [keyOf(item.pk, item.sk), item]))
  const mismatches: string[] = []
  for (const key of new Set([...expected.keys(), ...stored.keys()])) {
    const want = expected.get(key) ?? zero()
    const item = stored.get(key)
    for (const field of FIELDS) {
      const have = Number(item?.[field] ?? 0)
      if (have !== want[field]) mismatches.push(`${key}: ${field} stored ${have}, recount ${want[field]}`)
    }
  }
  return { transfers: live.length, counters: stored.size, mismatches }
}
