import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import useSWR from 'swr'
import { rateRoutes } from '../../../../../shared/api/route-table/rates'
import type { PayoutCurrency } from '../../../../../shared/money/currencies'
import type { ExchangeRate, SetExchangeRate } from '../../../../../shared/rates/exchange-rates'
import { cacheKeys } from '../../../lib/cache-keys'
import { useAuthedCall, type AuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

export interface RateTarget {
  countryId: string
  currency: PayoutCurrency
}

/** `GET /api/rates` (verified staff): every rate set. Keyed by the viewer, so another user on this tab never sees a cached list. */
export function useExchangeRates() {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  return useSWR<ExchangeRate[], Error>(cacheKeys.exchangeRates(viewer), async () => (await call(rateRoutes.listExchangeRates, {})).items, {
    revalidateOnFocus: false,
  })
}

/** `GET /api/rates/{countryId}/{currency}/history`: one rate's changes, newest first; null target: nothing asked. */
export function useRateHistory(target: RateTarget | null) {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  return useSWR<ExchangeRate[], Error>(
    target ? cacheKeys.exchangeRateHistory(viewer, target.countryId, target.currency) : null,
    async () => (target ? (await call(rateRoutes.listExchangeRateHistory, { params: { ...target } })).items : []),
    { revalidateOnFocus: false },
  )
}

/** `PUT /api/rates/{countryId}/{currency}`: the rate as the server recorded it (customer rate derived there); `i18n` words the fallback error. */
export function setExchangeRate(call: AuthedCall, target: RateTarget, change: SetExchangeRate, i18n: I18n): Promise<ExchangeRate> {
  return call(rateRoutes.setExchangeRate, {
    params: { ...target },
    body: change,
    fallbackMessage: i18n._(msg`Could not change the rate. Please try again.`),
  })
}
