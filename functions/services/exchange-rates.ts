import { isVerifiedStaff } from '../../shared/auth/permissions'
import { RATED_CURRENCIES, type PayoutCurrency } from '../../shared/money/currencies'
import { rateFigures } from '../../shared/money/exchange-rate'
import type { ExchangeRate, SetExchangeRate } from '../../shared/rates/exchange-rates'
import { QUOTE_MESSAGES } from '../../shared/rates/quote'
import { ForbiddenError, NotFoundError } from '../lib/errors'
import type { Actor } from '../model/actor'
import { listRates, putRate, rateHistory } from '../store/exchange-rates-store'

const RATE_STAFF_ONLY = 'Only verified staff can see and change exchange rates'

/** Margins are staff's alone, and an unverified admin is a sender: verified staff only. */
function requireVerifiedStaff(actor: Actor): void {
  if (!isVerifiedStaff(actor)) throw new ForbiddenError(RATE_STAFF_ONLY)
}

/** Every rate an admin has set, with its margin. */
export async function listExchangeRates(actor: Actor): Promise<ExchangeRate[]> {
  requireVerifiedStaff(actor)
  return listRates()
}

/** A destination's local payout currency that takes a rate (USD is always 1:1 and is never set). */
function assertRated(countryId: string, currency: PayoutCurrency): void {
  if (!RATED_CURRENCIES.some((rated) => rated.countryId === countryId && rated.currency === currency)) {
    throw new NotFoundError(QUOTE_MESSAGES.notOffered)
  }
}

/**
 * A verified admin's change of a rate: the customer rate is derived from the reference
 * rate and the margin here, never sent by the browser; who, when and why are recorded with it, and
 * the change names the version it replaces, so a stale screen cannot overwrite a newer rate.
 */
export async function setExchangeRate(
  actor: Actor,
  target: { countryId: string; currency: PayoutCurrency },
  change: SetExchangeRate,
  now: Date,
): Promise<ExchangeRate> {
  requireVerifiedStaff(actor)
  assertRated(target.countryId, target.currency)
  // The write is conditional on the version it replaces: a stale screen gets putRate's 409.
  const rate: ExchangeRate = {
    ...target,
    ...rateFigures(change.referenceRate, change.marginBps),
    setBy: { id: actor.sub, name: `${actor.firstName} ${actor.lastName}` },
    setAt: now.toISOString(),
    reason: change.reason,
    version: change.expectedVersion + 1,
  }
  await putRate(rate)
  return rate
}

/** Every change of a rate the destination offers, newest first. */
export async function exchangeRateHistory(actor: Actor, countryId: string, currency: PayoutCurrency): Promise<ExchangeRate[]> {
  requireVerifiedStaff(actor)
  assertRated(countryId, currency)
  return rateHistory(countryId, currency)
}
