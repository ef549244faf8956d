import type { CountryOffer } from '../../../shared/countries/country'
import { DEFAULT_AMOUNT_RANGE, offerOf } from '../../../shared/countries/default-offers'
import { DESTINATIONS } from '../../../shared/countries/destinations'

/** The destinations as the API answers them, with the default stage's amount range. */
export const COUNTRY_OFFERS: readonly CountryOffer[] = DESTINATIONS.map((country) => offerOf(country, DEFAULT_AMOUNT_RANGE))
