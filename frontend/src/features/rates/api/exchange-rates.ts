import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import useSWR from 'swr'
import { rateRoutes } from '../../../../../shared/api/route-table/rates'
import type { PayoutCurrency } from '../../../../../shared/money/currencies'
import type { DecideRateProposal, ExchangeRate, RateDecisionAnswer, RateProposal, SetExchangeRate } from '../../../../../shared/rates/exchange-rates'
import { cacheKeys } from '../../../lib/cache-keys'
import { useAuthedCall, type AuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

export interface RateTarget {
  countryId: string
  currency: PayoutCurrency
}

/** The rates set and the large changes waiting for a second verified staff member. */
export interface RatesAnswer {
  items: ExchangeRate[]
  proposals: RateProposal[]
}

/** `GET /api/rates` (verified staff): every rate set and every proposal waiting. Keyed by the viewer, so another user on this tab never sees a cached list. */
export function useExchangeRates() {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  return useSWR<RatesAnswer, Error>(cacheKeys.exchangeRates(viewer), () => call(rateRoutes.listExchangeRates, {}), { revalidateOnFocus: false })
}

/** `GET /api/rates/{countryId}/{currency}/history`: one rate's changes and decided proposals, newest first; null target: nothing asked. */
export function useRateHistory(target: RateTarget | null) {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  return useSWR(
    target ? cacheKeys.exchangeRateHistory(viewer, target.countryId, target.currency) : null,
    async () => (target ? call(rateRoutes.listExchangeRateHistory, { params: { ...target } }) : { items: [], proposals: [] }),
    { revalidateOnFocus: false },
  )
}

/** What a change did: applied at once (the rate as the server recorded it), or proposed for a second approver. */
export type RateChangeAnswer = { applied: ExchangeRate } | { proposed: RateProposal }

/**
 * `PUT /api/rates/{countryId}/{currency}`: 200 with the rate as recorded (customer rate derived
 * there), or 202 with the proposal a large change became; `i18n` words the fallback error.
 */
export async function setExchangeRate(call: AuthedCall, target: RateTarget, change: SetExchangeRate, i18n: I18n): Promise<RateChangeAnswer> {
  const answer = await call(rateRoutes.setExchangeRate, {
    params: { ...target },
    body: change,
    fallbackMessage: i18n._(msg`Could not change the rate. Please try again.`),
  })
  return 'proposalId' in answer ? { proposed: answer } : { applied: answer }
}

/** `POST /api/rates/{countryId}/{currency}/proposal`: approve or reject the waiting proposal. */
export function decideRateProposal(call: AuthedCall, target: RateTarget, decision: DecideRateProposal, i18n: I18n): Promise<RateDecisionAnswer> {
  return call(rateRoutes.decideRateProposal, {
    params: { ...target },
    body: decision,
    fallbackMessage: i18n._(msg`Could not record the decision. Please try again.`),
  })
}
