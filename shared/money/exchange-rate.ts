import { CURRENCY_DIGITS, type PayoutCurrency } from './currencies'

/**
 * Exchange rates are exact decimals (units of the payout currency per US dollar) with at most
 * {@link RATE_DECIMALS} places, written as strings on the API and held as integers of millionths
 * (BigInt) in arithmetic: no float ever touches a rate or a payout. No zod here: the public country
 * page shows rates with this module (their schemas are in shared/rates/exchange-rates.ts).
 */
const RATE_DECIMALS = 6
/** The shape of a rate's text (see RateTextSchema): its whole part and its decimals. */
export const RATE_PATTERN = new RegExp(`^(\\d{1,7})(?:\\.(\\d{1,${RATE_DECIMALS}}))?$`)
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS)
/** The largest margin an admin may set: 10% (in basis points). */
export const MAX_MARGIN_BPS = 1000

export const RATE_MESSAGES = {
  format: `A rate is a positive number with at most ${RATE_DECIMALS} decimal places, e.g. 129.5`,
  margin: `The margin is a whole number of basis points from 0 to ${MAX_MARGIN_BPS}`,
} as const

/** '129.5' → 129500000n (millionths). Throws a RangeError for anything {@link RateTextSchema} refuses. */
export function parseRate(text: string): bigint {
  const match = RATE_PATTERN.exec(text.trim())
  if (!match?.[1]) throw new RangeError(`Not a rate: ${text}`)
  const micros = BigInt(match[1]) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(RATE_DECIMALS, '0'))
  if (micros <= 0n) throw new RangeError(`A rate must be positive: ${text}`)
  return micros
}

/** 129500000n → '129.5' (the shortest exact decimal; at least one digit after the point only when needed). */
export function rateText(micros: bigint): string {
  const whole = micros / RATE_SCALE
  const fraction = (micros % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}

/**
 * The rate a customer gets: the reference (mid-market) rate less our margin, rounded down to the
 * millionth, so the disclosed rate never promises more than reference × (1 − margin).
 */
export function customerRate(referenceMicros: bigint, marginBps: number): bigint {
  if (!Number.isInteger(marginBps) || marginBps < 0 || marginBps > MAX_MARGIN_BPS) throw new RangeError(`Not a margin: ${marginBps}`)
  return (referenceMicros * BigInt(10_000 - marginBps)) / 10_000n
}

/** A rate as it is recorded: the reference written back exactly, the margin, and the customer rate derived from both. */
export function rateFigures(referenceRate: string, marginBps: number): { referenceRate: string; marginBps: number; customerRate: string } {
  const reference = parseRate(referenceRate)
  return { referenceRate: rateText(reference), marginBps, customerRate: rateText(customerRate(reference, marginBps)) }
}

/**
 * What the recipient receives for `amountCents` US cents at `rateMicros`, in `currency`'s minor
 * units, rounded down (the payout never exceeds the disclosed rate): cents × rate × 10^digits /
 * (100 × 10^6), exactly.
 */
export function receiveAmount(amountCents: number, rateMicros: bigint, currency: PayoutCurrency): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`Not an amount of cents: ${amountCents}`)
  const minor = (BigInt(amountCents) * rateMicros * 10n ** BigInt(CURRENCY_DIGITS[currency])) / (100n * RATE_SCALE)
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('The payout is too large to represent')
  return Number(minor)
}

/**
 * The fewest US cents whose payout at `rateMicros` reaches `receiveMinor` of `currency`: the
 * inverse of {@link receiveAmount}, rounded up, so a sender who asks that the recipient get an
 * amount pays no cent more than it takes, and the recipient gets at least that amount (at most one
 * cent's worth more, the payout being rounded down as always).
 */
export function sendCentsFor(receiveMinor: number, rateMicros: bigint, currency: PayoutCurrency): number {
  if (!Number.isSafeInteger(receiveMinor) || receiveMinor < 0) throw new RangeError(`Not an amount of minor units: ${receiveMinor}`)
  if (rateMicros <= 0n) throw new RangeError('A rate must be positive')
  const numerator = BigInt(receiveMinor) * 100n * RATE_SCALE
  const denominator = rateMicros * 10n ** BigInt(CURRENCY_DIGITS[currency])
  const cents = (numerator + denominator - 1n) / denominator
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('The amount is too large to represent')
  return Number(cents)
}

/**
 * The FX margin of a payout, in US cents: the amount sent less what the recipient's payout is worth
 * at the reference (mid-market) rate, `receiveMinor` × 100 × 10^6 / (reference × 10^digits). That
 * worth is rounded up, so the margin is rounded down: in the customer's favour, never a cent of
 * revenue more than the rates earned. Zero when the payout is worth the whole amount or more (a
 * customer rate at or above the reference, which the margin rule never derives).
 */
export function marginCents(amountCents: number, receiveMinor: number, referenceMicros: bigint, currency: PayoutCurrency): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`Not an amount of cents: ${amountCents}`)
  if (!Number.isSafeInteger(receiveMinor) || receiveMinor < 0) throw new RangeError(`Not an amount of minor units: ${receiveMinor}`)
  if (referenceMicros <= 0n) throw new RangeError('A reference rate must be positive')
  const numerator = BigInt(receiveMinor) * 100n * RATE_SCALE
  const denominator = referenceMicros * 10n ** BigInt(CURRENCY_DIGITS[currency])
  const worthCents = (numerator + denominator - 1n) / denominator
  const margin = BigInt(amountCents) - worthCents
  return margin > 0n ? Number(margin) : 0
}

/**
 * '1 USD = 129.50 KES', '1 USD = 3,702.41 UGX': the rate grouped in thousands with at least two
 * decimals, exact (no float). US dollars keep the spec's own label, '1 USD = 1.0 USD'.
 */
export function rateLabel(rate: string, currency: PayoutCurrency): string {
  if (currency === 'USD') return '1 USD = 1.0 USD'
  const [whole = '0', fraction = ''] = rate.split('.')
  return `1 USD = ${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction.padEnd(2, '0')} ${currency}`
}
