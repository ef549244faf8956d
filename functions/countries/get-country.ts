import * as countryRoutes from '../../shared/api/route-table/countries/get-country'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { countryOffer } from '../services/countries'

export const handler = route(countryRoutes.getCountry, async ({ params }) => ok(await countryOffer(params.id)))
