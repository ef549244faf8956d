import * as z from 'zod/mini'
import { TransferSchema } from './transfer'

/** The answer of the transfer lists (GET /api/customers, /api/customers/list): a page and its stats. */

const cents = z.number().check(z.int())

export const TransfersPageSchema = z.object({
  items: z.array(TransferSchema),
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor: z.optional(z.string()),
})

/**
 * The dashboard's figures (spec 2.7's stat cards and 'Total & Fees' box, labelled truthfully): counts
 * by status, what senders sent and paid in fees (transfers not refunded), and what the ledger earned
 * and gave back. Money in integer cents. `shared/transfers/transfer-figures.ts` defines each figure.
 */
const TransferStatsSchema = z.object({
  /** Number of transfers, cancelled ones included. */
  total: z.number(),
  paid: z.number(),
  /** Waiting for payout: PENDING only (a transfer on hold is counted in `onHold`, not here). */
  pending: z.number(),
  /** Held for compliance review. */
  onHold: z.number(),
  /** Cancelled (or rejected) and refunded. */
  cancelled: z.number(),
  /** Volume sent: the principal (amount, without fees) of every transfer not cancelled. */
  sentCents: cents,
  /** The fees senders were charged on transfers not cancelled (earned only once paid out: `feeRevenueCents`). */
  feesChargedCents: cents,
  /** The ledger's fee revenue ('fee-revenue'): fees of transfers paid out. */
  feeRevenueCents: cents,
  /** The ledger's FX revenue ('fx-margin-revenue'). */
  fxRevenueCents: cents,
  /** Claims refunded after the payout: the ledger's error-resolution expense (shown beside the revenue, not netted). */
  claimRefundsCents: cents,
  /** Everything refunded to senders' cards: cancellations and claim refunds ('refunds-payable' credited). */
  refundedCents: cents,
})
export type TransferStats = z.infer<typeof TransferStatsSchema>

export const TransferListSchema = z.extend(TransfersPageSchema, { stats: TransferStatsSchema })
export type TransferList = z.infer<typeof TransferListSchema>
