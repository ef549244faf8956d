import * as z from 'zod/mini'

const WindowSchema = z.object({
  limitCents: z.int(),
  usedCents: z.int(),
  remainingCents: z.int(),
  freesAt: z.optional(z.string()),
})

/** GET /api/limits: the caller's tier, what the rolling windows have left, and what a $3,000 transfer needs. */
export const LimitsSchema = z.object({
  tier: z.enum(['unverified', 'verified']),
  day: WindowSchema,
  month: WindowSchema,
  remainingCents: z.int(),
  identityThresholdCents: z.int(),
  identityOnFile: z.boolean(),
  verified: z.boolean(),
})
export type Limits = z.infer<typeof LimitsSchema>
