import * as z from 'zod/mini'
import { CountryOfferSchema } from '../../../countries/country'
import { defineRoute } from '../../route-definition'

export const listCountries = defineRoute('listCountries', {
  method: 'GET',
  path: '/countries',
  auth: 'public',
  area: 'countries',
  access: { table: { query: ['country'] } },
  responses: { 200: z.array(CountryOfferSchema) },
})
