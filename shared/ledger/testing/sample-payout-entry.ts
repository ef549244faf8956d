import type { JournalEntry } from '../journal'

/**
 * The payout of the sample transfer (functions/lib/testing/sample-transfer-record.ts): $100 sent with
 * a $5 fee, at 129.5 KES to the dollar. The fee is earned, the dollars are converted, and the partner
 * in Kenya is owed the shillings.
 */
export const SAMPLE_PAYOUT_ENTRY: JournalEntry = {
  reason: 'payout',
  lines: [
    { account: 'customer-funds-held', currency: 'USD', side: 'debit', minor: 10_500 },
    { account: 'fee-revenue', currency: 'USD', side: 'credit', minor: 500 },
    { account: 'fx-conversion', currency: 'USD', side: 'credit', minor: 10_000 },
    { account: 'fx-conversion', currency: 'KES', side: 'debit', minor: 1_295_000 },
    { account: 'partner-payable', sub: 'ke:KES', currency: 'KES', side: 'credit', minor: 1_295_000 },
  ],
}
