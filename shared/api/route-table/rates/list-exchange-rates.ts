import { ExchangeRatesSchema } from '../../../rates/exchange-rates'
import { defineRoute } from './define-route'

/** Staff: every rate an admin has set (reference, margin, customer rate, who and when), and the changes waiting for approval. */
export const listExchangeRates = defineRoute('listExchangeRates', 'GET /api/rates', {
  auth: 'admin',
  // One Query of the rates' partition: the rates and the proposals beside them.
  access: { table: { query: ['exchangeRate', 'rateProposal'] } },
  responses: { 200: ExchangeRatesSchema },
})
