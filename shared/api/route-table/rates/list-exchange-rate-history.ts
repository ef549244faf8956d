import { ExchangeRateHistorySchema, RateParamsSchema } from '../../../rates/exchange-rates'
import { defineRoute } from './define-route'

/** Staff: every change of one rate and every decided proposal, newest first. */
export const listExchangeRateHistory = defineRoute('listExchangeRateHistory', 'GET /api/rates/{countryId}/{currency}/history', {
  auth: 'admin',
  // One Query of the rate's partition: its changes and decided proposals.
  access: { table: { query: ['exchangeRateChange', 'rateDecision'] } },
  params: RateParamsSchema,
  responses: { 200: ExchangeRateHistorySchema },
})
