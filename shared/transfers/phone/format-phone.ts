import { parsePhoneNumberFromString } from 'libphonenumber-js/core'
import { phoneMetadata } from './phone-metadata'

/**
 * A phone number for display, grouped by its country's own rules (libphonenumber-js): a US number
 * nationally, '(612) 555-0123'; any other internationally, with no trunk 0: '+254 712 345678',
 * '+90 532 123 45 67'. Digits without a '+' are read as a US number when they can be one, else as
 * international ('252612345678'). Anything else (not a mobile number of a country we hold) is
 * shown as it is, more than ten digits with a '+'.
 */
export function formatPhone(value: string): string {
  if (!/^\+?[\d\s().-]*$/.test(value)) return value
  const digits = value.replace(/\D/g, '')
  const asTyped = parsePhoneNumberFromString(value, 'US', phoneMetadata)
  const phone = asTyped?.isValid() ? asTyped : parsePhoneNumberFromString(`+${digits}`, phoneMetadata)
  if (phone?.isValid()) return phone.country === 'US' ? phone.formatNational() : phone.formatInternational()
  return digits.length > 10 ? `+${digits}` : value
}
