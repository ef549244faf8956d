import * as currencies from '../../../shared/money/currencies'
import * as money from '../../../shared/money/money'
import { countryNameIn } from '../../../shared/countries/country-name'
import { currentLocale, intlLocale } from './i18n/i18n'
import { datesPolyfilled } from './i18n/intl-polyfills'
import { intlCache } from '../../../shared/i18n/intl-caches'

// The SPA's one place for dates, counts and money on Intl, in the reader's language
// (English is en-US, spec 9). Money's rules are shared/money (the server formats with them too);
// these bind them to the language the page shows. A component that formats calls useLingui(), so it
// renders again when the language changes.

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
const dateFormats = intlCache<Intl.DateTimeFormat>()
const numberFormats = intlCache<Intl.NumberFormat>()

/** `value` (a Date, an ISO text or epoch ms) in `pattern`; text that is no date comes back as it is. */
export function formatDate(value: Date | string | number, pattern: DatePattern, locale = intlLocale()): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return String(value)
  const options: Intl.DateTimeFormatOptions = DATE_PATTERNS[pattern]
  // The polyfill knows UTC only: the reader's wall clock, as a UTC time, formats the same.
  const shifted = datesPolyfilled() && !options.timeZone
  const key = `${locale}|${pattern}|${shifted}`
  let format = dateFormats.get(key)
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, shifted ? { ...options, timeZone: 'UTC' } : options)))
  return format.format(shifted ? new Date(date.getTime() - date.getTimezoneOffset() * 60_000) : date)
}

/** A count with the locale's grouping: '1,234'. */
export function formatCount(value: number, locale = intlLocale()): string {
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format.format(value)
}

/** '$1,234.50' in the reader's language (the amount stays in US dollars). */
export const formatUsd = (cents: number): string => money.formatUsd(cents, intlLocale())

/** '$1,235': whole dollars, half away from zero (spec 2.7 stat cards). */
export const formatWholeUsd = (cents: number): string => money.formatWholeUsd(cents, intlLocale())

/** 'KES 12,950.50': minor units of `currency` with its own digits and code. */
export const formatMinor = (minor: number, currency: currencies.PayoutCurrency): string => currencies.formatMinor(minor, currency, intlLocale())

/** '12,950.50': the same without the code. */
export const formatMinorNumber = (minor: number, currency: currencies.PayoutCurrency): string =>
  currencies.formatMinorNumber(minor, currency, intlLocale())

/** 'Kenyan Shilling (KES)' in the reader's language. */
export const currencyChoiceLabel = (currency: currencies.PayoutCurrency): string => currencies.currencyChoiceLabel(currency, intlLocale())

/** A country's name in the reader's language ('so' → 'Soomaaliya'); `name`, the spec's English, in English. */
export const countryName = (code: string, name: string): string => countryNameIn(currentLocale(), code, name)
