import * as z from 'zod/mini'
import { PageQuerySchema } from '../api/pagination'
import { ULID_PATTERN } from '../api/ulid'
import { HoldSchema } from '../compliance/hold'
import { PAYMENT_TYPES } from '../transfers/transfer-options'

/**
 * A sender's address book: the people they send to, saved on the server, one item per
 * recipient under the sender. What a route answers and reads here; what a save sends, judged by
 * the transfer's own rules, in recipient-bodies.ts.
 */

export const RECIPIENT_NOT_FOUND = 'Recipient not found'
export const RECIPIENT_CHANGED = 'This recipient was changed meanwhile. Reload and try again.'
export const RECIPIENT_VERSION_MESSAGE = 'The recipient version is missing'
/**
 * How many recipients one sender may keep: a page of the wizard's picker (MAX_PAGE_SIZE), and a
 * bound on what one account can store.
 */
export const MAX_RECIPIENTS = 100
export const RECIPIENTS_FULL_MESSAGE = `You can keep up to ${MAX_RECIPIENTS} recipients. Delete one you no longer use first.`

/** Recipient ids are ULIDs (time-ordered). */
const RecipientIdSchema = z.string().check(z.regex(ULID_PATTERN, RECIPIENT_NOT_FOUND))
export const RecipientParamsSchema = z.object({ id: RecipientIdSchema })

/**
 * The screening of the recipient's name when it was saved: when, against which list, and the
 * possible matches still open (staff's earlier clearances taken off). Staff's only: a sender is
 * never told a name matched (as with a held transfer's reasons).
 */
const RecipientScreeningSchema = z.object({
  at: z.string(),
  listVersion: z.optional(z.string()),
  reasons: HoldSchema.shape.reasons,
})
export type RecipientScreening = z.infer<typeof RecipientScreeningSchema>

/** A saved recipient as the API answers it. */
export const RecipientSchema = z.object({
  id: RecipientIdSchema,
  ownerId: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  /** E.164, as on transfers. */
  mobileNumber: z.string(),
  countryId: z.string(),
  city: z.string(),
  paymentType: z.enum(PAYMENT_TYPES),
  walletProvider: z.optional(z.string()),
  bankName: z.optional(z.string()),
  accountNumber: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
  /** Staff only. */
  screening: z.optional(RecipientScreeningSchema),
})
export type Recipient = z.infer<typeof RecipientSchema>

/** GET /api/recipients: the caller's own; staff may name a sender with `userId`. */
export const ListRecipientsQuerySchema = z.object({
  ...PageQuerySchema.shape,
  userId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'User id is not valid'))),
})

export const RecipientsPageSchema = z.object({ items: z.array(RecipientSchema), nextCursor: z.optional(z.string()) })
export type RecipientsPage = z.infer<typeof RecipientsPageSchema>
