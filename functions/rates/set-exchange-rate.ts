import * as rateRoutes from '../../shared/api/route-table/rates/set-exchange-rate'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { setExchangeRate } from '../services/exchange-rates'

export const handler = route(rateRoutes.setExchangeRate, async ({ actor, params, body, now }) => ok(await setExchangeRate(actor, params, body, now)))
