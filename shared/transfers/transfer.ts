import * as z from 'zod/mini'
import { ClaimSchema } from '../claims/claim'
import { HoldSchema, ReviewDecisionSchema } from '../compliance/hold'
import { SecondApprovalSchema } from '../compliance/second-approval'
import { TRANSFER_STATUSES } from './transfer-options'

/**
 * 'status' is a status set through an edit (a payout); the lifecycle adds's own moves
 * (`transfer-lifecycle.ts`) and the claims.
 */
const TRANSFER_EVENT_TYPES = [
  'created',
  'updated',
  'status',
  /** Before archiving: a transfer removed from the lists (kept for its history). */
  'deleted',
  /** Closed in the ledger and taken out of the lists; kept with its entries and history. */
  'archived',
  /** Staff corrected the recipient or payout details after payment, with a reason. */
  'corrected',
  'cancelled',
  'held',
  /** A possible sanctions match not held, as staff released it earlier against the same, unchanged entry (staff only). */
  'screening-cleared',
  'released',
  /** A first staff approval of a release that needs a second one. */
  'approval-requested',
  /** A first staff approval of a claim's refund after the payout that needs a second one. */
  'refund-approval-requested',
  'rejected',
  'claim-opened',
  'claim-resolved',
  /** Staff took the transfer into a payout batch (staff only). */
  'batched',
  /** The payout partner's result file said the payout failed, with its reason: back in the ready queue (staff only). */
  'payout-failed',
] as const

/** One entry of a transfer's history: who did what, when, and which fields changed from what to what. */
export const TransferEventSchema = z.object({
  at: z.string(),
  /** The acting user's id. */
  by: z.string(),
  byName: z.optional(z.string()),
  type: z.enum(TRANSFER_EVENT_TYPES),
  changes: z.optional(z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))),
  /** Why (a staff decision); a sender reads only their own. */
  reason: z.optional(z.string()),
  /** The claim a claim event is about. */
  claimId: z.optional(z.string()),
  /** Money returned to the card by this event (a cancellation, a claim's refund). */
  refundCents: z.optional(z.int()),
  /** The payout batch a batch event (batched, paid by the partner, failed) is about. */
  batchId: z.optional(z.string()),
})
export type TransferEvent = z.infer<typeof TransferEventSchema>

/** What the API keeps of a card: brand, last four and expiry. Never the number, never the CVV. */
const CardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expirationDate: z.string(),
})
export type CardSummary = z.infer<typeof CardSummarySchema>

/**
 * What the recipient receives, as its quote fixed it: the currency, the customer rate
 * (exact decimal text), the amount in that currency (decimal, and integer minor units) and the date
 * available in the destination's calendar. Transfers made before quotes read USD 1:1, available the
 * day they were made.
 */
export const PayoutSchema = z.object({
  currency: z.string(),
  rate: z.string(),
  receiveAmount: z.number(),
  receiveMinor: z.int(),
  dateAvailable: z.string(),
  quoteId: z.optional(z.string()),
  /** When the rate was locked (the quote's time, for the timeline). */
  quotedAt: z.optional(z.string()),
  /**
   * The reference (mid-market) rate the customer rate was derived from, copied from the quote: what
   * the payout posts its FX margin by. Staff only (a sender's answers leave it out); absent for US
   * dollars and on transfers made before it was recorded, which post no margin.
   */
  referenceRate: z.optional(z.string()),
})
export type Payout = z.infer<typeof PayoutSchema>

/**
 * How a transfer was cancelled: when, by whom (left out for a sender when it was staff),
 * why, and the refund of everything the sender paid (amount and fees: 12 CFR 1005.34(b)). Moving
 * the money back to the card is the payment processor's work; this records that it is owed.
 */
const CancellationSchema = z.object({
  at: z.string(),
  by: z.optional(z.string()),
  byName: z.optional(z.string()),
  bySender: z.boolean(),
  reason: z.optional(z.string()),
  refundCents: z.int(),
})
export type Cancellation = z.infer<typeof CancellationSchema>

/**
 * Who sent a transfer, as staff's answers name them: the owner's profile read when the answer is made
 * (so a rename shows at once; nothing is copied onto the transfer). Customers' own answers leave it out.
 */
const TransferSenderSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
})
export type TransferSender = z.infer<typeof TransferSenderSchema>

/**
 * A transfer as the API answers it (spec 3 Customer). Money in dollars (at most 2 decimal places)
 * as the spec names it, and the same sums in integer cents, which the SPA reads so money is never a
 * float on our side; `amount` repeats `inputValue` because the receipt reads 'amount'. `country` is the destination's
 * name. There is no card number and no CVV. `history` comes with the single-transfer answer.
 */
export const TransferSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  /** The sender's name and e-mail (staff's list and single answers only; absent when the account is gone). */
  sender: z.optional(TransferSenderSchema),
  invoiceNumber: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string(),
  countryId: z.string(),
  country: z.string(),
  city: z.string(),
  relationship: z.string(),
  sendingReason: z.string(),
  paymentType: z.string(),
  /** The wallet a mobile-money payout goes to, or the bank and account (an IBAN in Turkey) of a bank transfer. */
  walletProvider: z.optional(z.string()),
  bankName: z.optional(z.string()),
  accountNumber: z.optional(z.string()),
  paymentMethod: z.string(),
  card: CardSummarySchema,
  inputValue: z.number(),
  amount: z.number(),
  fees: z.number(),
  total: z.number(),
  amountCents: z.number().check(z.int()),
  feeCents: z.number().check(z.int()),
  totalCents: z.number().check(z.int()),
  payout: PayoutSchema,
  status: z.enum(TRANSFER_STATUSES),
  cancellation: z.optional(CancellationSchema),
  /** The total refunded on an error claim after the payout (the transfer stays PAID): the dashboards' claim refunds. */
  claimRefundCents: z.optional(z.number().check(z.int())),
  /**
   * The payout batch the transfer is in (staff only) (docs/payout-batches.md): set when batched, kept once the
   * partner paid it out (or it was cancelled meanwhile), removed when the partner's payout failed.
   * A PENDING transfer with one is out of the ready queue.
   */
  batchId: z.optional(z.string()),
  /** When a claim had the money sent to the recipient again, at the transmitter's cost: it is neither refunded nor sent again after that. */
  claimResentAt: z.optional(z.string()),
  /** Why the transfer waits for review, and staff's decision on it; staff only (a sender's answer leaves both out). */
  hold: z.optional(HoldSchema),
  review: z.optional(ReviewDecisionSchema),
  /** A release or a claim's refund after the payout approved by one staff member, waiting for a second (large transfers: four eyes). */
  approval: z.optional(SecondApprovalSchema),
  /** When the transfer, closed in the ledger, was archived (spec 6's delete): it is out of the lists, not gone. */
  archivedAt: z.optional(z.string()),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
  history: z.optional(z.array(TransferEventSchema)),
  /** The transfer's error claims, oldest first (single-transfer answer only). */
  claims: z.optional(z.array(ClaimSchema)),
})
export type Transfer = z.infer<typeof TransferSchema>
