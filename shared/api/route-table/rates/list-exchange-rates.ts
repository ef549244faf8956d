import { ExchangeRatesSchema } from '../../../rates/exchange-rates'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

/** Staff: every rate an admin has set (reference, margin, customer rate, who and when). */
export const listExchangeRates = defineRoute('listExchangeRates', {
  method: 'GET',
  path: '/api/rates',
  auth: 'admin',
  area: 'rates',
  access: { table: { query: ['exchangeRate'] } },
  responses: { 200: ExchangeRatesSchema, ...errors },
})
