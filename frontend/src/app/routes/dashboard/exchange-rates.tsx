import { ExchangeRates } from '../../../features/rates/components/exchange-rates'

/** Issue 15: /dashboard/exchange-rates, the rates quotes use (verified staff; the API refuses others). */
export default function ExchangeRatesRoute() {
  return <ExchangeRates />
}
