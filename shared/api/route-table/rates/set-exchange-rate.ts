import { ExchangeRateSchema, RateParamsSchema, SetExchangeRateSchema } from '../../../rates/exchange-rates'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

/** A verified admin sets a destination's rate into a local currency, saying why; the change is kept in its history. */
export const setExchangeRate = defineRoute('setExchangeRate', {
  method: 'PUT',
  path: '/api/rates/{countryId}/{currency}',
  auth: 'admin',
  area: 'rates',
  // The current rate and its history item, in one transaction.
  access: { table: { put: ['exchangeRate', 'exchangeRateChange'] } },
  params: RateParamsSchema,
  body: SetExchangeRateSchema,
  responses: { 200: ExchangeRateSchema, ...errors },
})
