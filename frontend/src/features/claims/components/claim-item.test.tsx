import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Claim } from '../../../../../shared/claims/claim'
import { renderApp } from '../../../testing/render-app'
import { ClaimItem } from './claim-item'

const claim: Claim = {
  id: 'c1',
  transferId: 't1',
  ownerId: 'u1',
  invoiceNumber: 'INV-1',
  country: 'Kenya',
  recipientName: 'Amina Ali',
  totalCents: 350_000,
  type: 'not-received',
  description: 'My sister never got it',
  status: 'OPEN',
  reportedAt: '2026-11-20T10:00:00.000Z',
  dueAt: '2027-02-18T10:00:00.000Z',
  refundApproval: {
    action: 'claim-refund',
    at: '2026-11-21T10:00:00.000Z',
    by: 'staff-1',
    byName: 'Sam Staff',
    reason: 'Partner confirmed no payout',
  },
  version: 2,
}
const now = Date.parse('2026-11-22T10:00:00.000Z')

describe('a claim whose large refund waits for a second staff member', () => {
  it('tells staff who approved it and that a second approval is needed', () => {
    renderApp(<ClaimItem claim={claim} now={now} staff />)
    expect(screen.getByText(/second staff member must approve it/)).toHaveTextContent(
      /Refund approved .* by Sam Staff: a second staff member must approve it/,
    )
  })

  it('says nothing of it to the sender', () => {
    renderApp(<ClaimItem claim={claim} now={now} staff={false} />)
    expect(screen.queryByText(/second staff member/)).not.toBeInTheDocument()
  })
})
