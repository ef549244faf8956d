import * as z from 'zod/mini'
import { CountryIdSchema, CountryOfferSchema } from '../../../countries/country'
import { getCountryEndpoint } from '../../endpoints'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

export const getCountry = defineRoute('getCountry', `${getCountryEndpoint.method} ${getCountryEndpoint.path}`, {
  auth: 'public',
  access: { table: { get: ['country'] } },
  params: z.object({ id: CountryIdSchema }),
  responses: { 200: CountryOfferSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
  commonErrors: false,
})
