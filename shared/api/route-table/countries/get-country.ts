import * as z from 'zod/mini'
import { CountryIdSchema, CountrySchema } from '../../../countries/country'
import { defineRoute, ErrorBodySchema } from '../../route-definition'

export const getCountry = defineRoute('getCountry', {
  method: 'GET',
  path: '/countries/{id}',
  auth: 'public',
  area: 'countries',
  params: z.object({ id: CountryIdSchema }),
  responses: { 200: CountrySchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
})
