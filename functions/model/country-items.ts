import * as z from 'zod/mini'
import { CountrySchema, type Country } from '../../shared/countries/country'
import { keyOf } from './table-keys'

/** The DynamoDB item of a destination country: all countries share one partition, sorted by id. */
export function countryItem(country: Country): Record<string, string> {
  return { ...keyOf('country', { id: country.id }), ...country }
}

/** Reads a stored item back into the contract's shape (drops keys and anything unknown). */
export function fromCountryItem(item: Record<string, unknown>): Country {
  return z.parse(CountrySchema, item)
}
