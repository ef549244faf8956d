import * as rateRoutes from '../../shared/api/route-table/rates/list-exchange-rate-history'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { exchangeRateHistory } from '../services/exchange-rates'

export const handler = route(rateRoutes.listExchangeRateHistory, async ({ actor, params }) =>
  ok(await exchangeRateHistory(actor, params.countryId, params.currency)),
)
