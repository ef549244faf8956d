import { countryRoutes } from '../../shared/api/route-table/countries'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listCountries } from '../store/countries-store'

export const handler = route(countryRoutes.listCountries, async () => ok(await listCountries()))
