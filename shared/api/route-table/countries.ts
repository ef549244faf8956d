import { routeTable } from '../route-definition'
import { getCountry } from './countries/get-country'
import { listCountries } from './countries/list-countries'

/** The countries service (spec 7): public. */
export const countryRoutes = routeTable(listCountries, getCountry)
