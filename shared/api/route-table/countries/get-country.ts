import * as z from 'zod/mini'
import { CountryIdSchema, CountryOfferSchema } from '../../../countries/country'
import { defineRoute, ErrorBodySchema } from '../../route-definition'

export const getCountry = defineRoute('getCountry', {
  method: 'GET',
  path: '/countries/{id}',
  auth: 'public',
  area: 'countries',
  params: z.object({ id: CountryIdSchema }),
  responses: { 200: CountryOfferSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
})
