import * as z from 'zod/mini'
import { PageQuerySchema } from '../api/pagination'
import { CountryIdField } from '../transfers/country-id-field'
import { PAYMENT_TYPES } from '../transfers/transfer-options'

/**
 * What needs staff today: the counts of each work queue, shown on the staff home and as
 * badges in the sidebar, each opening its list. Counts, not lists: each list has its own page.
 */
export const WorkQueuesSchema = z.object({
  /** Transfers held for compliance review (the Compliance review queue, oldest first). */
  held: z.int(),
  /** Error claims waiting for an answer, and those of them past their 90-day due date. */
  claims: z.object({ open: z.int(), overdue: z.int() }),
  /** Transfers ready to pay out (PENDING), per destination and payout method; only those with some. */
  ready: z.array(z.object({ countryId: z.string(), paymentType: z.enum(PAYMENT_TYPES), count: z.int() })),
  /** Users whose uploads wait for a verification review (uploaded since their last review, or never reviewed, and not verified). */
  verifications: z.int(),
  /** The latest daily reconciliation of the ledger: its day and how many breaks it found; none before the first run. */
  reconciliation: z.optional(z.object({ day: z.string(), breakCount: z.int() })),
})
export type WorkQueues = z.infer<typeof WorkQueuesSchema>

/** GET /api/payouts/ready: one corridor and method's queue, oldest first (the order to pay out). */
export const ListReadyPayoutsQuerySchema = z.object({
  ...PageQuerySchema.shape,
  countryId: CountryIdField,
  paymentType: z.enum(PAYMENT_TYPES, { error: 'Choose a payment type' }),
})
