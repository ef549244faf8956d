import { ExchangeRateHistorySchema, RateParamsSchema } from '../../../rates/exchange-rates'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

/** Staff: every change of one rate and every decided proposal, newest first. */
export const listExchangeRateHistory = defineRoute('listExchangeRateHistory', {
  method: 'GET',
  path: '/api/rates/{countryId}/{currency}/history',
  auth: 'admin',
  area: 'rates',
  // One Query of the rate's partition: its changes and decided proposals.
  access: { table: { query: ['exchangeRateChange', 'rateDecision'] } },
  params: RateParamsSchema,
  responses: { 200: ExchangeRateHistorySchema, ...errors },
})
