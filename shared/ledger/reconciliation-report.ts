import * as z from 'zod/mini'
import { isCalendarDate } from '../text/calendar-date'
import { LEDGER_ACCOUNTS, type LedgerAccount } from './accounts'

/**
 * The daily reconciliation's report (shared/ledger/reconciliation.ts checks, functions/jobs/reconcile-ledger.ts
 * stores it, the staff Reconciliation page shows it): the day's totals per account, the balances at
 * the day's end, the trial balance per currency, and every break found. Amounts are integer minor
 * units of their currency, signed as debits less credits (a liability's balance is negative).
 */

const ACCOUNT_NAMES = Object.keys(LEDGER_ACCOUNTS) as [LedgerAccount, ...LedgerAccount[]]

/** A UTC day, 'YYYY-MM-DD'. */
const ReportDaySchema = z.string().check(z.refine(isCalendarDate, 'The day must be YYYY-MM-DD'))

/** One account (in one currency, and one partner's sub-account): what the day moved and where it stood at the cut-off. */
const AccountRowSchema = z.object({
  account: z.enum(ACCOUNT_NAMES),
  sub: z.optional(z.string()),
  currency: z.string(),
  /** Debits posted on the report's day. */
  dayDebitMinor: z.number(),
  /** Credits posted on the report's day. */
  dayCreditMinor: z.number(),
  /** Debits less credits of every entry up to the cut-off. */
  balanceMinor: z.number(),
})
export type AccountRow = z.infer<typeof AccountRowSchema>

/** Every account's debits and credits in one currency up to the cut-off: equal when the books balance. */
const TrialBalanceRowSchema = z.object({ currency: z.string(), debitMinor: z.number(), creditMinor: z.number() })
export type TrialBalanceRow = z.infer<typeof TrialBalanceRowSchema>

const BREAK_KINDS = [
  /** A currency whose debits and credits differ over the whole ledger. */
  'trial-balance',
  /** One stored entry whose debits and credits differ in a currency. */
  'unbalanced-entry',
  /** A stored entry that is not a journal entry (unknown account, a fraction…). */
  'unreadable-entry',
  /** A transfer's balance in an account is not what its status says. */
  'status-balance',
  /** A transfer with no payment entry: its money never entered the books. */
  'missing-payment',
  /** Journal entries with no transfer beside them. */
  'orphan-entry',
] as const
export type BreakKind = (typeof BREAK_KINDS)[number]

/** One thing that does not reconcile: what was expected, what was found, and where. */
const BreakSchema = z.object({
  kind: z.enum(BREAK_KINDS),
  transferId: z.optional(z.string()),
  /** The transfer's status when it was checked. */
  status: z.optional(z.string()),
  account: z.optional(z.enum(ACCOUNT_NAMES)),
  sub: z.optional(z.string()),
  currency: z.optional(z.string()),
  /** The entry's sort key (`JOURNAL#<version>#<n>`). */
  entry: z.optional(z.string()),
  expectedMinor: z.optional(z.number()),
  foundMinor: z.optional(z.number()),
  /** How many journal entries the transfer has (missing-payment, orphan-entry). */
  entries: z.optional(z.number()),
})
export type LedgerBreak = z.infer<typeof BreakSchema>

/** At most this many breaks are kept in a report in full (the count says how many there were): a report is one item. */
export const MAX_REPORTED_BREAKS = 200

export const ReconciliationReportSchema = z.object({
  day: ReportDaySchema,
  /** When the check ran. */
  generatedAt: z.string(),
  /** Entries up to this instant count in the balances: the day's end, or the run's time for a day still going on. */
  cutoff: z.string(),
  /** Transfers checked (every one stored, deleted ones too: their money stays). */
  transfers: z.number(),
  /** Journal entries read. */
  entries: z.number(),
  accounts: z.array(AccountRowSchema),
  trialBalance: z.array(TrialBalanceRowSchema),
  breakCount: z.number(),
  /** The first {@link MAX_REPORTED_BREAKS} breaks. */
  breaks: z.array(BreakSchema),
  durationMs: z.number(),
})
export type ReconciliationReport = z.infer<typeof ReconciliationReportSchema>

/** A stored report in the day picker: its day and how it ended. */
const ReportDayRowSchema = z.object({ day: ReportDaySchema, breakCount: z.number(), generatedAt: z.string() })

/** GET /api/reconciliation?day=: that day's report (the latest without `day`; null when there is none) and the days reported. */
export const ReconciliationAnswerSchema = z.object({
  report: z.nullable(ReconciliationReportSchema),
  days: z.array(ReportDayRowSchema),
})
export type ReconciliationAnswer = z.infer<typeof ReconciliationAnswerSchema>

export const ReconciliationQuerySchema = z.object({ day: z.optional(ReportDaySchema) })
