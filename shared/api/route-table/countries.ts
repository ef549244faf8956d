import * as z from 'zod/mini'
import { CountryIdSchema, CountrySchema } from '../../countries/country'
import { defineRoutes, ErrorBodySchema } from '../route-definition'

/** The countries service (spec 7): public. */
export const countryRoutes = defineRoutes({
  listCountries: {
    method: 'GET',
    path: '/countries',
    auth: 'public',
    area: 'countries',
    responses: { 200: z.array(CountrySchema) },
  },
  getCountry: {
    method: 'GET',
    path: '/countries/{id}',
    auth: 'public',
    area: 'countries',
    params: z.object({ id: CountryIdSchema }),
    responses: { 200: CountrySchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
  },
})
