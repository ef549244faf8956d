import { ExchangeRates } from '../../../features/rates/components/exchange-rates'

/** Issue 15: /dashboard/exchange-rates, the rates quotes use (verified staff; the API refuses others). */
export function ExchangeRatesRoute() {
  return <ExchangeRates />
}

export default ExchangeRatesRoute
