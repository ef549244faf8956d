import * as countryRoutes from '../../shared/api/route-table/countries/list-countries'
import { transferAmounts } from '../lib/config'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listCountries } from '../store/countries-store'
import { offerOf } from '../services/country-offers'

export const handler = route(countryRoutes.listCountries, async () => {
  const amounts = transferAmounts()
  return ok((await listCountries()).map((country) => offerOf(country, amounts)))
})
