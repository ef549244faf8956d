import { describe, expect, it } from 'vitest'
import { balanceOf, isBalanced } from './journal'
import { SAMPLE_PAYOUT_ENTRY } from './testing/sample-payout-entry'

const payout = SAMPLE_PAYOUT_ENTRY

describe('a journal entry', () => {
  it('balances when debits equal credits in each currency on its own', () => {
    expect(isBalanced(payout)).toBe(true)
    // The same totals across currencies are not a balance: shillings never pay for dollars.
    const [held, fee, usd, kes, partner] = payout.lines
    if (!held || !fee || !usd || !kes || !partner) throw new Error('the sample has five lines')
    expect(isBalanced({ ...payout, lines: [held, fee, { ...usd, currency: 'KES' }, kes, partner] })).toBe(false)
    expect(isBalanced({ ...payout, lines: [held, fee, usd, kes, { ...partner, minor: 1_294_999 }] })).toBe(false)
  })

  it('has lines of positive whole minor units, and at least one', () => {
    const line = (minor: number) => ({ account: 'refunds-payable', currency: 'USD', side: 'debit', minor }) as const
    expect(isBalanced({ reason: 'refund', lines: [] })).toBe(false)
    expect(isBalanced({ reason: 'refund', lines: [line(0), { ...line(0), side: 'credit' }] })).toBe(false)
    expect(isBalanced({ reason: 'refund', lines: [line(10.5), { ...line(10.5), side: 'credit' }] })).toBe(false)
    expect(isBalanced({ reason: 'refund', lines: [line(-5), { ...line(-5), side: 'credit' }] })).toBe(false)
  })

  it('sums an account as debits less credits, by currency and partner', () => {
    expect(balanceOf([payout], 'partner-payable', 'KES')).toBe(-1_295_000)
    expect(balanceOf([payout], 'partner-payable', 'KES', 'ug:UGX')).toBe(0)
    expect(balanceOf([payout, payout], 'fee-revenue', 'USD')).toBe(-1_000)
  })
})
