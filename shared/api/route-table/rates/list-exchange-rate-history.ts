import { ExchangeRateHistorySchema, RateParamsSchema } from '../../../rates/exchange-rates'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

/** Staff: every change of one rate, newest first. */
export const listExchangeRateHistory = defineRoute('listExchangeRateHistory', {
  method: 'GET',
  path: '/api/rates/{countryId}/{currency}/history',
  auth: 'admin',
  area: 'rates',
  access: { table: { query: ['exchangeRateChange'] } },
  params: RateParamsSchema,
  responses: { 200: ExchangeRateHistorySchema, ...errors },
})
