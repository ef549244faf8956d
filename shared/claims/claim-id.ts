import * as z from 'zod/mini'
import { TransferIdParamsSchema } from '../transfers/transfer-id'

/** `{id}` (the transfer) and `{claimId}`: both ULIDs. */
export const ClaimIdParamsSchema = z.extend(TransferIdParamsSchema, {
  claimId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Claim id is not valid')),
})
