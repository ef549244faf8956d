import useSWR, { preload, type SWRConfiguration } from 'swr'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import { countryRoutes } from '../../../../../shared/api/route-table/countries'
import { apiUrl, callApi } from '../../../lib/api-client'

export type CountryDetails = SuccessOf<typeof countryRoutes.getCountry>

/** SWR key of one country: its URL, e.g. `/countries/ke`. */
export const countryKey = (id: string): string => apiUrl(countryRoutes.getCountry, { params: { id } })

export const getCountry = (id: string): Promise<CountryDetails> => callApi(countryRoutes.getCountry, { params: { id } })

/** Starts loading one country before its page asks; the page's `useCountry` picks the answer up. */
export const preloadCountry = (id: string): Promise<CountryDetails> => preload(countryKey(id), () => getCountry(id))

/** One destination by id; pass undefined to wait (no request until the id is known). */
export function useCountry(id: string | undefined, config?: SWRConfiguration<CountryDetails, Error>) {
  return useSWR<CountryDetails, Error>(id ? countryKey(id) : null, id ? () => getCountry(id) : null, config)
}
