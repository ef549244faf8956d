import * as z from 'zod/mini'
import { CLAIM_OUTCOMES } from './claim-rules'
import { claimText } from './claim-text'

/** @serverMessage */
export const CLAIM_OUTCOME_MESSAGE = 'Choose an outcome'
/** @serverMessage */
export const CLAIM_MESSAGE_MESSAGE = 'Write the answer the sender will read'

/** PATCH /api/customers/{id}/claims/{claimId}: staff's outcome and the message the sender reads. */
export const ResolveClaimSchema = z.object({
  outcome: z.enum(CLAIM_OUTCOMES, CLAIM_OUTCOME_MESSAGE),
  message: claimText(CLAIM_MESSAGE_MESSAGE),
})
export type ResolveClaimInput = z.input<typeof ResolveClaimSchema>
export type ResolveClaim = z.output<typeof ResolveClaimSchema>
