import * as z from 'zod/mini'
import { ULID_PATTERN } from '../api/ulid'
import { TransferIdParamsSchema } from '../transfers/transfer-id'

/** `{id}` (the transfer) and `{claimId}`: both ULIDs. */
export const ClaimIdParamsSchema = z.extend(TransferIdParamsSchema, {
  claimId: z.string().check(z.regex(ULID_PATTERN, 'Claim id is not valid')),
})
