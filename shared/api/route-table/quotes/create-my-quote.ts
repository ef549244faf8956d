import { QuoteRequestSchema, quoteRequestSchema, QuoteSchema } from '../../../rates/quote'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

/**
 * Signed in (the wizard, Add Customer): the same quote as `createQuote`, bound to the caller, the
 * only kind a payment can be made at (once). Limited per client as the public one is.
 */
export const createMyQuote = defineRoute('createMyQuote', 'POST /api/quotes/mine', {
  auth: 'user',
  // The client's per-minute window, the current rate, the quote.
  access: { table: { update: ['quoteWindow'], get: ['exchangeRate'], put: ['quote'] } },
  body: QuoteRequestSchema,
  bodyAt: ({ transferAmounts }) => quoteRequestSchema(transferAmounts),
  responses: { 201: QuoteSchema, 422: ErrorBodySchema, 429: ErrorBodySchema },
})
