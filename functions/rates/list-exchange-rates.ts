import * as rateRoutes from '../../shared/api/route-table/rates/list-exchange-rates'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listExchangeRates } from '../services/exchange-rates'

export const handler = route(rateRoutes.listExchangeRates, async ({ actor }) => ok(await listExchangeRates(actor)))
