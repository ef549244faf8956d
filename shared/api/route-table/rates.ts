import { routeTable } from '../route-definition'
import { listExchangeRateHistory } from './rates/list-exchange-rate-history'
import { listExchangeRates } from './rates/list-exchange-rates'
import { setExchangeRate } from './rates/set-exchange-rate'

/** Exchange rates into the destinations' currencies, managed by admins. */
export const rateRoutes = routeTable(listExchangeRates, setExchangeRate, listExchangeRateHistory)
