import type { Country } from './country'

/** Where a destination's flag is served from (our own origin; the SPA build copies the SVGs there). */
export const flagPath = (id: string): string => `/flags/${id}.svg`

const destination = (id: string, countryName: string, currency: string, countryCode: string): Country => ({
  id,
  countryName,
  image: flagPath(id),
  currency,
  countryCode,
})

/**
 * The destinations we pay out to (spec 1: East Africa and Turkey). The one list the local seed and
 * the deployed seed both write to DynamoDB. `currency` is the local currency; payouts are in USD at
 * the fixed rate the product shows (1 USD = 1.0 USD).
 */
export const DESTINATIONS: readonly Country[] = [
  destination('so', 'Somalia', 'SOS', '252'),
  destination('ke', 'Kenya', 'KES', '254'),
  destination('et', 'Ethiopia', 'ETB', '251'),
  destination('ug', 'Uganda', 'UGX', '256'),
  destination('tz', 'Tanzania', 'TZS', '255'),
  destination('dj', 'Djibouti', 'DJF', '253'),
  destination('rw', 'Rwanda', 'RWF', '250'),
  destination('tr', 'Turkey', 'TRY', '90'),
]
