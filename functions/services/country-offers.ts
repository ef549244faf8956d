import type { Country, CountryOffer } from '../../shared/countries/country'
import type { AmountRange } from '../../shared/transfers/limits'

/** A destination as the API offers it: with the stage's amount range. */
export const offerOf = (country: Country, amounts: AmountRange): CountryOffer => ({
  ...country,
  minAmountCents: amounts.minCents,
  maxAmountCents: amounts.maxCents,
})
