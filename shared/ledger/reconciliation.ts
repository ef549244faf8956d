import * as z from 'zod/mini'
import { LEDGER_ACCOUNTS, type LedgerAccount } from './accounts'
import type { JournalEntry } from './journal'
import { JournalEntrySchema } from './journal-schema'
import { MAX_REPORTED_BREAKS, type AccountRow, type LedgerBreak, type ReconciliationReport, type TrialBalanceRow } from './reconciliation-report'

/**
 * The ledger's reconciliation, pure: fed one transfer's partition at a time (its record and its
 * journal entries, as the table keeps them together), it checks that
 *
 * - every entry is a journal entry and balances in each currency on its own;
 * - a transfer's balance in each account matches its status (below); a transfer has a payment entry,
 *   and no entry is without its transfer;
 * - over everything, each currency's debits equal its credits (the trial balance);
 *
 * and tallies the day's debits and credits and the balances per account, currency and partner. It
 * keeps only the tallies and the first breaks, so its memory does not grow with the ledger: the
 * caller reads the table a page at a time (functions/services/ledger-reconciliation.ts).
 *
 * What a transfer's status says it holds (signed debits less credits; T its total, F its fee, R what
 * the partner pays out in the payout currency, X a claim's refund after the payout; a claim that had
 * it paid out again adds one more −R to the partner and its amount A to the expense):
 *
 * | status    | card-funds-received | customer-funds-held | …-on-hold | fee-revenue | partner-payable (country:currency) | error-resolution-expense |
 * |-----------|------|-----|-----|-----|-----|---|
 * | PENDING   | T    | −T  | 0   | 0   | 0   | 0 |
 * | ON_HOLD   | T    | 0   | −T  | 0   | 0   | 0 |
 * | PAID      | T−X  | 0   | 0   | −F  | −R  | X |
 * | CANCELLED | 0    | 0   | 0   | 0   | 0   | 0 |
 *
 * and refunds-payable is 0 at every status (a refund is issued when it is owed). The FX accounts
 * (conversion, margin) are not named: with the others fixed, each entry's own balance per currency
 * decides them, so how a payout splits the conversion may change without this table changing.
 */

/** What the check reads of a transfer record. */
export interface LedgerTransfer {
  id: string
  status: string
  amountCents: number
  feeCents: number
  totalCents: number
  countryId: string
  /** Absent on transfers made before quotes: those paid out USD 1:1. */
  payout?: { currency: string; receiveMinor: number } | undefined
  claimRefundCents?: number | undefined
  /** When a claim had it paid out again (at the transmitter's cost). */
  claimResentAt?: string | undefined
}

/** A journal entry item as stored: its sort key, when it posted, and its body (reason and lines), not yet trusted. */
export interface StoredEntry {
  key: string
  at: string
  body: unknown
}

/** One transfer's partition: its record (absent when only entries are there) and its journal entries. */
export interface LedgerPartition {
  transferId: string
  transfer?: LedgerTransfer | undefined
  entries: readonly StoredEntry[]
}

const USD = 'USD'
/** The accounts a transfer's status decides (see the table above). */
const CHECKED_ACCOUNTS: ReadonlySet<LedgerAccount> = new Set([
  'card-funds-received',
  'customer-funds-held',
  'customer-funds-on-hold',
  'refunds-payable',
  'fee-revenue',
  'partner-payable',
  'error-resolution-expense',
])

interface BalanceKey {
  account: LedgerAccount
  currency: string
  sub?: string | undefined
}
const keyOf = ({ account, currency, sub }: BalanceKey) => `${account}|${currency}|${sub ?? ''}`
function fromKey(key: string): BalanceKey {
  const [account, currency, sub] = key.split('|') as [LedgerAccount, string, string]
  return { account, currency, ...(sub ? { sub } : {}) }
}

/** An entry, parsed, or why it cannot be read: every line a known account and a positive whole number of minor units. */
function parsed(entry: StoredEntry): JournalEntry | undefined {
  const result = z.safeParse(JournalEntrySchema, entry.body)
  if (!result.success || result.data.lines.length === 0) return undefined
  return result.data.lines.every((line) => Number.isSafeInteger(line.minor) && line.minor > 0) ? result.data : undefined
}

const signed = (side: 'debit' | 'credit', minor: number) => (side === 'debit' ? minor : -minor)

/** What the transfer's status says each checked account holds for it (absent: zero). */
function expectedBalances(t: LedgerTransfer): Map<string, number> {
  const expected = new Map<string, number>()
  const set = (key: BalanceKey, minor: number) => {
    if (minor !== 0) expected.set(keyOf(key), minor)
  }
  const refunded = t.claimRefundCents ?? 0
  if (t.status === 'PENDING') {
    set({ account: 'card-funds-received', currency: USD }, t.totalCents)
    set({ account: 'customer-funds-held', currency: USD }, -t.totalCents)
  } else if (t.status === 'ON_HOLD') {
    set({ account: 'card-funds-received', currency: USD }, t.totalCents)
    set({ account: 'customer-funds-on-hold', currency: USD }, -t.totalCents)
  } else if (t.status === 'PAID') {
    const currency = t.payout?.currency ?? USD
    const payouts = t.claimResentAt === undefined ? 1 : 2
    set({ account: 'card-funds-received', currency: USD }, t.totalCents - refunded)
    set({ account: 'fee-revenue', currency: USD }, -t.feeCents)
    set({ account: 'partner-payable', currency, sub: `${t.countryId}:${currency}` }, -payouts * (t.payout?.receiveMinor ?? t.amountCents))
    set({ account: 'error-resolution-expense', currency: USD }, refunded + (payouts - 1) * t.amountCents)
  }
  return expected
}

/** The breaks of one transfer's partition (none: it reconciles). */
export function breaksOf(partition: LedgerPartition): LedgerBreak[] {
  const { transferId, transfer } = partition
  const breaks: LedgerBreak[] = []
  const found = new Map<string, number>()
  let payments = 0
  for (const stored of partition.entries) {
    const entry = parsed(stored)
    if (!entry) {
      breaks.push({ kind: 'unreadable-entry', transferId, entry: stored.key })
      continue
    }
    if (entry.reason === 'payment') payments++
    const net = new Map<string, number>()
    for (const line of entry.lines) {
      const amount = signed(line.side, line.minor)
      net.set(line.currency, (net.get(line.currency) ?? 0) + amount)
      const key = keyOf(line)
      found.set(key, (found.get(key) ?? 0) + amount)
    }
    for (const [currency, minor] of net) {
      if (minor !== 0) breaks.push({ kind: 'unbalanced-entry', transferId, entry: stored.key, currency, expectedMinor: 0, foundMinor: minor })
    }
  }
  if (!transfer) {
    if (partition.entries.length > 0) breaks.push({ kind: 'orphan-entry', transferId, entries: partition.entries.length })
    return breaks
  }
  if (payments === 0) {
    // Without its payment every other account differs too: the one break says why.
    breaks.push({ kind: 'missing-payment', transferId, status: transfer.status, entries: partition.entries.length })
    return breaks
  }
  const expected = expectedBalances(transfer)
  const keys = new Set([...expected.keys(), ...found.keys()])
  for (const key of [...keys].sort()) {
    const where = fromKey(key)
    if (!CHECKED_ACCOUNTS.has(where.account)) continue
    const expectedMinor = expected.get(key) ?? 0
    const foundMinor = found.get(key) ?? 0
    if (expectedMinor !== foundMinor)
      breaks.push({ kind: 'status-balance', transferId, status: transfer.status, ...where, expectedMinor, foundMinor })
  }
  return breaks
}

interface AccountTally {
  dayDebitMinor: number
  dayCreditMinor: number
  balanceMinor: number
}

/** The UTC day of `at` (an ISO time). */
const dayOf = (at: string) => at.slice(0, 10)

/**
 * The running tally of a reconciliation: partitions are added as they are read (with the breaks
 * {@link breaksOf} found in them, perhaps confirmed by a second read), tallies of parallel readers are
 * merged, and the report is made at the end. Memory: one row per account, currency and partner, one
 * per currency, and at most {@link MAX_REPORTED_BREAKS} breaks.
 */
export class LedgerTally {
  private readonly accounts = new Map<string, AccountTally>()
  private readonly trial = new Map<string, { debitMinor: number; creditMinor: number }>()
  private readonly breaks: LedgerBreak[] = []
  private breakCount = 0
  private transfers = 0
  private entries = 0

  /** @param day the report's UTC day; @param cutoff entries posted after it (an ISO time) stay out of the balances. */
  constructor(
    readonly day: string,
    readonly cutoff: string,
  ) {}

  add(partition: LedgerPartition, breaks: readonly LedgerBreak[]): void {
    if (partition.transfer) this.transfers++
    this.entries += partition.entries.length
    this.record(breaks)
    for (const stored of partition.entries) {
      if (stored.at > this.cutoff) continue
      const entry = parsed(stored)
      if (!entry) continue
      const today = dayOf(stored.at) === this.day
      for (const line of entry.lines) {
        const key = keyOf(line)
        const row = this.accounts.get(key) ?? { dayDebitMinor: 0, dayCreditMinor: 0, balanceMinor: 0 }
        row.balanceMinor += signed(line.side, line.minor)
        if (today && line.side === 'debit') row.dayDebitMinor += line.minor
        if (today && line.side === 'credit') row.dayCreditMinor += line.minor
        this.accounts.set(key, row)
        const trial = this.trial.get(line.currency) ?? { debitMinor: 0, creditMinor: 0 }
        if (line.side === 'debit') trial.debitMinor += line.minor
        else trial.creditMinor += line.minor
        this.trial.set(line.currency, trial)
      }
    }
  }

  /** Adds what another reader of the same day tallied (a parallel scan's segment). */
  merge(other: LedgerTally): void {
    this.transfers += other.transfers
    this.entries += other.entries
    this.breakCount += other.breakCount - other.breaks.length
    this.record(other.breaks)
    for (const [key, row] of other.accounts) {
      const mine = this.accounts.get(key) ?? { dayDebitMinor: 0, dayCreditMinor: 0, balanceMinor: 0 }
      this.accounts.set(key, {
        dayDebitMinor: mine.dayDebitMinor + row.dayDebitMinor,
        dayCreditMinor: mine.dayCreditMinor + row.dayCreditMinor,
        balanceMinor: mine.balanceMinor + row.balanceMinor,
      })
    }
    for (const [currency, row] of other.trial) {
      const mine = this.trial.get(currency) ?? { debitMinor: 0, creditMinor: 0 }
      this.trial.set(currency, { debitMinor: mine.debitMinor + row.debitMinor, creditMinor: mine.creditMinor + row.creditMinor })
    }
  }

  private record(breaks: readonly LedgerBreak[]): void {
    this.breakCount += breaks.length
    this.breaks.push(...breaks.slice(0, Math.max(0, MAX_REPORTED_BREAKS - this.breaks.length)))
  }

  /** The report: accounts in the chart's order, then by currency and partner; the trial balance's breaks first. */
  report(generatedAt: string, durationMs: number): ReconciliationReport {
    const order = Object.keys(LEDGER_ACCOUNTS)
    const accounts: AccountRow[] = [...this.accounts]
      .map(([key, row]) => ({ ...fromKey(key), ...row }))
      .sort(
        (a, b) =>
          order.indexOf(a.account) - order.indexOf(b.account) || a.currency.localeCompare(b.currency) || (a.sub ?? '').localeCompare(b.sub ?? ''),
      )
    const trialBalance: TrialBalanceRow[] = [...this.trial]
      .map(([currency, row]) => ({ currency, ...row }))
      .sort((a, b) => a.currency.localeCompare(b.currency))
    const trialBreaks: LedgerBreak[] = trialBalance
      .filter((row) => row.debitMinor !== row.creditMinor)
      .map((row) => ({ kind: 'trial-balance', currency: row.currency, expectedMinor: 0, foundMinor: row.debitMinor - row.creditMinor }))
    return {
      day: this.day,
      generatedAt,
      cutoff: this.cutoff,
      transfers: this.transfers,
      entries: this.entries,
      accounts,
      trialBalance,
      breakCount: this.breakCount + trialBreaks.length,
      breaks: [...trialBreaks, ...this.breaks].slice(0, MAX_REPORTED_BREAKS),
      durationMs,
    }
  }
}

/** The cut-off of a day's report run at `now`: the day's last millisecond, or `now` while the day goes on. */
export function cutoffOf(day: string, now: Date): string {
  const end = `${day}T23:59:59.999Z`
  return now.toISOString() < end ? now.toISOString() : end
}

/** Reconciles a whole ledger given at once (tests, small books): every partition checked, tallied and reported. */
export function reconcile(day: string, now: Date, partitions: Iterable<LedgerPartition>): ReconciliationReport {
  const tally = new LedgerTally(day, cutoffOf(day, now))
  for (const partition of partitions) tally.add(partition, breaksOf(partition))
  return tally.report(now.toISOString(), 0)
}
