import type { TransferStatus } from '../../shared/transfers/transfer-options'
import { BadRequestError, TooManyRequestsError, UnauthorizedError } from '../lib/errors'
import { METRICS } from '../lib/metric-names'
import { addMetric } from '../lib/metrics'

/**
 * What the business metrics count, called where each event's write has succeeded (never before:
 * a refused or failed write counts nothing). Published once per request by the route wrapper.
 */

/** A transfer stored by a create: one more, its amount added to the money sent, and one held when it was created on hold. */
export function countCreated(record: { amountCents: number; status: TransferStatus }): void {
  addMetric(METRICS.transfersCreated)
  addMetric(METRICS.moneyVolumeUsdCents, record.amountCents)
  if (record.status === 'ON_HOLD') addMetric(METRICS.transfersHeld)
}

/**
 * A stored change of a transfer's status: a payout, a cancellation (by its sender, by staff, a
 * rejected review or a claim's refund) or a hold (a renamed recipient screened again).
 */
export function countStatusChange(before: { status: TransferStatus }, after: { status: TransferStatus }): void {
  if (after.status === before.status) return
  if (after.status === 'PAID') addMetric(METRICS.transfersPaidOut)
  if (after.status === 'CANCELLED') addMetric(METRICS.transfersCancelled)
  if (after.status === 'ON_HOLD') addMetric(METRICS.transfersHeld)
}

/**
 * A sign-in step's answer; a refusal is counted first as a sign-in failure: a wrong or unknown
 * address or password, or an expired challenge (401), a wrong code (400: the checks on the request's
 * shape ran before the handler), or an attempt refused by the lockout (429). A right password whose
 * address still waits for its e-mail code (403) or a fault (5xx) is no failure of the caller's.
 */
export async function countingSignInFailures<T>(signingIn: Promise<T>): Promise<T> {
  try {
    return await signingIn
  } catch (error) {
    if (error instanceof UnauthorizedError || error instanceof BadRequestError || error instanceof TooManyRequestsError)
      addMetric(METRICS.signInFailures)
    throw error
  }
}
