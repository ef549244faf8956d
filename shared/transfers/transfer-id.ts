import * as z from 'zod/mini'
import { ULID_PATTERN } from '../api/ulid'

/** `{id}` of the single-transfer calls: transfer ids are ULIDs. */
export const TransferIdParamsSchema = z.object({
  id: z.string().check(z.regex(ULID_PATTERN, 'Transfer id is not valid')),
})
