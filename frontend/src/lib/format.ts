// The SPA's one place for dates and counts on Intl (money is shared/money/money.ts, which the server
// formats with too). The locale is a parameter: today every screen is en-US (spec 9); the languages
// work passes the reader's.

export const APP_LOCALE = 'en-US'

/** The date shapes the screens use, by what they show (examples in en-US). */
const DATE_PATTERNS = {
  /** 'Mar 9, 2026' in the reader's time zone. */
  date: { dateStyle: 'medium' },
  /** 'Mar 9, 2026, 3:04 PM' in the reader's time zone. */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** '3:04 PM'. */
  time: { timeStyle: 'short' },
  /** 'March 9, 2026' in the reader's time zone (when something happened). */
  longDate: { dateStyle: 'long' },
  /** 'March 9, 2026' for a calendar day (a birth date, a UTC day): no time zone shift. */
  calendarDay: { dateStyle: 'long', timeZone: 'UTC' },
  /** 'Mar 9' for a UTC day (the chart's axis). */
  shortCalendarDay: { month: 'short', day: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type DatePattern = keyof typeof DATE_PATTERNS

// A formatter costs far more to make than to use: one per locale and pattern, made on first use.
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()

/** `value` (a Date, an ISO text or epoch ms) in `pattern`; text that is no date comes back as it is. */
export function formatDate(value: Date | string | number, pattern: DatePattern, locale = APP_LOCALE): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return String(value)
  const key = `${locale}|${pattern}`
  let format = dateFormats.get(key)
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, DATE_PATTERNS[pattern])))
  return format.format(date)
}

/** A count with the locale's grouping: '1,234'. */
export function formatCount(value: number, locale = APP_LOCALE): string {
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format.format(value)
}
