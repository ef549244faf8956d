import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { AMOUNT_MESSAGE } from '../transfers/amount-schema'
import { quoteRequestSchema, RECEIVE_AMOUNT_MESSAGES } from './quote'

const schema = quoteRequestSchema({ minCents: 1_000, maxCents: 1_000_000 })
const base = { countryId: 'ke', payoutCurrency: 'KES', paymentType: 'Mobile Money' } as const

/** The field messages of a refused request. */
function refusals(body: Record<string, unknown>): Record<string, string> {
  const result = z.safeParse(schema, body)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
}

describe('a quote request', () => {
  it('takes the amount to send, in cents, or what the recipient is to get, as it is', () => {
    expect(z.parse(schema, { ...base, amount: '100.50' })).toMatchObject({ amount: 10_050 })
    expect(z.parse(schema, { ...base, receiveAmount: 12_950.5 })).toMatchObject({ receiveAmount: 12_950.5 })
    expect(z.parse(schema, { ...base, amount: 100 })).not.toHaveProperty('receiveAmount')
  })

  it('refuses neither, both, and more decimals than the payout currency has', () => {
    expect(refusals(base)).toEqual({ amount: AMOUNT_MESSAGE })
    expect(refusals({ ...base, amount: 100, receiveAmount: 12_950 })).toEqual({ receiveAmount: RECEIVE_AMOUNT_MESSAGES.both })
    expect(refusals({ ...base, receiveAmount: 1.005 })).toEqual({ receiveAmount: RECEIVE_AMOUNT_MESSAGES.decimals })
    expect(refusals({ ...base, payoutCurrency: 'UGX', countryId: 'ug', receiveAmount: 1000.5 })).toEqual({
      receiveAmount: RECEIVE_AMOUNT_MESSAGES.decimals,
    })
    expect(refusals({ ...base, receiveAmount: 0 })).toEqual({ receiveAmount: AMOUNT_MESSAGE })
    expect(refusals({ ...base, receiveAmount: '12950' })).toEqual({ receiveAmount: AMOUNT_MESSAGE })
    // Not an object at all: refused, never thrown at.
    for (const body of [null, 'x', 42, []]) expect(z.safeParse(schema, body).success).toBe(false)
    // The amount sent keeps its own rules and messages.
    expect(refusals({ ...base, amount: 5 })).toEqual({ amount: 'The smallest amount you can send is $10.00' })
  })
})
