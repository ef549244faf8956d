import { createRequire } from 'node:module'
import type { MetadataJson } from 'libphonenumber-js/core'
import { DESTINATIONS } from '../shared/countries/destinations'

/** Tooling only (Node): the installed library's mobile metadata, keeping only our destinations and the senders' United States. */
export function destinationMobileMetadata(): MetadataJson {
  const full = createRequire(import.meta.url)('libphonenumber-js/metadata.mobile.json') as MetadataJson
  const regions = [...DESTINATIONS.map((destination) => destination.id.toUpperCase()), 'US']
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes)
      .map(([code, countries]) => [code, countries.filter((country) => regions.includes(country))] as const)
      .filter(([, countries]) => countries.length > 0),
  )
  const countries = Object.fromEntries(Object.entries(full.countries).filter(([region]) => regions.includes(region)))
  return { ...full, country_calling_codes: callingCodes, countries, nonGeographic: {} } as MetadataJson
}
