import * as countryRoutes from '../../shared/api/route-table/countries/list-countries'
import { maxTransferCents } from '../lib/config'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listCountries } from '../store/countries-store'

export const handler = route(countryRoutes.listCountries, async () => {
  const maxAmountCents = maxTransferCents()
  return ok((await listCountries()).map((country) => ({ ...country, maxAmountCents })))
})
