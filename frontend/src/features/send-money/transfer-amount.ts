import { feeRatePercent, quote, type Quote } from '../../../../shared/money/fees'
import { fromCents } from '../../../../shared/money/money'
import { DEFAULT_MAX_TRANSFER_AMOUNT } from '../../../../shared/transfers/limits'
import { amountSchema } from '../../../../shared/transfers/transfer-schemas'

export { filterAmountText } from './amount-text'

/** The most one transfer can send online, so the page can say so before the wizard; the API enforces its stage's figure. */
export const MAX_TRANSFER_CENTS = DEFAULT_MAX_TRANSFER_AMOUNT * 100

export type AmountQuote =
  /** Nothing typed: no summary, Continue disabled. */
  | { kind: 'empty' }
  /** Typed but not sendable (0, above the maximum): the message, Continue disabled. */
  | { kind: 'invalid'; message: string }
  /** The fee summary (spec 4) and the rate applied, in percent. */
  | { kind: 'quoted'; quote: Quote; ratePercent: number }

/**
 * Fee and total of the typed amount (spec 4, 9): validated with the shared `amountSchema` (greater
 * than 0, at most 2 decimals, at most {@link MAX_TRANSFER_CENTS}), then the shared `quote`.
 */
export function quoteAmount(text: string, maxCents: number = MAX_TRANSFER_CENTS): AmountQuote {
  if (text.trim() === '') return { kind: 'empty' }
  const parsed = amountSchema(maxCents).safeParse(text)
  if (!parsed.success) return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? 'Enter an amount' }
  return { kind: 'quoted', quote: quote(fromCents(parsed.data)), ratePercent: feeRatePercent(parsed.data) }
}

/**
 * The amount in cents carried to the wizard in `?inputValue=`, or undefined when it is missing or not
 * sendable. Fees and total in the URL are not trusted: the wizard works them out again from this.
 */
export function amountFromQuery(inputValue: string | null, maxCents: number = MAX_TRANSFER_CENTS): number | undefined {
  if (inputValue === null) return undefined
  const parsed = amountSchema(maxCents).safeParse(inputValue)
  return parsed.success ? parsed.data : undefined
}
