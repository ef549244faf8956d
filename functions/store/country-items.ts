import * as z from 'zod/mini'
import { CountrySchema, type Country } from '../../shared/countries/country'

const PK = 'COUNTRY'

/** The DynamoDB item of a destination country: all countries share one partition, sorted by id. */
export function countryItem(country: Country): Record<string, string> {
  return { pk: PK, sk: country.id, ...country }
}

export const countryKey = (id: string) => ({ pk: PK, sk: id })
export const COUNTRY_PARTITION = PK

/** Reads a stored item back into the contract's shape (drops keys and anything unknown). */
export function fromCountryItem(item: Record<string, unknown>): Country {
  return z.parse(CountrySchema, item)
}
