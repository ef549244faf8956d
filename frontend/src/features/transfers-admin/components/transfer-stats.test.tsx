import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { figuresOfTransfer } from '../../../../../shared/transfers/transfer-figures'
import type { TransferStats } from '../../../../../shared/transfers/transfer-schemas'
import { renderApp } from '../../../testing/render-app'
import { makeTransfer } from '../../../testing/transfers'
import { statsOfRows, TotalAndFees, TransferStatCards } from './transfer-stats'

/** Four transfers a review once summed wrong: $700 sent with $35 fees, one paid out, one pending, one on hold, one cancelled (refunded). */
const FINDING_7 = [
  makeTransfer(1, { status: 'PAID', inputValue: 200, amount: 200, fees: 10, total: 210 }),
  makeTransfer(2, { status: 'PENDING', inputValue: 200, amount: 200, fees: 10, total: 210 }),
  makeTransfer(3, { status: 'ON_HOLD', inputValue: 100, amount: 100, fees: 5, total: 105 }),
  makeTransfer(4, { status: 'CANCELLED', inputValue: 200, amount: 200, fees: 10, total: 210 }),
]

const valueOf = (list: string, label: string) => within(screen.getByRole('list', { name: list })).getByText(label).nextSibling?.textContent
const rowOf = (label: string) => within(screen.getByRole('region', { name: 'Total & Fees' })).getByText(label).nextSibling?.textContent

function renderFigures(stats: TransferStats, staff: boolean) {
  return renderApp(
    <>
      <TransferStatCards stats={stats} staff={staff} />
      <TotalAndFees stats={stats} staff={staff} />
    </>,
  )
}

describe('the dashboard figures', () => {
  it('shows the fee revenue earned, not principal plus fees, and leaves the refunded transfer and the held one out of Pending', () => {
    renderFigures(statsOfRows(FINDING_7), true)
    // The old "Total Revenue" card read $735 (principal + fees, the refunded transfer included).
    expect(screen.queryByText('$735')).not.toBeInTheDocument()
    expect(screen.queryByText('Total Revenue')).not.toBeInTheDocument()
    expect(valueOf('Money', 'Fee revenue')).toBe('$10')
    expect(valueOf('Money', 'FX revenue')).toBe('$0')
    expect(valueOf('Money', 'Volume sent')).toBe('$500')
    expect(['Total Customers', 'Paid Transactions', 'Pending', 'On Hold', 'Cancelled'].map((label) => valueOf('Customer statistics', label))).toEqual(
      ['4', '1', '1', '1', '1'],
    )
    expect(rowOf('Fees charged')).toBe('$25.00')
    expect(rowOf('Refunded to senders')).toBe('$210.00')
    expect(rowOf('Claim refunds (expense)')).toBe('$0.00')
  })

  it('shows a claim refunded after the payout as an expense beside the fee it earned', () => {
    const refunded = makeTransfer(5, { status: 'PAID', inputValue: 200, amount: 200, fees: 10, total: 210, claimRefundCents: 21_000 })
    renderFigures(statsOfRows([refunded]), true)
    expect(rowOf('Fee revenue (earned at payout)')).toBe('$10.00')
    expect(rowOf('Claim refunds (expense)')).toBe('$210.00')
    expect(rowOf('Refunded to senders')).toBe('$210.00')
  })

  it("a sender reads what they sent, the fees they paid and what was refunded, not the ledger's revenue", () => {
    renderFigures(statsOfRows(FINDING_7), false)
    expect([valueOf('Money', 'Sent'), valueOf('Money', 'Fees paid'), valueOf('Money', 'Refunded')]).toEqual(['$500', '$25', '$210'])
    expect(screen.queryByText('Fee revenue')).not.toBeInTheDocument()
    expect(screen.queryByText('FX revenue')).not.toBeInTheDocument()
    expect(rowOf('Fees paid')).toBe('$25.00')
  })

  it("sums search matches by the server's one definition (shared/transfers/transfer-figures.ts)", () => {
    const sum = statsOfRows(FINDING_7)
    const one = FINDING_7.map(figuresOfTransfer)
    expect(sum.feeRevenueCents).toBe(one.reduce((total, figures) => total + figures.feeRevenueCents, 0))
    expect(sum).toMatchObject({ total: 4, pending: 1, onHold: 1, sentCents: 50_000, feesChargedCents: 2_500, feeRevenueCents: 1_000 })
  })
})
