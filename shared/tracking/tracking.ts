import * as z from 'zod/mini'
import { TRACKING_STATUSES } from './tracking-rules'

/**
 * What the public tracking page shows, and nothing more: the status and the date the money is due,
 * the amount and currency to collect, the pickup reference, how to collect it, and the sender's first
 * name. No recipient name or phone, no account number, no sender surname: a link can be forwarded.
 */
export const TrackingSchema = z.object({
  status: z.enum(TRACKING_STATUSES),
  /** 'YYYY-MM-DD', a date in the destination's calendar. */
  dateAvailable: z.string(),
  /** What the recipient collects, in minor units of `currency`. */
  amountMinor: z.int(),
  currency: z.string(),
  /** The pickup reference: the invoice as the lists show it ('KE-US-1234567890'). */
  reference: z.string(),
  /** How it is paid out: 'Cash Collection', 'Mobile Money' or 'Bank Transfer'. */
  paymentType: z.string(),
  /** Cash: the city to collect it in. */
  city: z.optional(z.string()),
  /** Mobile money: the wallet's provider. */
  walletProvider: z.optional(z.string()),
  /** Bank: the bank's name (never the account number). */
  bankName: z.optional(z.string()),
  senderFirstName: z.string(),
})
export type Tracking = z.infer<typeof TrackingSchema>

export const TrackingParamsSchema = z.object({ token: z.string().check(z.maxLength(64)) })
