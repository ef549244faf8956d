/**
 * Money in the app (DESIGN.md 6): integer cents inside, decimal numbers with at most 2 places on the
 * API. Everything here is pure integer arithmetic except the two conversions at the edge.
 */
import { intlCache } from '../i18n/intl-caches'

/**
 * The formatters are made on first use, not at import: a process's first Intl.NumberFormat loads
 * ICU's currency data (~9 ms here), which every Lambda importing this module (the transfer schemas
 * do) paid at cold start although functions only format money in an error message.
 */
const formats = intlCache<Intl.NumberFormat>()
/** US dollars in `locale`, with cents ('$1,234.50') or whole (spec 2.7 stat cards, half away from zero: '$1,235'). */
function usdFormat(locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${whole}`
  let format = formats.get(key)
  if (!format) {
    const digits = whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}
    formats.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', ...digits })))
  }
  return format
}

/**
 * How many decimal places `amount` has as written in its shortest form (`String(amount)`), the form
 * JSON and the number input use: 1.1 has 1, 0.1 + 0.2 (0.30000000000000004) has 17, 1e-7 has 7.
 * NaN and the infinities answer Infinity.
 */
export function decimalPlaces(amount: number): number {
  if (!Number.isFinite(amount)) return Infinity
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Math.abs(amount)))
  if (!match) return Infinity
  const fraction = match[2]?.length ?? 0
  const exponent = Number(match[3] ?? 0)
  return Math.max(0, fraction - exponent)
}

/** Whether `amount` is a finite number with at most 2 decimal places whose cents are a safe integer. */
export function isCentsAmount(amount: number): boolean {
  return decimalPlaces(amount) <= 2 && Number.isSafeInteger(Math.round(amount * 100))
}

/**
 * Dollars to integer cents, exactly: 1.1 → 110 (not 110.00000000000001), 0.29 → 29, -2.5 → -250.
 * Throws a RangeError for NaN, the infinities, more than 2 decimal places (check with
 * {@link isCentsAmount} first) or an amount whose cents are not a safe integer.
 */
export function toCents(amount: number): number {
  if (!isCentsAmount(amount)) throw new RangeError(`Not an amount of dollars and cents: ${amount}`)
  // The float product is within a hair of an integer here, so rounding recovers the exact cents.
  return Math.round(amount * 100) + 0 // + 0 turns -0 into 0
}

/**
 * Integer cents to dollars: 110 → 1.1. The division is correctly rounded, so the answer is the same
 * number as the decimal literal and `toCents(fromCents(c)) === c`. Throws a RangeError for anything
 * but a safe integer.
 */
export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a whole number: ${cents}`)
  return cents / 100 + 0
}

/** '$1,234.50' (en-US, spec 9, unless another locale is asked for). Negative amounts read '-$1.00'. */
export function formatUsd(cents: number, locale = 'en-US'): string {
  return usdFormat(locale, false).format(fromCents(cents))
}

/** '$1,235': whole US dollars for the dashboard's stat cards (spec 2.7), half a dollar rounds up. */
export function formatWholeUsd(cents: number, locale = 'en-US'): string {
  // x.50 is exact in binary, so the formatter's half-expand rounding sees the true half.
  return usdFormat(locale, true).format(fromCents(cents))
}
