import { ExchangeRates } from '../../../features/rates/components/exchange-rates'

/** /dashboard/exchange-rates, the rates quotes use (verified staff; the API refuses others). */
export default function ExchangeRatesRoute() {
  return <ExchangeRates />
}
