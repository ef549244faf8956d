import { routes } from '../../shared/api/routes'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listCountries } from '../store/countries-store'

export const handler = route(routes.listCountries, async () => ok(await listCountries()))
