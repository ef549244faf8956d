import * as rateRoutes from '../../shared/api/route-table/rates/set-exchange-rate'
import { accepted, ok } from '../lib/responses'
import { route } from '../lib/route'
import { setExchangeRate } from '../services/exchange-rates'

/** 200 with the rate when the change applied; 202 with the proposal when it waits for a second approver. */
export const handler = route(rateRoutes.setExchangeRate, async ({ actor, params, body, now }) => {
  const outcome = await setExchangeRate(actor, params, body, now)
  return 'applied' in outcome ? ok(outcome.applied) : accepted(outcome.proposed)
})
