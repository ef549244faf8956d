import * as z from 'zod/mini'
import { CountryOfferSchema } from '../../../countries/country'
import { defineRoute } from './define-route'

export const listCountries = defineRoute('listCountries', 'GET /countries', {
  auth: 'public',
  access: { table: { query: ['country'] } },
  responses: { 200: z.array(CountryOfferSchema) },
  commonErrors: false,
})
