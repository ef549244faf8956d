import * as z from 'zod/mini'
import { COUNTRY_MESSAGE } from './transfer-options'

/**
 * A destination's id as the countries service gives it: two lower-case letters ('so'). Its own
 * module, so a route that only names a destination (the payout queues and batches) does not bundle
 * the create's card, phone and IBAN rules with it.
 */
export const CountryIdField = z.string({ error: COUNTRY_MESSAGE }).check(z.trim(), z.toLowerCase(), z.regex(/^[a-z]{2}$/, COUNTRY_MESSAGE))
