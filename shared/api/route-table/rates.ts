import { routeTable } from '../route-definition'
import { decideRateProposal } from './rates/decide-rate-proposal'
import { listExchangeRateHistory } from './rates/list-exchange-rate-history'
import { listExchangeRates } from './rates/list-exchange-rates'
import { setExchangeRate } from './rates/set-exchange-rate'

/** Exchange rates into the destinations' currencies, managed by admins (a large change by two). */
export const rateRoutes = routeTable(listExchangeRates, setExchangeRate, decideRateProposal, listExchangeRateHistory)
