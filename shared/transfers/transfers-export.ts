import * as z from 'zod/mini'
import { TransferFilterSchema } from './list-transfers-query'

/** The most rows one export may say it holds: far above any real export, low enough to refuse nonsense. */
const MAX_EXPORT_ROWS = 10_000_000

/**
 * What the Customer Dashboard's Export records before it makes the file (POST /api/customers/exports):
 * the filter it read with, whether archived transfers were read too, and how many rows the file holds.
 * Who and when are the server's (the caller's token, the request's time), never the body's.
 */
export const RecordTransfersExportSchema = z.strictObject({
  filter: TransferFilterSchema,
  includeArchived: z.boolean(),
  rowCount: z.int().check(z.minimum(0), z.maximum(MAX_EXPORT_ROWS)),
})
export type RecordTransfersExport = z.infer<typeof RecordTransfersExportSchema>

/** The recorded export: its id and time, for the file to name if it wants to. */
export const RecordedExportSchema = z.object({ id: z.string(), at: z.string() })
