import useSWR, { preload, type SWRConfiguration } from 'swr'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import { countryRoutes } from '../../../../../shared/api/route-table/countries'
import { cacheKeys } from '../../../lib/cache-keys'
import { swrDefaults } from '../../../lib/swr-defaults'
import { callApi } from '../../../lib/api-client'

export type CountryList = SuccessOf<typeof countryRoutes.listCountries>

/** SWR key of the destinations list, the same for everyone. */
const countriesKey = cacheKeys.countries()

const getCountries = (): Promise<CountryList> => callApi(countryRoutes.listCountries)

/** Starts loading the list before any screen asks for it; the first `useCountries` picks it up. */
export const preloadCountries = (): Promise<CountryList> => preload(countriesKey, getCountries)

export function useCountries(config?: SWRConfiguration<CountryList, Error>) {
  // The list changes rarely: no refetch each time the tab regains focus.
  return useSWR<CountryList, Error>(countriesKey, getCountries, { ...swrDefaults, revalidateOnFocus: false, ...config })
}
