import { QuoteRequestSchema, quoteRequestSchema, QuoteSchema } from '../../../rates/quote'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { errors } from '../common'

/**
 * Signed in (the wizard, Add Customer): the same quote as `createQuote`, bound to the caller, the
 * only kind a payment can be made at (once). Limited per client as the public one is.
 */
export const createMyQuote = defineRoute('createMyQuote', {
  method: 'POST',
  path: '/api/quotes/mine',
  auth: 'user',
  area: 'quotes',
  // The client's per-minute window, the current rate, the quote.
  access: { table: { update: ['quoteWindow'], get: ['exchangeRate'], put: ['quote'] } },
  body: QuoteRequestSchema,
  bodyAt: ({ transferAmounts }) => quoteRequestSchema(transferAmounts),
  responses: { 201: QuoteSchema, ...errors, 422: ErrorBodySchema, 429: ErrorBodySchema },
})
