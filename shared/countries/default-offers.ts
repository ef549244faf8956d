import type { Country, CountryOffer } from './country'
import { DESTINATIONS } from './destinations'
import { DEFAULT_MAX_TRANSFER_AMOUNT, DEFAULT_MIN_TRANSFER_AMOUNT, type AmountRange } from '../transfers/limits'

/** A destination as the API offers it: the country, with the stage's amount range. */
export const offerOf = (country: Country, amounts: AmountRange): CountryOffer => ({
  ...country,
  minAmountCents: amounts.minCents,
  maxAmountCents: amounts.maxCents,
})

/** The amount range of a stage that sets none (infra/config/stages.ts may narrow it; the API applies the stage's). */
export const DEFAULT_AMOUNT_RANGE: AmountRange = { minCents: DEFAULT_MIN_TRANSFER_AMOUNT * 100, maxCents: DEFAULT_MAX_TRANSFER_AMOUNT * 100 }

/**
 * A destination as a stage with the default range offers it, or undefined for an id that is none.
 * The country page draws its calculator from it until the API's offer arrives, and so does its
 * prerendered HTML: the page paints whole before any request, then shows the stage's own figures.
 */
export function defaultOffer(id: string): CountryOffer | undefined {
  const country = DESTINATIONS.find((destination) => destination.id === id)
  return country ? offerOf(country, DEFAULT_AMOUNT_RANGE) : undefined
}
