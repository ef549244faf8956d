import * as z from 'zod/mini'

/** Quote ids are ULIDs. A leaf module: the transfer schemas and the quote contract both use it. */
export const QUOTE_ID_MESSAGE = 'Get a quote first: a payment is made at a quoted rate'
export const QuoteIdSchema = z.string(QUOTE_ID_MESSAGE).check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, QUOTE_ID_MESSAGE))
