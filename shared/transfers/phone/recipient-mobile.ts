import { isSupportedCountry, Metadata, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core'
import { phoneMetadata as metadata } from './phone-metadata'

/**
 * A recipient's mobile number, checked against the destination's own numbering plan by
 * libphonenumber-js (Google's metadata, mobile numbers only, cut to our destinations by
 * `npm run phone-metadata`) and kept in E.164, the form SMS and mobile-money partners take.
 * Replaces the spec's '10 digits' for every country, which fits none of them.
 */

const regionOf = (countryId: string): CountryCode => countryId.toUpperCase() as CountryCode

/** Whether `countryId` is a destination whose numbering plan we hold (an unknown one is the country check's to refuse). */
export const hasMobilePlan = (countryId: string): boolean => isSupportedCountry(regionOf(countryId), metadata)

/** The national mobile number lengths of a destination, e.g. [9] for Kenya, [7, 8, 9] for Somalia. */
export function mobileLengths(countryId: string): readonly number[] {
  if (!isSupportedCountry(regionOf(countryId), metadata)) return [10]
  const plans = new Metadata(metadata)
  plans.selectNumberingPlan(regionOf(countryId))
  // The per-type lengths are in the metadata but not in the library's type definitions; the tests pin them.
  const plan = plans.numberingPlan as unknown as MobilePlan | undefined
  return plan?.type('MOBILE')?.possibleLengths() ?? [10]
}

interface MobilePlan {
  type(name: 'MOBILE'): { possibleLengths(): number[] } | undefined
}

/** The spec's message with the destination's digit count: 'Mobile number is required & must be 9 digits!'. */
export function mobileMessage(countryId: string): string {
  const lengths = mobileLengths(countryId)
  const shortest = Math.min(...lengths)
  const longest = Math.max(...lengths)
  return `Mobile number is required & must be ${shortest === longest ? shortest : `${shortest} to ${longest}`} digits!`
}

/** What a typed number may carry besides its digits. */
const SEPARATORS = /[\s().-]/g

/**
 * '0712 345 678' or '712345678' for Kenya → '+254712345678'; undefined when it is not a mobile number
 * of that destination (a landline, a wrong length, another country's number). A leading trunk 0 and
 * the country's own +code are accepted.
 */
export function recipientMobileE164(typed: string, countryId: string): string | undefined {
  const text = typed.replace(SEPARATORS, '')
  if (!/^\+?\d{1,17}$/.test(text)) return undefined
  const phone = parsePhoneNumberFromString(text, regionOf(countryId), metadata)
  return phone?.isValid() && phone.country === regionOf(countryId) ? phone.number : undefined
}

/** '+254712345678' → '712345678': the national number, as the wizard's field holds it beside the +254 shown. */
export function nationalMobile(e164: string, countryCode: string): string {
  return e164.startsWith(`+${countryCode}`) ? e164.slice(countryCode.length + 1) : e164
}
