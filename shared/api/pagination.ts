import * as z from 'zod/mini'
import { coercedNumber } from './coerced-number'

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** `?limit=&cursor=` of every paged list. The cursor is opaque: whatever the previous page returned. */
export const PageQuerySchema = z.object({
  limit: z.optional(
    coercedNumber('Limit must be a number').check(
      z.refine(Number.isInteger, 'Limit must be a whole number'),
      z.minimum(1, 'Limit must be at least 1'),
      z.maximum(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`),
    ),
  ),
  cursor: z.optional(z.string().check(z.maxLength(2048, 'Cursor is too long'))),
})
export type PageQuery = z.output<typeof PageQuerySchema>
