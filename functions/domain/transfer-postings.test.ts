import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { HoldReason } from '../../shared/compliance/hold'
import { balanceOf, isBalanced, netByCurrency, type JournalEntry } from '../../shared/ledger/journal'
import { CURRENCY_DIGITS, PAYOUT_CURRENCIES_BY_COUNTRY, type PayoutCurrency } from '../../shared/money/currencies'
import { customerRate, MAX_MARGIN_BPS, marginCents, rateText, receiveAmount } from '../../shared/money/exchange-rate'
import { computeFees } from '../../shared/money/fees'
import type { ActorRole } from '../../shared/transfers/transfer-lifecycle'
import { DomainError } from '../lib/errors'
import { sampleRecord } from '../lib/testing/sample-transfer-record'
import type { TransferRecord } from '../model/transfer-record'
import { apply, SYSTEM_ACTOR, type Action, type MoveActor } from './transfer-moves'
import { postingsOf } from './transfer-postings'

/**
 * The FX margin at payout: what the amount buys at the reference (mid-market) rate beyond what the
 * recipient receives at the customer rate is earned in `fx-margin-revenue`; the conversion takes the
 * rest. (The other postings are transfer-moves.test.ts's.)
 */

const staff: MoveActor = { id: 'staff-1', name: 'Sam Staff', role: 'staff' }
const ACTORS: Record<ActorRole, MoveActor> = { staff, sender: { id: 'owner-1', name: 'Amina Sender', role: 'sender' }, system: SYSTEM_ACTOR }
const at = new Date('2026-11-26T10:01:00.000Z')
const PAY_OUT: Action = { type: 'edit', changes: {}, country: undefined, status: 'PAID', holdReasons: [] }

/** The sample's $100 ($5 fee) paid out in Kenya at the local sample rate: reference 129.2, margin 1.5% → 127.262. */
const kenya = sampleRecord({
  payout: { currency: 'KES', rate: '127.262', receiveAmount: 12_726.2, receiveMinor: 1_272_620, dateAvailable: '2026-11-26', referenceRate: '129.2' },
})

const payoutOf = (record: TransferRecord): JournalEntry => {
  const [entry] = postingsOf(record, { ...record, status: 'PAID' })
  if (!entry) throw new Error('no payout posted')
  return entry
}

describe('the payout posts the FX margin', () => {
  it('earns $1.50 on $100 at 127.262 against 129.2: the conversion takes $98.50', () => {
    expect(payoutOf(kenya)).toEqual({
      reason: 'payout',
      lines: [
        { account: 'customer-funds-held', currency: 'USD', side: 'debit', minor: 10_500 },
        { account: 'fee-revenue', currency: 'USD', side: 'credit', minor: 500 },
        { account: 'fx-conversion', currency: 'USD', side: 'credit', minor: 9_850 },
        { account: 'fx-margin-revenue', currency: 'USD', side: 'credit', minor: 150 },
        { account: 'fx-conversion', currency: 'KES', side: 'debit', minor: 1_272_620 },
        { account: 'partner-payable', sub: 'ke:KES', currency: 'KES', side: 'credit', minor: 1_272_620 },
      ],
    })
    expect(isBalanced(payoutOf(kenya))).toBe(true)
  })

  it('posts no margin without a reference rate (transfers made before it was recorded) nor on dollars', () => {
    const { referenceRate: _referenceRate, ...older } = kenya.payout ?? { referenceRate: undefined }
    const lines = payoutOf(
      sampleRecord({
        payout: { ...older, currency: 'KES', rate: '127.262', receiveAmount: 12_726.2, receiveMinor: 1_272_620, dateAvailable: '2026-11-26' },
      }),
    ).lines
    expect(lines.map((line) => line.account)).not.toContain('fx-margin-revenue')
    expect(lines).toContainEqual({ account: 'fx-conversion', currency: 'USD', side: 'credit', minor: 10_000 })
    const dollars = sampleRecord({
      payout: { currency: 'USD', rate: '1', receiveAmount: 100, receiveMinor: 10_000, dateAvailable: '2026-11-26', referenceRate: '1' },
    })
    expect(payoutOf(dollars).lines.map((line) => line.account)).toEqual(['customer-funds-held', 'fee-revenue', 'partner-payable'])
  })

  it('posts it once, at the payout: the payment, hold, release and a refund carry none', () => {
    const held = apply(kenya, { type: 'hold', reasons: [{ kind: 'unscreened' }] }, SYSTEM_ACTOR, at)
    const released = apply(held.after, { type: 'release', reason: 'Cleared' }, staff, at)
    const cancelled = apply(released.after, { type: 'cancel', reason: 'Asked' }, staff, at)
    const created = postingsOf(undefined, kenya)
    for (const entry of [...created, ...held.postings, ...released.postings, ...cancelled.postings]) {
      expect(entry.lines.map((line) => line.account)).not.toContain('fx-margin-revenue')
    }
    const paid = apply(kenya, PAY_OUT, staff, at)
    expect(balanceOf(paid.postings, 'fx-margin-revenue', 'USD')).toBe(-150)
  })

  /** A transfer of `amountCents` to a rated destination, quoted at `reference` less `bps`, as a create records it. */
  const quotedRecord = (
    countryId: string,
    currency: PayoutCurrency,
    amountCents: number,
    reference: bigint,
    bps: number,
  ): TransferRecord | undefined => {
    const rate = customerRate(reference, bps)
    let receiveMinor: number
    try {
      receiveMinor = receiveAmount(amountCents, rate, currency)
    } catch {
      return undefined
    }
    const { feeCents, totalCents } = computeFees(amountCents)
    return sampleRecord({
      countryId,
      amountCents,
      feeCents,
      totalCents,
      payout: {
        currency,
        rate: rateText(rate),
        receiveAmount: receiveMinor / 10 ** CURRENCY_DIGITS[currency],
        receiveMinor,
        dateAvailable: '2026-11-26',
        referenceRate: rateText(reference),
      },
    })
  }

  const rated = Object.entries(PAYOUT_CURRENCIES_BY_COUNTRY).flatMap(([countryId, currencies]) =>
    currencies.filter((currency) => currency !== 'USD').map((currency) => ({ countryId, currency })),
  )
  const steps = fc.array(
    fc.tuple(
      fc.constantFrom<Action>(
        PAY_OUT,
        { type: 'cancel', reason: 'Asked' },
        { type: 'hold', reasons: [{ kind: 'unscreened' }] satisfies HoldReason[] },
        { type: 'release', reason: 'Cleared' },
        { type: 'open-claim', claimId: 'c1' },
        { type: 'resolve-claim', claimId: 'c1', refund: true },
      ),
      fc.constantFrom<ActorRole>('sender', 'staff', 'system'),
    ),
    { maxLength: 8 },
  )

  it('keeps every entry balanced per currency for any amount, rate and margin, and earns the margin only once paid out', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rated),
        fc.integer({ min: 1_000, max: 1_000_000 }),
        // From 1 to 99,999.99 units per dollar: every payout currency's rate is in there, and no payout rounds to nothing.
        fc.bigInt({ min: 1_000_000n, max: 99_999_999_999n }),
        fc.integer({ min: 0, max: MAX_MARGIN_BPS }),
        steps,
        ({ countryId, currency }, amountCents, reference, bps, actions) => {
          const start = quotedRecord(countryId, currency, amountCents, reference, bps)
          if (!start) return
          const journal: JournalEntry[] = [...postingsOf(undefined, start)]
          let record = start
          for (const [action, role] of actions) {
            let postings: JournalEntry[]
            try {
              const move = apply(record, action, ACTORS[role], at)
              record = move.after
              postings = [...move.postings]
            } catch (error) {
              if (error instanceof DomainError) continue
              throw error
            }
            expect(postings.every(isBalanced)).toBe(true)
            journal.push(...postings)
          }
          // The whole journal balances in every currency, and the margin is there exactly when paid out.
          expect([...netByCurrency(journal).values()].every((net) => net === 0)).toBe(true)
          const expected = marginCents(amountCents, start.payout?.receiveMinor ?? 0, reference, currency)
          const paidOut = journal.some((entry) => entry.reason === 'payout')
          expect(0 - balanceOf(journal, 'fx-margin-revenue', 'USD')).toBe(paidOut ? expected : 0)
          // Fee, margin and conversion together are what the sender paid.
          if (paidOut) {
            const earnedAndConverted = -balanceOf(journal, 'fee-revenue', 'USD') - balanceOf(journal, 'fx-margin-revenue', 'USD')
            const convertedUsd = journal
              .flatMap((entry) => entry.lines)
              .filter((line) => line.account === 'fx-conversion' && line.currency === 'USD')
              .reduce((sum, line) => sum + line.minor, 0)
            expect(earnedAndConverted + convertedUsd).toBe(start.totalCents)
          }
        },
      ),
    )
  })
})
