import * as z from 'zod/mini'
import { PageQuerySchema } from '../api/pagination'
import { TransferSchema } from '../transfers/transfer'
import { IdentitySchema } from './identity'

/** A held transfer as the Compliance review screen shows it: the transfer (with its hold) and its sender. */
const HeldTransferSchema = z.object({
  transfer: TransferSchema,
  sender: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    verified: z.boolean(),
    identity: z.optional(IdentitySchema),
  }),
})
export type HeldTransfer = z.infer<typeof HeldTransferSchema>

export const ListHeldTransfersQuerySchema = PageQuerySchema
export const HeldTransfersPageSchema = z.object({ items: z.array(HeldTransferSchema), nextCursor: z.optional(z.string()) })
