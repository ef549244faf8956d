import { QuoteRequestSchema, quoteRequestSchema, QuoteSchema } from '../../../rates/quote'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

/**
 * Public (the country page is): the fee, the rate and what the recipient receives, locked for 30
 * minutes. Limited per client (429 with Retry-After). Held by nobody: it shows the figures and pays
 * for nothing (a payment needs `createMyQuote`'s, asked for signed in).
 */
export const createQuote = defineRoute('createQuote', 'POST /api/quotes', {
  auth: 'public',
  // The client's per-minute window, the current rate, the quote.
  access: { table: { update: ['quoteWindow'], get: ['exchangeRate'], put: ['quote'] } },
  body: QuoteRequestSchema,
  bodyAt: ({ transferAmounts }) => quoteRequestSchema(transferAmounts),
  responses: { 201: QuoteSchema, 422: ErrorBodySchema, 429: ErrorBodySchema },
})
