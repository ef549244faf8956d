import * as z from 'zod/mini'
import { LEDGER_ACCOUNTS, type LedgerAccount } from './accounts'
import { POSTING_REASONS, type JournalEntry, type JournalLine } from './journal'

const ACCOUNT_NAMES = Object.keys(LEDGER_ACCOUNTS) as [LedgerAccount, ...LedgerAccount[]]

/** A stored journal line, parsed: a known account, a currency code, a side and a whole number of minor units. */
const JournalLineSchema = z.object({
  account: z.enum(ACCOUNT_NAMES),
  sub: z.optional(z.string()),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  side: z.enum(['debit', 'credit']),
  minor: z.int(),
}) satisfies z.ZodMiniType<JournalLine>

/** A stored journal entry: what posted it and its lines (whether it balances is `isBalanced`'s to say). */
export const JournalEntrySchema = z.object({
  reason: z.enum(POSTING_REASONS),
  lines: z.array(JournalLineSchema),
}) satisfies z.ZodMiniType<JournalEntry>
