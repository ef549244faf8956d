import * as z from 'zod/mini'
import { PageQuerySchema } from '../api/pagination'
import { ClaimSchema } from './claim'
import { CLAIM_STATUSES } from './claim-rules'

/** GET /api/claims?status=OPEN|RESOLVED: open claims oldest first (the queue), resolved ones newest first. */
export const ListClaimsQuerySchema = z.extend(PageQuerySchema, {
  status: z.optional(z.enum(CLAIM_STATUSES, 'Status must be OPEN or RESOLVED')),
})
export type ListClaimsQuery = z.output<typeof ListClaimsQuerySchema>

export const ClaimsPageSchema = z.object({
  items: z.array(ClaimSchema),
  nextCursor: z.optional(z.string()),
})
