import { computeFees } from '../../money/fees'
import { fromCents } from '../../money/money'
import type { Quote } from '../quote'

/**
 * The figures of a quote paid out in dollars (1:1) for `amountCents`, the fee as the tiers charge
 * it: for quotes a test or the bench writes itself, without the rates.
 */
export function usdQuoteFigures(amountCents: number): Pick<Quote, 'amount' | 'fee' | 'total' | 'payoutCurrency' | 'rate' | 'receiveAmount'> {
  const { feeCents, totalCents } = computeFees(amountCents)
  return {
    amount: fromCents(amountCents),
    fee: fromCents(feeCents),
    total: fromCents(totalCents),
    payoutCurrency: 'USD',
    rate: '1',
    receiveAmount: fromCents(amountCents),
  }
}
