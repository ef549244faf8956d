import * as z from 'zod/mini'
import { TransferSchema } from './transfer'

/** The answer of the transfer lists (GET /api/customers, /api/customers/list): a page and its stats. */

const TransfersPageSchema = z.object({
  items: z.array(TransferSchema),
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor: z.optional(z.string()),
})

/** The dashboard's stat cards and 'Total & Fees' box (spec 2.7): counts, and sums in dollars (spec) and in cents (what the SPA reads). */
const TransferStatsSchema = z.object({
  /** Number of transfers. */
  total: z.number(),
  paid: z.number(),
  /** Everything not PAID and not cancelled (PENDING and ON_HOLD). */
  pending: z.number(),
  /** Cancelled and refunded: counted in `total`, not in revenue or fees. */
  cancelled: z.number(),
  /** Held for compliance review (also counted in pending). */
  onHold: z.number(),
  /** Sum of `total` of everything not cancelled, in dollars. */
  revenue: z.number(),
  /** Sum of `fees`, in dollars. */
  fees: z.number(),
  revenueCents: z.number().check(z.int()),
  feesCents: z.number().check(z.int()),
})
export type TransferStats = z.infer<typeof TransferStatsSchema>

export const TransferListSchema = z.extend(TransfersPageSchema, { stats: TransferStatsSchema })
export type TransferList = z.infer<typeof TransferListSchema>
