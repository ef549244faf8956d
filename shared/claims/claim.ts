import * as z from 'zod/mini'
import { SecondApprovalSchema } from '../compliance/second-approval'
import { CLAIM_OUTCOMES, CLAIM_STATUSES, CLAIM_TYPES } from './claim-rules'

/** What staff decided, who and when; `refundCents` when the outcome returned money. */
const ClaimResolutionSchema = z.object({
  outcome: z.enum(CLAIM_OUTCOMES),
  message: z.string(),
  at: z.string(),
  by: z.optional(z.string()),
  byName: z.optional(z.string()),
  refundCents: z.optional(z.int()),
})

/**
 * An error claim as answered and stored. The transfer's invoice, destination, recipient
 * and total are copied in when it is reported, so the Claims screen lists claims without reading
 * their transfers.
 */
export const ClaimSchema = z.object({
  id: z.string(),
  transferId: z.string(),
  ownerId: z.string(),
  invoiceNumber: z.string(),
  country: z.string(),
  recipientName: z.string(),
  totalCents: z.int(),
  type: z.enum(CLAIM_TYPES),
  description: z.string(),
  status: z.enum(CLAIM_STATUSES),
  reportedAt: z.string(),
  /** 90 days after the report: when staff must have answered. */
  dueAt: z.string(),
  resolution: z.optional(ClaimResolutionSchema),
  /** The first staff member's approval of a large refund after the payout: a second staff member's resolves the claim. */
  refundApproval: z.optional(SecondApprovalSchema),
  version: z.int(),
})
export type Claim = z.infer<typeof ClaimSchema>
