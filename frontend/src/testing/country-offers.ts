import type { CountryOffer } from '../../../shared/countries/country'
import { DESTINATIONS } from '../../../shared/countries/destinations'
import { DEFAULT_MAX_TRANSFER_AMOUNT, DEFAULT_MIN_TRANSFER_AMOUNT } from '../../../shared/transfers/limits'

/** The destinations as the API answers them, with the default stage's amount range. */
export const COUNTRY_OFFERS: readonly CountryOffer[] = DESTINATIONS.map((country) => ({
  ...country,
  minAmountCents: DEFAULT_MIN_TRANSFER_AMOUNT * 100,
  maxAmountCents: DEFAULT_MAX_TRANSFER_AMOUNT * 100,
}))
