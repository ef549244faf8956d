import { legalTexts } from '../i18n/legal-texts'
import { disclosureLabel } from '../i18n/legal-texts/disclosure-label'
import { en } from '../i18n/legal-texts/en'
import { INTL_LOCALES, type Locale } from '../i18n/locales'
import { decimalToMinor, formatMinor, type PayoutCurrency } from '../money/currencies'
import { rateLabel } from '../money/exchange-rate'
import { formatUsd } from '../money/money'
import { DISCLOSURE_ROW_KEYS, type DisclosureRowKey } from './disclosure-row-keys'

export { DISCLOSURE_ROW_KEYS, type DisclosureRowKey }

export type Rows = [label: string, value: string][]

export interface DisclosureFigures {
  amountCents: number
  feeCents: number
  totalCents: number
  rate: string
  currency: PayoutCurrency
  receiveAmount: number
}

/**
 * Each row's value, in `locale`'s words and formats. We charge no taxes and nobody else takes a fee
 * from a payout we make, so those rows are zero; a payout in US dollars exchanges nothing.
 */
export function disclosureValues(figures: DisclosureFigures, locale: Locale = 'en'): Record<DisclosureRowKey, string> {
  const intl = INTL_LOCALES[locale]
  const received = formatMinor(decimalToMinor(figures.receiveAmount, figures.currency), figures.currency, intl)
  return {
    transferAmount: formatUsd(figures.amountCents, intl),
    transferFees: formatUsd(figures.feeCents, intl),
    transferTaxes: formatUsd(0, intl),
    total: formatUsd(figures.totalCents, intl),
    exchangeRate: figures.currency === 'USD' ? legalTexts(locale).noExchange : rateLabel(figures.rate, figures.currency),
    amountInCurrency: received,
    otherFees: formatMinor(0, figures.currency, intl),
    totalToRecipient: received,
  }
}

/** The rows' English labels (the rule's own terms, from shared/i18n/legal-texts/en.ts). */
export function englishDisclosureLabel(key: DisclosureRowKey, currency: PayoutCurrency): string {
  return disclosureLabel(en, key, currency)
}

/** 1005.31(b)(1)(i)–(vii) in order, in English. */
export function disclosureRows(figures: DisclosureFigures): Rows {
  const values = disclosureValues(figures)
  return DISCLOSURE_ROW_KEYS.map((key) => [englishDisclosureLabel(key, figures.currency), values[key]])
}
