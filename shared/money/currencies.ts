/**
 * The currencies recipients are paid in, with their ISO 4217 minor-unit digits: amounts in them are
 * integers of that unit (a shilling has cents, a Ugandan shilling has none). No zod here: the
 * public country page reads this module (the schema is in ./payout-currency-schema).
 */
import { intlCache } from '../i18n/intl-caches'
export const CURRENCY_DIGITS = { USD: 2, KES: 2, ETB: 2, UGX: 0, TZS: 2, DJF: 0, RWF: 0, TRY: 2 } as const
export type PayoutCurrency = keyof typeof CURRENCY_DIGITS
export const PAYOUT_CURRENCIES = Object.keys(CURRENCY_DIGITS) as PayoutCurrency[]

/**
 * What each destination pays out in: US dollars everywhere (the spec's 1:1), and the local currency.
 * Somalia pays out in dollars only: its economy runs on dollars (mobile money wallets such as EVC
 * Plus and Zaad hold USD, and payout partners pay cash in USD), and Somali shilling notes are not
 * what a family collects, so offering SOS would promise a payout nobody makes.
 */
export const PAYOUT_CURRENCIES_BY_COUNTRY: Readonly<Record<string, readonly PayoutCurrency[]>> = {
  so: ['USD'],
  ke: ['USD', 'KES'],
  et: ['USD', 'ETB'],
  ug: ['USD', 'UGX'],
  tz: ['USD', 'TZS'],
  dj: ['USD', 'DJF'],
  rw: ['USD', 'RWF'],
  tr: ['USD', 'TRY'],
}

/** A recorded currency code as a payout currency (a transfer made before quotes reads USD). */
export const payoutCurrencyOf = (code: string): PayoutCurrency => PAYOUT_CURRENCIES.find((known) => known === code) ?? 'USD'

export const payoutCurrenciesOf = (countryId: string): readonly PayoutCurrency[] => PAYOUT_CURRENCIES_BY_COUNTRY[countryId] ?? ['USD']

/** The payout currencies that need a rate an admin sets (every one but USD, which is 1:1). */
export const RATED_CURRENCIES: readonly { countryId: string; currency: PayoutCurrency }[] = Object.entries(PAYOUT_CURRENCIES_BY_COUNTRY).flatMap(
  ([countryId, currencies]) => currencies.filter((currency) => currency !== 'USD').map((currency) => ({ countryId, currency })),
)

const minorFormats = intlCache<Intl.NumberFormat>()

function minorFormat(currency: PayoutCurrency, locale: string, withCode: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${withCode}`
  let format = minorFormats.get(key)
  if (!format) {
    const digits = CURRENCY_DIGITS[currency]
    format = new Intl.NumberFormat(locale, {
      // Dollars as '$' like every other dollar amount on screen; other currencies by their code, unambiguous for everyone.
      ...(withCode ? { style: 'currency', currency, currencyDisplay: currency === 'USD' ? 'symbol' : 'code' } : {}),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    minorFormats.set(key, format)
  }
  return format
}

/** 'KES 12,950.50' style ('$100.00' for dollars): an amount of `currency`'s minor units with the currency's own digits and its code. */
export const formatMinor = (minor: number, currency: PayoutCurrency, locale = 'en-US'): string =>
  minorFormat(currency, locale, true).format(minor / 10 ** CURRENCY_DIGITS[currency])

/** '12,950.50': the same without the code, for a field that shows the code beside it. */
export const formatMinorNumber = (minor: number, currency: PayoutCurrency, locale = 'en-US'): string =>
  minorFormat(currency, locale, false).format(minor / 10 ** CURRENCY_DIGITS[currency])

const currencyNames = intlCache<Intl.DisplayNames>()

/** 'Kenyan Shilling (KES)': a currency's name as a choice shows it. */
export function currencyChoiceLabel(currency: PayoutCurrency, locale = 'en-US'): string {
  let names = currencyNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'currency' })
    currencyNames.set(locale, names)
  }
  return `${names.of(currency) ?? currency} (${currency})`
}

/** What a destination pays out in unless the sender chooses otherwise: its own currency (US dollars in Somalia). */
export const defaultPayoutCurrency = (countryId: string): PayoutCurrency => payoutCurrenciesOf(countryId).at(-1) ?? 'USD'

/** Minor units as the API's decimal number (12950.5 for 1295050 KES cents, 370000 for 370000 UGX). */
export const minorToDecimal = (minor: number, currency: PayoutCurrency): number => minor / 10 ** CURRENCY_DIGITS[currency] + 0

/** The API's decimal back to minor units, exactly (the decimal came from {@link minorToDecimal}). */
export const decimalToMinor = (amount: number, currency: PayoutCurrency): number => Math.round(amount * 10 ** CURRENCY_DIGITS[currency]) + 0
