import * as z from 'zod/mini'

/** An IANA time zone name ('America/Chicago', 'UTC'): what browsers report and Intl formats with. */
function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** @serverMessage */
export const TIME_ZONE_MESSAGES = { unknown: 'Unknown time zone' } as const

/** A time zone as the API takes and stores it (checked against the runtime's own zone data). */
export const TimeZoneSchema = z.string().check(z.refine(isTimeZone, TIME_ZONE_MESSAGES.unknown))
