import { disclosureLabel } from '../i18n/legal-texts/disclosure-label'
import { en } from '../i18n/legal-texts/en'
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
 * Each row's value, formatted in `locale`. We charge no taxes and nobody else takes a fee from a
 * payout we make, so those rows are zero.
 */
export function disclosureValues(figures: DisclosureFigures, locale = 'en-US'): Record<DisclosureRowKey, string> {
  const received = formatMinor(decimalToMinor(figures.receiveAmount, figures.currency), figures.currency, locale)
  return {
    transferAmount: formatUsd(figures.amountCents, locale),
    transferFees: formatUsd(figures.feeCents, locale),
    transferTaxes: formatUsd(0, locale),
    total: formatUsd(figures.totalCents, locale),
    exchangeRate: rateLabel(figures.rate, figures.currency),
    amountInCurrency: received,
    otherFees: formatMinor(0, figures.currency, locale),
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
