import * as z from 'zod/mini'
import { CountryIdSchema, CountryOfferSchema } from '../../../countries/country'
import { getCountryEndpoint } from '../../endpoints'
import { defineRoute, ErrorBodySchema } from '../../route-definition'

export const getCountry = defineRoute('getCountry', {
  ...getCountryEndpoint,
  auth: 'public',
  area: 'countries',
  access: { table: { get: ['country'] } },
  params: z.object({ id: CountryIdSchema }),
  responses: { 200: CountryOfferSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
})
