import * as countryRoutes from '../../shared/api/route-table/countries/get-country'
import { transferAmounts } from '../lib/config'
import { NotFoundError } from '../lib/errors'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { getCountry } from '../store/countries-store'
import { offerOf } from '../services/country-offers'

export const handler = route(countryRoutes.getCountry, async ({ params }) => {
  const country = await getCountry(params.id)
  if (!country) throw new NotFoundError('Country not found')
  return ok(offerOf(country, transferAmounts()))
})
