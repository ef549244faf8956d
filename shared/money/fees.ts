/** Amounts above this (3000.00 USD) pay the lower rate; 3000.00 itself pays the standard rate (spec 4, 9). */
export const FEE_THRESHOLD_CENTS = 300_000
/** Fee rate in percent up to and including {@link FEE_THRESHOLD_CENTS}. */
const STANDARD_FEE_PERCENT = 5
/** Fee rate in percent above {@link FEE_THRESHOLD_CENTS}. */
export const REDUCED_FEE_PERCENT = 3

/** The recipient gets what was sent: payouts are in USD at a fixed rate (spec 2.4, 4). */
export const EXCHANGE_RATE = 1
/** The exchange-rate row of the wizard's payment summary, exactly as the spec writes it. */
export const EXCHANGE_RATE_LABEL = '1 USD = 1.0 USD'

export interface Fees {
  amountCents: number
  feeCents: number
  /** amountCents + feeCents */
  totalCents: number
}

function assertAmountCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || !Number.isSafeInteger(amountCents * STANDARD_FEE_PERCENT + 50)) {
    throw new RangeError(`An amount must be a whole, non-negative number of cents: ${amountCents}`)
  }
}

/** 5 (percent) up to and including 3000.00 USD, 3 above it. */
export function feeRatePercent(amountCents: number): number {
  assertAmountCents(amountCents)
  return amountCents > FEE_THRESHOLD_CENTS ? REDUCED_FEE_PERCENT : STANDARD_FEE_PERCENT
}

/**
 * Fee and total of a transfer of `amountCents` (spec 4, 9; DESIGN.md 6): fee = amount × rate,
 * rounded half-up to the cent, in integer arithmetic only; total = amount + fee. Throws a
 * RangeError for a negative, fractional or unsafe amount.
 */
export function computeFees(amountCents: number): Fees {
  const rate = feeRatePercent(amountCents)
  // amount × rate / 100, plus half a cent, truncated: exact half-up for non-negative integers.
  const feeCents = Math.floor((amountCents * rate + 50) / 100)
  return { amountCents, feeCents, totalCents: amountCents + feeCents }
}

/**
 * The smallest amount that pays the reduced rate, when sending it costs no more in fees
 * than `amountCents` does, else undefined. From $1,799.90 up to $3,000.00 the 5% fee is already at
 * least the $90.00 that 3% of $3,000.01 costs, so sending a little more lowers the fee.
 */
export function reducedRateNudge(amountCents: number): number | undefined {
  if (amountCents > FEE_THRESHOLD_CENTS) return undefined
  const reduced = FEE_THRESHOLD_CENTS + 1
  return computeFees(amountCents).feeCents >= computeFees(reduced).feeCents ? reduced : undefined
}
