import * as z from 'zod/mini'
import { ULID_PATTERN } from '../api/ulid'

/** Quote ids are ULIDs. A leaf module: the transfer schemas and the quote contract both use it. */
export const QUOTE_ID_MESSAGE = 'Get a quote first: a payment is made at a quoted rate'
export const QuoteIdSchema = z.string(QUOTE_ID_MESSAGE).check(z.regex(ULID_PATTERN, QUOTE_ID_MESSAGE))
