import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TRACKING_NOT_FOUND } from '../../../../../shared/tracking/tracking-rules'
import type { Tracking } from '../../../../../shared/tracking/tracking'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { TrackingPage } from './tracking-page'

const TOKEN = 'Ab3_-Ab3_-Ab3_-Ab3_-Ab'
const cash: Tracking = {
  status: 'ready',
  dateAvailable: '2026-11-27',
  amountMinor: 1_295_000,
  currency: 'KES',
  reference: 'KE-US-1234567890',
  paymentType: 'Cash Collection',
  city: 'Nairobi',
  senderFirstName: 'Ali',
}

const answering = (body: unknown, status = 200) =>
  mockFetch((url) => (url === `/api/track/${TOKEN}` ? jsonResponse(body, status) : jsonResponse({ error: 'Not found' }, 404)))

describe('the tracking page', () => {
  it('shows a cash pickup: status, amount, expected date, the reference and the steps to collect it', async () => {
    answering(cash)
    renderApp(<TrackingPage token={TOKEN} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Ali sent you money' })).toBeVisible()
    expect(screen.getByText('Ready to collect')).toBeVisible()
    expect(screen.getByText('KES 12,950.00')).toBeVisible()
    expect(screen.getByText('November 27, 2026')).toBeVisible()
    expect(screen.getByText('KE-US-1234567890')).toBeVisible()
    expect(screen.getByRole('list')).toHaveTextContent('Go to one of our agents in Nairobi.')
    // Not indexed, and the address (its token) is sent to nobody.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  })

  it('says how a wallet or a bank payout arrives', async () => {
    answering({ ...cash, status: 'paid', paymentType: 'Mobile Money', city: undefined, walletProvider: 'M-Pesa' })
    renderApp(<TrackingPage token={TOKEN} />)
    expect(await screen.findByText(/sent to your M-Pesa wallet/)).toBeVisible()
    expect(screen.getByText('Paid out')).toBeVisible()
  })

  it('an unknown or expired link is one not-found page', async () => {
    answering({ error: TRACKING_NOT_FOUND, code: 'X' }, 404)
    renderApp(<TrackingPage token={TOKEN} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not found' })).toBeVisible()
    expect(screen.getByText(TRACKING_NOT_FOUND)).toBeVisible()
  })
})
