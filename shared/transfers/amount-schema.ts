import * as z from 'zod/mini'
import { decimalPlaces, formatUsd } from '../money/money'
import type { AmountRange } from './limits'

/*
 * The amount to send, on its own: the country page checks it (with the quote request) without
 * loading the rest of the payment's rules.
 */

/**
 * The amounts the create-transfer contract accepts (a cent to 1,000,000.00 USD): sanity bounds for
 * the contract. The server applies its stage's range.
 */
export const CONTRACT_AMOUNTS: AmountRange = { minCents: 1, maxCents: 100_000_000 }

export const AMOUNT_MESSAGE = 'Enter an amount greater than 0'
export const AMOUNT_DECIMALS_MESSAGE = 'Amounts have at most 2 decimal places'
/** The message for an amount above `maxCents`: 'Amounts above $10,000.00 cannot be sent online'. */
export const amountMaxMessage = (maxCents: number): string => `Amounts above ${formatUsd(maxCents)} cannot be sent online`
/** The message for an amount below `minCents`: 'The smallest amount you can send is $10.00'. */
export const amountMinMessage = (minCents: number): string => `The smallest amount you can send is ${formatUsd(minCents)}`

/** A positive decimal written without exponent or sign: '250', '250.5', '.5', '250.'. */
const DECIMAL_TEXT = /^(?:\d+(?:\.\d*)?|\.\d+)$/

/** The cents of a valid amount, or the message of its first broken rule. */
function amountCents(value: number | string, { minCents, maxCents }: AmountRange): number | string {
  let amount: number
  let places: number
  if (typeof value === 'number') {
    amount = value
    places = decimalPlaces(value)
  } else {
    const text = value.trim()
    if (!DECIMAL_TEXT.test(text)) return AMOUNT_MESSAGE
    amount = Number(text)
    // Trailing zeros are not places: '12.500' is 12.50.
    places = (text.split('.')[1] ?? '').replace(/0+$/, '').length
  }
  if (!(amount > 0)) return AMOUNT_MESSAGE
  if (places > 2) return AMOUNT_DECIMALS_MESSAGE
  // At most 2 places: the float product is within a hair of the exact cents.
  const cents = Math.round(amount * 100)
  if (!Number.isSafeInteger(cents) || cents > maxCents) return amountMaxMessage(maxCents)
  if (cents < minCents) return amountMinMessage(minCents)
  return cents
}

/**
 * The amount to send in USD (the wizard's inputValue): a number, or a numeric string such as
 * '250.50', greater than 0, with at most 2 decimal places, within `range`. The output is the amount
 * in integer cents. Messages, first broken rule only: {@link AMOUNT_MESSAGE} (also for a missing or
 * non-numeric value), {@link AMOUNT_DECIMALS_MESSAGE}, {@link amountMaxMessage}, {@link amountMinMessage}.
 */
export function amountSchema(range: AmountRange) {
  const { minCents, maxCents } = range
  if (!Number.isSafeInteger(minCents) || !Number.isSafeInteger(maxCents) || minCents < 1 || maxCents < minCents) {
    throw new RangeError(`The amount range must be whole cents, 1 ≤ min ≤ max: ${minCents}–${maxCents}`)
  }
  return z.pipe(
    z.union([z.number(), z.string()], { error: AMOUNT_MESSAGE }),
    z.transform((value: number | string, ctx): number => {
      const cents = amountCents(value, range)
      if (typeof cents === 'number') return cents
      ctx.issues.push({ code: 'custom', message: cents, input: value })
      return z.NEVER
    }),
  )
}
