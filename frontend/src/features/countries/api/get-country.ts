import useSWR, { preload, type SWRConfiguration } from 'swr'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import type { countryRoutes } from '../../../../../shared/api/route-table/countries'
import { urlFor } from '../../../lib/api-request'
import { callChecked } from '../../../lib/checked-call'
import { swrDefaults } from '../../../lib/swr-defaults'
import { countryAnswerSchema, getCountryEndpoint } from './get-country.precomputed'

export type CountryDetails = SuccessOf<typeof countryRoutes.getCountry>

/** SWR key of one country: its URL, e.g. `/countries/ke`. */
export const countryKey = (id: string): string => urlFor(getCountryEndpoint, { params: { id } })

/**
 * `GET /countries/{id}`. The country page needs it at first render, so the answer is checked
 * against the JSON Schema of the row's `CountrySchema` (lib/checked-call.ts) rather than by zod:
 * the page's first load carries neither zod nor the route table.
 */
export const getCountry = (id: string): Promise<CountryDetails> =>
  callChecked<CountryDetails>(getCountryEndpoint, countryAnswerSchema, { params: { id } })

/** Starts loading one country before its page asks; the page's `useCountry` picks the answer up. */
export const preloadCountry = (id: string): Promise<CountryDetails> => preload(countryKey(id), () => getCountry(id))

/** One destination by id; pass undefined to wait (no request until the id is known). */
export function useCountry(id: string | undefined, config?: SWRConfiguration<CountryDetails, Error>) {
  return useSWR<CountryDetails, Error>(id ? countryKey(id) : null, id ? () => getCountry(id) : null, { ...swrDefaults, ...config })
}
