import type { PayoutCurrency } from '../../shared/money/currencies'
import { rateFigures } from '../../shared/money/exchange-rate'
import { getRate, putRate } from '../store/exchange-rates-store'

/**
 * Rates `npm start` sets where none is set yet, so the local stack quotes every currency. Clearly
 * labelled samples (round figures near late-2026 markets), never market data: a deployed stage gets
 * none and refuses local-currency quotes until an admin sets a rate.
 */
const SAMPLE_RATES: readonly { countryId: string; currency: PayoutCurrency; referenceRate: string; marginBps: number }[] = [
  { countryId: 'ke', currency: 'KES', referenceRate: '129.2', marginBps: 150 },
  { countryId: 'et', currency: 'ETB', referenceRate: '155', marginBps: 200 },
  { countryId: 'ug', currency: 'UGX', referenceRate: '3650', marginBps: 150 },
  { countryId: 'tz', currency: 'TZS', referenceRate: '2450', marginBps: 150 },
  { countryId: 'dj', currency: 'DJF', referenceRate: '177.721', marginBps: 100 },
  { countryId: 'rw', currency: 'RWF', referenceRate: '1450', marginBps: 150 },
  { countryId: 'tr', currency: 'TRY', referenceRate: '42.5', marginBps: 100 },
]

const SAMPLE_RATES_BY = { id: 'local-sample-rates', name: 'Sample rates (npm start)' } as const

/** Sets each sample rate that has no rate yet (an admin's own rate is left alone). Returns how many were set. */
export async function seedSampleRates(now: Date): Promise<number> {
  let set = 0
  for (const sample of SAMPLE_RATES) {
    if (await getRate(sample.countryId, sample.currency)) continue
    await putRate({
      countryId: sample.countryId,
      currency: sample.currency,
      ...rateFigures(sample.referenceRate, sample.marginBps),
      setBy: SAMPLE_RATES_BY,
      setAt: now.toISOString(),
      reason: 'Sample rate for local development, not market data',
      version: 1,
    })
    set++
  }
  return set
}
