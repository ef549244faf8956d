import { countryRoutes } from '../../../../../shared/api/route-table/countries'
import { toCheckSchema } from '../../../lib/precompute/check-schema'

// Worked out at build time (frontend/build/precomputed-modules.ts): the country page gets this JSON,
// not zod and the route table, so its first load stays small.

const { method, path, responses } = countryRoutes.getCountry

/** The route row `getCountry`: `GET /countries/{id}`. */
export const getCountryEndpoint = { method, path }

/** The JSON Schema of its 200 answer (`CountrySchema`). */
export const countryAnswerSchema = toCheckSchema(responses[200])
