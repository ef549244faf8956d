import { DESTINATIONS } from '../../shared/countries/destinations'
import type { TransferRecord } from '../model/transfer-record'

/**
 * The recipient's number in E.164, where their SMS goes: as stored now, or a number stored before
 * numbers were kept in E.164 with its destination's dial code; undefined when it cannot be one.
 */
export function recipientE164(t: Pick<TransferRecord, 'mobileNumber' | 'countryId'>): string | undefined {
  if (/^\+\d{8,15}$/.test(t.mobileNumber)) return t.mobileNumber
  const dial = DESTINATIONS.find((country) => country.id === t.countryId)?.countryCode
  const digits = t.mobileNumber.replace(/\D/g, '').replace(/^0+/, '')
  return dial && digits.length >= 6 ? `+${dial}${digits}` : undefined
}
