import * as z from 'zod/mini'
import { CLAIM_TYPES } from './claim-rules'
import { claimText } from './claim-text'

/** @serverMessage */
export const CLAIM_TYPE_MESSAGE = 'Choose what went wrong'
/** @serverMessage */
export const CLAIM_DESCRIPTION_MESSAGE = 'Describe the problem'

/** POST /api/customers/{id}/claims: what went wrong, in the sender's words. */
export const CreateClaimSchema = z.object({
  type: z.enum(CLAIM_TYPES, CLAIM_TYPE_MESSAGE),
  description: claimText(CLAIM_DESCRIPTION_MESSAGE),
})
export type CreateClaimInput = z.input<typeof CreateClaimSchema>
export type CreateClaim = z.output<typeof CreateClaimSchema>
