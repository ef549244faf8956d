import * as z from 'zod/mini'
import { PageQuerySchema } from '../api/pagination'
import { ULID_PATTERN } from '../api/ulid'
import { CountryIdField } from '../transfers/country-id-field'
import { TransferSchema } from '../transfers/transfer'
import { PAYMENT_TYPES } from '../transfers/transfer-options'

/**
 * Payout batches (docs/payout-batches.md): staff take ready transfers of one payout queue
 * (destination and payout method) into a batch, download its file for the payout partner, and upload
 * the partner's result file, which pays out or returns each transfer.
 */

/**
 * The most transfers one batch takes. The batch is made in one DynamoDB transaction (at most 100
 * items): the batch item, and for each transfer its item and its timeline event.
 */
export const MAX_BATCH_TRANSFERS = 40

/** The longest result file the API takes (characters): 40 rows need a few KB; the request body's limit is 64 KB. */
const MAX_RESULT_FILE_CHARS = 32_000

const PAYOUT_BATCH_STATUSES = ['open', 'settled'] as const

/** What the partner said of one payout, as applied: paid, failed (back to the queue), or refused (the transfer's state no longer allowed it). */
const RESULT_OUTCOMES = ['paid', 'failed', 'refused'] as const

const StaffRefSchema = z.object({ id: z.string(), name: z.string() })

/** A batch's money in one currency: the sum of its payouts in minor units, and how many. */
const BatchTotalSchema = z.object({ currency: z.string(), minor: z.int(), count: z.int() })
export type BatchTotal = z.infer<typeof BatchTotalSchema>

/** One result file applied to the batch: its SHA-256 (what makes a second upload of it a no-op), who, when, what it did. */
const AppliedFileSchema = z.object({
  sha256: z.string(),
  at: z.string(),
  by: StaffRefSchema,
  paid: z.int(),
  failed: z.int(),
  refused: z.int(),
  skipped: z.int(),
})

export const PayoutBatchSchema = z.object({
  id: z.string(),
  countryId: z.string(),
  paymentType: z.enum(PAYMENT_TYPES),
  transferIds: z.array(z.string()),
  count: z.int(),
  totals: z.array(BatchTotalSchema),
  createdBy: StaffRefSchema,
  createdAt: z.string(),
  /** Open until every transfer in it has a result. */
  status: z.enum(PAYOUT_BATCH_STATUSES),
  results: z.object({ paid: z.int(), failed: z.int(), refused: z.int() }),
  files: z.array(AppliedFileSchema),
  settledAt: z.optional(z.string()),
})
export type PayoutBatch = z.infer<typeof PayoutBatchSchema>

/** The result recorded for one transfer of a batch, once: a later file's row for it is skipped. */
export const PayoutResultSchema = z.object({
  transferId: z.string(),
  outcome: z.enum(RESULT_OUTCOMES),
  /** The partner's reason (failed), or why the row was not applied (refused). */
  reason: z.optional(z.string()),
  at: z.string(),
  by: StaffRefSchema,
  /** The file's line the result came from. */
  line: z.int(),
})
export type PayoutResult = z.infer<typeof PayoutResultSchema>

/** One batch with its transfers (as staff see them) and the results recorded so far. */
export const PayoutBatchDetailSchema = z.object({
  batch: PayoutBatchSchema,
  transfers: z.array(TransferSchema),
  results: z.array(PayoutResultSchema),
})
export type PayoutBatchDetail = z.infer<typeof PayoutBatchDetailSchema>

export const PayoutBatchPageSchema = z.object({ items: z.array(PayoutBatchSchema), nextCursor: z.optional(z.string()) })

const BATCH_ID_MESSAGE = 'Batch id is not valid'
const TRANSFER_ID_MESSAGE = 'Transfer id is not valid'

/** `{id}` of a batch's routes: batch ids are ULIDs. */
export const PayoutBatchParamsSchema = z.object({ id: z.string().check(z.regex(ULID_PATTERN, BATCH_ID_MESSAGE)) })

/** @serverMessage */
export const BATCH_SIZE_MESSAGE = `A batch takes 1 to ${MAX_BATCH_TRANSFERS} transfers`

/** POST /api/payouts/batches: the queue and the transfers staff picked from it. */
export const CreatePayoutBatchSchema = z.strictObject({
  countryId: CountryIdField,
  paymentType: z.enum(PAYMENT_TYPES, { error: 'Choose a payment type' }),
  transferIds: z
    .array(z.string().check(z.regex(ULID_PATTERN, TRANSFER_ID_MESSAGE)))
    .check(z.minLength(1, BATCH_SIZE_MESSAGE), z.maxLength(MAX_BATCH_TRANSFERS, BATCH_SIZE_MESSAGE)),
})
export type CreatePayoutBatch = z.infer<typeof CreatePayoutBatchSchema>

/** @serverMessage */
export const RESULT_FILE_SIZE_MESSAGE = `The result file must hold text, at most ${MAX_RESULT_FILE_CHARS} characters`

/** POST /api/payouts/batches/{id}/results: the partner's CSV as text (the SPA reads the chosen file). */
export const UploadPayoutResultsSchema = z.strictObject({
  csv: z
    .string({ error: RESULT_FILE_SIZE_MESSAGE })
    .check(z.minLength(1, RESULT_FILE_SIZE_MESSAGE), z.maxLength(MAX_RESULT_FILE_CHARS, RESULT_FILE_SIZE_MESSAGE)),
})

/** What one line of an applied file did. */
const AppliedLineSchema = z.object({
  line: z.int(),
  reference: z.string(),
  outcome: z.enum([...RESULT_OUTCOMES, 'skipped']),
  message: z.optional(z.string()),
})
export type AppliedLine = z.infer<typeof AppliedLineSchema>

/** The answer to an upload: what it did line by line, or that this very file was applied before (and nothing changed). */
export const AppliedResultsSchema = z.object({
  alreadyApplied: z.boolean(),
  paid: z.int(),
  failed: z.int(),
  refused: z.int(),
  skipped: z.int(),
  lines: z.array(AppliedLineSchema),
  batch: PayoutBatchSchema,
})
export type AppliedResults = z.infer<typeof AppliedResultsSchema>

/** GET /api/payouts/batches: newest first, a page at a time. */
export const ListPayoutBatchesQuerySchema = PageQuerySchema

/** The batch file's download: its name and CSV text (the SPA saves it; the route records who downloaded it). */
export const PayoutBatchFileSchema = z.object({ fileName: z.string(), csv: z.string(), rows: z.int() })
