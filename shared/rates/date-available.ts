import type { PaymentType } from '../transfers/transfer-options'

/**
 * When the money is available to the recipient (12 CFR 1005.31(b)(2)(ii)), as a date in the
 * destination's own calendar. Cash collection and mobile money: the same day. Bank transfer: the
 * business days below after the day of sending, counted in the destination's working week (the
 * domestic transfer systems our payout partners use: Kenya's PesaLink and Turkey's FAST credit the
 * next business day; elsewhere we promise two). Public holidays are not modelled, so a date after a
 * holiday may be a day early; the error-resolution rights cover a late payout.
 */
interface DestinationCalendar {
  /** Minutes east of UTC; none of the destinations observes daylight saving time. */
  utcOffsetMinutes: number
  /** Days of the week (0 = Sunday) banks do not work. */
  weekend: readonly number[]
  bankTransferBusinessDays: number
}

const SAT_SUN = [0, 6]
const DESTINATION_CALENDARS: Readonly<Record<string, DestinationCalendar>> = {
  so: { utcOffsetMinutes: 180, weekend: [5], bankTransferBusinessDays: 2 },
  ke: { utcOffsetMinutes: 180, weekend: SAT_SUN, bankTransferBusinessDays: 1 },
  et: { utcOffsetMinutes: 180, weekend: SAT_SUN, bankTransferBusinessDays: 2 },
  ug: { utcOffsetMinutes: 180, weekend: SAT_SUN, bankTransferBusinessDays: 2 },
  tz: { utcOffsetMinutes: 180, weekend: SAT_SUN, bankTransferBusinessDays: 2 },
  dj: { utcOffsetMinutes: 180, weekend: [5, 6], bankTransferBusinessDays: 2 },
  rw: { utcOffsetMinutes: 120, weekend: SAT_SUN, bankTransferBusinessDays: 2 },
  tr: { utcOffsetMinutes: 180, weekend: SAT_SUN, bankTransferBusinessDays: 1 },
}

const DAY_MS = 86_400_000

const calendarOf = (countryId: string): DestinationCalendar =>
  DESTINATION_CALENDARS[countryId] ?? { utcOffsetMinutes: 0, weekend: SAT_SUN, bankTransferBusinessDays: 2 }

/**
 * How long a payout method takes, by the rule {@link dateAvailable} applies: what the site may
 * promise (advertising says what the quote's date will say, never "instant").
 */
export type DeliverySpeed = { kind: 'same-day' } | { kind: 'business-days'; days: number }

export function deliverySpeed(countryId: string, paymentType: PaymentType): DeliverySpeed {
  return paymentType === 'Bank Transfer' ? { kind: 'business-days', days: calendarOf(countryId).bankTransferBusinessDays } : { kind: 'same-day' }
}

/** The date available (YYYY-MM-DD, the destination's calendar) of a transfer sent at `now`. */
export function dateAvailable(countryId: string, paymentType: PaymentType, now: Date): string {
  const calendar = calendarOf(countryId)
  // Midnight UTC of the destination's local date, so the day arithmetic below is plain UTC.
  const local = new Date(now.getTime() + calendar.utcOffsetMinutes * 60_000)
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())
  const speed = deliverySpeed(countryId, paymentType)
  if (speed.kind === 'business-days') {
    for (let left = speed.days; left > 0;) {
      day += DAY_MS
      if (!calendar.weekend.includes(new Date(day).getUTCDay())) left--
    }
  }
  return new Date(day).toISOString().slice(0, 10)
}

/**
 * When a date of the destination's calendar begins (epoch ms): '2026-11-27' in Kenya (UTC+3) begins
 * at 2026-11-26T21:00Z. The date available is such a date.
 */
export function destinationDayStart(countryId: string, date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`) - calendarOf(countryId).utcOffsetMinutes * 60_000
}
