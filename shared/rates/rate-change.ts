import { parseRate } from '../money/exchange-rate'

/**
 * Rate sanity: how far a new rate is from the one it replaces. A change of more than
 * {@link LARGE_RATE_CHANGE_BPS} (a ×10 or ×100 typo, a currency mixed up) is not applied at once: the
 * request must confirm it, and it waits for a second verified staff member's approval (four eyes).
 * No zod here: the Exchange Rates screen shows the same figures while the change is typed.
 */

/** More than this (10%, in basis points) away from the current rate is a large change. */
export const LARGE_RATE_CHANGE_BPS = 1000

/** A rate's figures the judgement reads: what customers get, and the mid-market rate it is derived from. */
export interface RateFigures {
  customerRate: string
  referenceRate: string
}

/**
 * The change from `from` to `to` in basis points (hundredths of a percent: +150 is +1.50%), rounded
 * half away from zero. Exact: both rates are integers of millionths.
 */
export function changeBps(from: string, to: string): number {
  const before = parseRate(from)
  const delta = (parseRate(to) - before) * 10_000n
  const sign = delta < 0n ? -1n : 1n
  const magnitude = delta * sign
  const rounded = (magnitude * 2n + before) / (before * 2n)
  return Number(rounded * sign)
}

/** Whether `to` is more than 10% away from `from`, judged exactly (|to − from| × 10000 > from × 1000), not on a rounded figure. */
function isLarge(from: string, to: string): boolean {
  const before = parseRate(from)
  const delta = parseRate(to) - before
  const magnitude = delta < 0n ? -delta : delta
  return magnitude * 10_000n > before * BigInt(LARGE_RATE_CHANGE_BPS)
}

export interface RateChange {
  /** The customer rate's change, in basis points; undefined for a first rate (nothing to compare with). */
  customerChangeBps: number | undefined
  /** The reference rate's change, in basis points; undefined for a first rate. */
  referenceChangeBps: number | undefined
  /** Needs confirming and a second approver: either rate moves more than 10%, or there is no rate yet to compare with. */
  large: boolean
}

/**
 * Judges a change of a rate from `current` (undefined: the currency's first rate) to `next`. Both
 * the customer rate and the reference are compared: a typo in the reference moves both, and a margin
 * change moves the customer rate alone. A first rate counts as large: nothing vouches for it.
 */
export function judgeRateChange(current: RateFigures | undefined, next: RateFigures): RateChange {
  if (!current) return { customerChangeBps: undefined, referenceChangeBps: undefined, large: true }
  return {
    customerChangeBps: changeBps(current.customerRate, next.customerRate),
    referenceChangeBps: changeBps(current.referenceRate, next.referenceRate),
    large: isLarge(current.customerRate, next.customerRate) || isLarge(current.referenceRate, next.referenceRate),
  }
}

/** A change or a proposal that names a version of the rate no longer current (another change came first): 409. */
export const RATE_CHANGED_MESSAGE = 'Someone changed this rate meanwhile. Reload to see the current rate, then try again.'

/** Why a rate change or a decision on one was refused (409, or 403 for approving one's own), by its stable `code`. */
export const RATE_CHANGE_REFUSALS = {
  RATE_CHANGE_UNCONFIRMED:
    'This rate is new, or more than 10% away from the current one. Check the figures and confirm: another verified staff member must then approve it.',
  RATE_PROPOSAL_PENDING: 'A change of this rate is waiting for approval. Approve or reject it first.',
  RATE_PROPOSAL_GONE: 'This proposal was decided or withdrawn meanwhile. Reload to see the current rate.',
  RATE_SELF_APPROVAL: 'You proposed this change: another verified staff member must approve it.',
} as const
