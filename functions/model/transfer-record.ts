import * as z from 'zod/mini'
import { PayoutSchema, TransferSchema } from '../../shared/transfers/transfer'

// The API's fields the record keeps (dollars and history are derived), by plain destructuring:
// z.omit and z.extend would add zod's shape-copying helpers to every transfer Lambda.
const {
  inputValue: _inputValue,
  amount: _amount,
  fees: _fees,
  total: _total,
  history: _history,
  claims: _claims,
  // Read from the sender's profile for staff's answers, never stored on the transfer.
  sender: _sender,
  ...storedFields
} = TransferSchema.shape

/** A transfer as stored: the API's shape with money in integer cents, plus who archived it and when. */
export const TransferRecordSchema = z.object({
  ...storedFields,
  amountCents: z.number(),
  feeCents: z.number(),
  totalCents: z.number(),
  /** Absent on transfers made before quotes: those paid out USD 1:1. */
  payout: z.optional(PayoutSchema),
  /** Who archived the transfer (the API shows when; the history says who). */
  archivedBy: z.optional(z.string()),
  /** Who wrote the note last: a note by staff is theirs alone (the sender's answers leave it out). */
  noteBy: z.optional(z.string()),
  /** The claim waiting for staff's answer (one at a time per transfer). */
  openClaimId: z.optional(z.string()),
  /** What a claim refunded after the payout (the whole total): set once, so no later claim refunds it again. */
  claimRefundCents: z.optional(z.number()),
})
export type TransferRecord = z.infer<typeof TransferRecordSchema>

/** Whose transfers a list or a count covers: everyone's, or one sender's. */
export type ListScope = { kind: 'all' } | { kind: 'owner'; ownerId: string }
