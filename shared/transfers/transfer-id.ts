import * as z from 'zod/mini'

/** `{id}` of the single-transfer calls: transfer ids are ULIDs. */
export const TransferIdParamsSchema = z.object({
  id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Transfer id is not valid')),
})
