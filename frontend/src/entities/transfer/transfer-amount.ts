import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import * as z from 'zod/mini'
import type { PayoutCurrency } from '../../../../shared/money/currencies'
import type { PaymentType } from '../../../../shared/transfers/transfer-options'
import { computeFees, feeRatePercent, type Fees } from '../../../../shared/money/fees'
import type { AmountRange } from '../../../../shared/transfers/limits'
import { amountSchema } from '../../../../shared/transfers/amount-schema'

export { filterAmountText } from './amount-text'

export type AmountQuote =
  /** Nothing typed: no summary, Continue disabled. */
  | { kind: 'empty' }
  /**
   * Typed but not sendable (0, below the minimum, above the maximum): the message, Continue disabled.
   * The shared schema's own text, or ours (a descriptor, shown in the reader's language) when it gave none.
   */
  | { kind: 'invalid'; message: string | MessageDescriptor }
  /** The fee summary (spec 4) and the rate applied, in percent. */
  | { kind: 'quoted'; fees: Fees; ratePercent: number }

/**
 * Fee and total of the typed amount (spec 4, 9): validated with the shared `amountSchema` (greater
 * than 0, at most 2 decimals, within `amounts`: the destination's range as the API gives it), then
 * the shared `computeFees`, in cents.
 */
export function quoteAmount(text: string, amounts: AmountRange): AmountQuote {
  if (text.trim() === '') return { kind: 'empty' }
  const parsed = amountSchema(amounts).safeParse(text)
  if (!parsed.success) return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? msg`Enter an amount` }
  return feeQuote(parsed.data)
}

/** The fee summary (spec 4) of a valid amount in cents. */
export const feeQuote = (cents: number): Extract<AmountQuote, { kind: 'quoted' }> => ({
  kind: 'quoted',
  fees: computeFees(cents),
  ratePercent: feeRatePercent(cents),
})

/** The country page's form (react-hook-form): the amount as typed, the payout currency and how the recipient receives it. */
export interface CountryFormValues {
  amount: string
  currency: PayoutCurrency
  paymentType: PaymentType
}

/**
 * The country page's form resolver: the amount as typed, judged by the shared `amountSchema` with
 * the destination's range (the currency and receive method are choices from lists); the output is
 * its cents. Here, with the lazily loaded rules, so the page's first load has neither zod nor the resolver.
 */
export const countryAmountResolver = (amounts: AmountRange): Resolver<CountryFormValues, unknown, { amount: number }> =>
  zodResolver(z.object({ amount: amountSchema(amounts) })) as unknown as Resolver<CountryFormValues, unknown, { amount: number }>

/**
 * The amount in cents carried to the wizard in `?inputValue=`, or undefined when it is missing or not
 * sendable. Fees and total in the URL are not trusted: the wizard works them out again from this.
 */
export function amountFromQuery(inputValue: string | null, amounts: AmountRange): number | undefined {
  if (inputValue === null) return undefined
  const parsed = amountSchema(amounts).safeParse(inputValue)
  return parsed.success ? parsed.data : undefined
}

// The country page asks for its quote with the amount's rules: both load when the amount is first focused.
export { requestQuote, requestReceiveQuote } from './api/request-quote'
