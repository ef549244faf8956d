import * as z from 'zod/mini'

/**
 * Four eyes on large decisions: from this total (cents) a release, and a claim's refund of a
 * transfer already paid out, need a second verified staff member's approval (a stage setting, `secondApprovalFromCents`). $3,000 is where the Travel Rule
 * and this product's identity check start (31 CFR 1010.410(f)).
 */
export const DEFAULT_SECOND_APPROVAL_FROM_CENTS = 300_000

/** A first staff member's approval waiting for a second one: who asked, when and why. */
export const SecondApprovalSchema = z.object({
  action: z.enum(['release', 'claim-refund']),
  at: z.string(),
  by: z.string(),
  byName: z.optional(z.string()),
  reason: z.string(),
})

export const SECOND_APPROVER_MESSAGE = 'You approved this release already: a second staff member must approve it'
export const SECOND_REFUND_APPROVER_MESSAGE = 'You approved this refund already: a second staff member must approve it'
