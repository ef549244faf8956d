import * as countryRoutes from '../../shared/api/route-table/countries/list-countries'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { countryOffers } from '../services/countries'

export const handler = route(countryRoutes.listCountries, async () => ok(await countryOffers()))
