import useSWR, { preload, type SWRConfiguration } from 'swr'
import { getCountryEndpoint } from '../../../../../shared/api/endpoints'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import type { getCountry as getCountryRoute } from '../../../../../shared/api/route-table/countries/get-country'
import { callEndpoint } from '../../../lib/api-request'
import { cacheKeys } from '../../../lib/cache-keys'
import { swrDefaults } from '../../../lib/swr-defaults'

export type CountryDetails = SuccessOf<typeof getCountryRoute>

/** SWR key of one country, the same for everyone. */
const countryKey = cacheKeys.country

const row = async () => (await import('../../../../../shared/api/route-table/countries/get-country')).getCountry

/** `GET /countries/{id}`: the country page's first call, so by its endpoint (no zod on that page's first load). */
const getCountry = (id: string): Promise<CountryDetails> => callEndpoint<CountryDetails>(getCountryEndpoint, row, { params: { id } })

/** Starts loading one country before its page asks; the page's `useCountry` picks the answer up. */
export const preloadCountry = (id: string): Promise<CountryDetails> => preload(countryKey(id), () => getCountry(id))

/** One destination by id; pass undefined to wait (no request until the id is known). */
export function useCountry(id: string | undefined, config?: SWRConfiguration<CountryDetails, Error>) {
  return useSWR<CountryDetails, Error>(id ? countryKey(id) : null, id ? () => getCountry(id) : null, { ...swrDefaults, ...config })
}
