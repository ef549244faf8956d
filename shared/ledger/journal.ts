import type { LedgerAccount, LedgerSide } from './accounts'

/** One line of a journal entry: an account, debited or credited, by a positive integer of the currency's minor unit. */
export interface JournalLine {
  account: LedgerAccount
  /** The corridor and currency of a partner's account (`ke:KES`); absent for the accounts kept in one pool. */
  sub?: string
  currency: string
  side: LedgerSide
  minor: number
}

/** What one event posts: why, and its lines. */
export interface JournalEntry {
  /** The event that caused it. */
  reason: PostingReason
  lines: readonly JournalLine[]
}

export const POSTING_REASONS = ['payment', 'hold', 'release', 'payout', 'refund', 'claim-refund', 'claim-resend', 'refund-issued'] as const
type PostingReason = (typeof POSTING_REASONS)[number]

/** A line as a signed amount: debits count up, credits down. */
const signed = (line: JournalLine) => (line.side === 'debit' ? line.minor : -line.minor)

/** Debits less credits per currency: every balanced entry (or set of entries) answers zero in each. */
export function netByCurrency(entries: readonly JournalEntry[]): Map<string, number> {
  const net = new Map<string, number>()
  for (const line of entries.flatMap((entry) => entry.lines)) {
    net.set(line.currency, (net.get(line.currency) ?? 0) + signed(line))
  }
  return net
}

/** Whether `entry` has lines, each a positive integer, and its debits equal its credits in every currency. */
export function isBalanced(entry: JournalEntry): boolean {
  if (entry.lines.length === 0 || !entry.lines.every((line) => Number.isSafeInteger(line.minor) && line.minor > 0)) return false
  return [...netByCurrency([entry]).values()].every((net) => net === 0)
}

/** The balance of `account` (and `sub`, when given) in `currency` over `entries`, as debits less credits (a liability's balance is negative). */
export function balanceOf(entries: readonly JournalEntry[], account: LedgerAccount, currency: string, sub?: string): number {
  return entries
    .flatMap((entry) => entry.lines)
    .filter((line) => line.account === account && line.currency === currency && (sub === undefined || line.sub === sub))
    .reduce((sum, line) => sum + signed(line), 0)
}
