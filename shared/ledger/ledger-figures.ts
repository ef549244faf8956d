import type { JournalEntry } from './journal'

/**
 * The figures the dashboards read from the ledger, each one account's movement in US cents over a
 * set of journal entries (a move's postings, or every entry of a transfer): the staff cards show
 * what the ledger earned, never principal plus fees. Income and the error-resolution expense are
 * booked in dollars; a line in another currency is no part of these figures.
 */
export interface LedgerFigures {
  /** 'fee-revenue', credits less debits: the fees earned, at the payout (until then they are refundable). */
  feeRevenueCents: number
  /** 'fx-margin-revenue', credits less debits: the FX margin earned, at the payout. */
  fxRevenueCents: number
  /** 'error-resolution-expense' of claim refunds, debits less credits: claims refunded after the recipient was paid (an expense, shown beside the revenue, not netted from it). */
  claimRefundsCents: number
  /** Credits to 'refunds-payable': everything owed back to senders' cards (cancellations, rejections, claim refunds). */
  refundedCents: number
}

export const LEDGER_FIGURE_FIELDS = [
  'feeRevenueCents',
  'fxRevenueCents',
  'claimRefundsCents',
  'refundedCents',
] as const satisfies readonly (keyof LedgerFigures)[]

/** What `entries` add to each figure. */
export function ledgerFiguresOf(entries: readonly JournalEntry[]): LedgerFigures {
  const figures: LedgerFigures = { feeRevenueCents: 0, fxRevenueCents: 0, claimRefundsCents: 0, refundedCents: 0 }
  for (const { reason, line } of entries.flatMap((entry) => entry.lines.map((line) => ({ reason: entry.reason, line })))) {
    if (line.currency !== 'USD') continue
    const credit = line.side === 'credit' ? line.minor : -line.minor
    if (line.account === 'fee-revenue') figures.feeRevenueCents += credit
    else if (line.account === 'fx-margin-revenue') figures.fxRevenueCents += credit
    // A claim's resend is the same expense, but no refund: the card counts what went back to senders.
    else if (line.account === 'error-resolution-expense' && reason === 'claim-refund') figures.claimRefundsCents -= credit
    else if (line.account === 'refunds-payable' && line.side === 'credit') figures.refundedCents += line.minor
  }
  return figures
}
