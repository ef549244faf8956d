import type { CountryOffer } from '../../shared/countries/country'
import { transferAmounts } from '../lib/config'
import { NotFoundError } from '../lib/errors'
import { getCountry, listCountries } from '../store/countries-store'
import { offerOf } from '../../shared/countries/default-offers'

/** Every destination as the API offers it, with the stage's amount range. */
export async function countryOffers(): Promise<CountryOffer[]> {
  const amounts = transferAmounts()
  return (await listCountries()).map((country) => offerOf(country, amounts))
}

/** One destination as the API offers it; a 404 when there is no such country. */
export async function countryOffer(id: string): Promise<CountryOffer> {
  const country = await getCountry(id)
  if (!country) throw new NotFoundError('Country not found')
  return offerOf(country, transferAmounts())
}
