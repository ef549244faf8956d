import { decimalToMinor, formatMinor, type PayoutCurrency } from '../money/currencies'
import { rateLabel } from '../money/exchange-rate'
import { formatUsd } from '../money/money'

export type Rows = [label: string, value: string][]

/** 1005.31(b)(1)(i)–(vii) in order. We charge no taxes and nobody else takes a fee from a payout we make, so those rows are zero. */
export function disclosureRows(figures: {
  amountCents: number
  feeCents: number
  totalCents: number
  rate: string
  currency: PayoutCurrency
  receiveAmount: number
}): Rows {
  const received = formatMinor(decimalToMinor(figures.receiveAmount, figures.currency), figures.currency)
  return [
    ['Transfer amount', formatUsd(figures.amountCents)],
    ['Transfer fees', formatUsd(figures.feeCents)],
    ['Transfer taxes', formatUsd(0)],
    ['Total', formatUsd(figures.totalCents)],
    ['Exchange rate', rateLabel(figures.rate, figures.currency)],
    [`Transfer amount in ${figures.currency}`, received],
    ['Other fees', formatMinor(0, figures.currency)],
    ['Total to recipient', received],
  ]
}
