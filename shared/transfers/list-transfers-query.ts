import * as z from 'zod/mini'
import { PageQuerySchema } from '../api/pagination'
import { isCalendarDate } from '../text/calendar-date'
import { TRANSFER_STATUSES } from './transfer-options'

/** Longest search text accepted by the list. */
export const SEARCH_MAX_LENGTH = 100
/** @serverMessage */
export const SEARCH_MAX_MESSAGE = `Search text must be at most ${SEARCH_MAX_LENGTH} characters`
/** @serverMessage */
export const STATUS_FILTER_MESSAGE = 'Status must be PENDING, PAID, CANCELLED or ON_HOLD'
/** @serverMessage */
export const COUNTRY_FILTER_MESSAGE = 'Country must be a 2-letter destination id'
/** @serverMessage */
export const DATE_FILTER_MESSAGE = 'Dates are written YYYY-MM-DD'
export const DATE_RANGE_MESSAGE = 'The start date must be on or before the end date'

/** A calendar day 'YYYY-MM-DD' that exists (2026-02-30 does not), years 2000–2999. Transfer days are UTC days. */
const DayFilterSchema = z.string({ error: DATE_FILTER_MESSAGE }).check(
  z.trim(),
  z.refine((value) => value.startsWith('2') && isCalendarDate(value), DATE_FILTER_MESSAGE),
)

/** @serverMessage */
export const ARCHIVED_FILTER_MESSAGE = 'Archived transfers are listed with archived=only'
export const ARCHIVED_STAFF_ONLY_MESSAGE = 'Archived transfers are listed for staff only'

/** The list's filters (search text, status, destination, days), without paging: what a list and an export are narrowed by. */
const TRANSFER_FILTER_FIELDS = {
  q: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH, SEARCH_MAX_MESSAGE))),
  status: z.optional(z.enum(TRANSFER_STATUSES, STATUS_FILTER_MESSAGE)),
  countryId: z.optional(z.string({ error: COUNTRY_FILTER_MESSAGE }).check(z.trim(), z.toLowerCase(), z.regex(/^[a-z]{2}$/, COUNTRY_FILTER_MESSAGE))),
  from: z.optional(DayFilterSchema),
  to: z.optional(DayFilterSchema),
}

const dayRangeCheck = z.refine<{ from?: string; to?: string }>((query) => !query.from || !query.to || query.from <= query.to, {
  error: DATE_RANGE_MESSAGE,
  path: ['to'],
})

/**
 * `?limit=&cursor=&q=&status=&countryId=&from=&to=&archived=only`: a page of transfers, optionally narrowed by
 * search text (spec 9), status, destination and a range of UTC days (`from`/`to` inclusive, either
 * may be left open). The answer's `stats` count the same status, destination and days. `archived=only`
 * (staff) lists the archived transfers instead, for exports: their stats are the page's own.
 */
export const ListTransfersQuerySchema = z
  .extend(PageQuerySchema, { ...TRANSFER_FILTER_FIELDS, archived: z.optional(z.literal('only', ARCHIVED_FILTER_MESSAGE)) })
  .check(dayRangeCheck)
export type ListTransfersQuery = z.infer<typeof ListTransfersQuerySchema>

/** The filters alone, as an export records them (unknown fields refused: nothing else is stored). */
export const TransferFilterSchema = z.strictObject(TRANSFER_FILTER_FIELDS).check(dayRangeCheck)
