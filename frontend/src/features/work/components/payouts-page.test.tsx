import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore } from '../../../testing/session'
import { makeTransfer } from '../../../testing/transfers'
import { PayoutsPage } from './payouts-page'
import { WorkQueuesCard } from './work-queues-card'

const STAFF = makeSession({ isAdmin: true, verified: true, twoFactorEnabled: true })

const QUEUES = {
  held: 1,
  claims: { open: 2, overdue: 1 },
  ready: [
    { countryId: 'ke', paymentType: 'Bank Transfer', count: 2 },
    { countryId: 'tr', paymentType: 'Bank Transfer', count: 7 },
  ],
  verifications: 4,
  reconciliation: { day: '2026-11-28', breakCount: 3 },
}

const KENYA_BANK = [
  makeTransfer(1, {
    firstName: 'Asha',
    middleName: '',
    lastName: 'Njeri',
    countryId: 'ke',
    country: 'Kenya',
    mobileNumber: '+254712345678',
    paymentType: 'Bank Transfer',
    bankName: 'Equity Bank',
    accountNumber: '0123456789',
    walletProvider: undefined,
  }),
  makeTransfer(2, {
    firstName: 'Juma',
    middleName: '',
    lastName: 'Otieno',
    countryId: 'ke',
    country: 'Kenya',
    mobileNumber: '+254722000111',
    paymentType: 'Bank Transfer',
    bankName: 'KCB',
    accountNumber: '9876543210',
    walletProvider: undefined,
  }),
]

function api() {
  return mockFetch((url) => {
    if (url === '/api/work-queues') return jsonResponse(QUEUES)
    if (url.startsWith('/api/payouts/ready?')) {
      const query = new URL(url, 'http://localhost').searchParams
      const items = query.get('countryId') === 'ke' && query.get('paymentType') === 'Bank Transfer' ? KENYA_BANK : []
      return jsonResponse({ items })
    }
    if (url.startsWith('/api/payouts/batches?')) return jsonResponse({ items: [] })
    return jsonResponse({ error: 'Not found' }, 404)
  })
}

describe('the staff home’s work queues', () => {
  it('counts each queue, says what is late, and opens its list', async () => {
    api()
    renderApp(<WorkQueuesCard />, { session: await signedInStore(STAFF) })
    const card = await screen.findByRole('region', { name: 'Needs you today' })
    const held = await within(card).findByRole('link', { name: /Transfers held for review/ })
    expect(held).toHaveTextContent('1')
    expect(held).toHaveAttribute('href', '/dashboard/compliance')
    expect(within(card).getByRole('link', { name: /Claims waiting for an answer, 1 past their due date/ })).toHaveAttribute(
      'href',
      '/dashboard/claims',
    )
    expect(within(card).getByRole('link', { name: /Transfers ready to pay out/ })).toHaveTextContent('9')
    expect(within(card).getByRole('link', { name: /Uploads waiting for verification/ })).toHaveAttribute('href', '/dashboard/verifications')
    expect(within(card).getByRole('link', { name: /Uploads waiting for verification/ })).toHaveTextContent('4')
    expect(within(card).getByRole('link', { name: /Reconciliation breaks on November 28, 2026/ })).toHaveTextContent('3')
  })
})

describe('Payouts', () => {
  it('opens on the first queue with transfers waiting (Somalia’s have none), oldest first, with what the payout needs', async () => {
    const fetchMock = api()
    renderApp(<PayoutsPage />, { url: '/dashboard/payouts', session: await signedInStore(STAFF) })
    const chosen = await screen.findByRole('button', { name: /Kenya · Bank Transfer 2/, pressed: true })
    expect(chosen).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Turkey · Bank Transfer 7/, pressed: false })).toBeInTheDocument()
    // Only queues with transfers waiting are buttons; the list holds every queue there is (Turkey pays out no mobile money).
    expect(screen.queryByRole('button', { name: /Somalia/ })).not.toBeInTheDocument()
    const chooser = screen.getByRole('combobox', { name: 'Payout queue' })
    expect(chooser).toHaveValue('ke:Bank Transfer')
    expect(within(chooser).getByRole('option', { name: 'Somalia · Cash Collection (0)' })).toBeInTheDocument()
    expect(within(chooser).queryByRole('option', { name: /Turkey · Mobile Money/ })).not.toBeInTheDocument()
    const items = await screen.findAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Asha Njeri', 'Juma Otieno'])
    const first = items[0] as HTMLElement
    expect(within(first).getByText('+254 712 345678')).toBeInTheDocument()
    expect(within(first).getByText('Equity Bank')).toBeInTheDocument()
    expect(within(first).getByText('0123456789')).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: /Open transfer/ })).toHaveAttribute(
      'href',
      `/customers/view-customer-details/${KENYA_BANK[0]?.id ?? ''}`,
    )
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/payouts/ready?countryId=ke&paymentType=Bank+Transfer&limit=20')
  })

  it('switches queue, and says when one is empty', async () => {
    api()
    const { user } = renderApp(<PayoutsPage />, { url: '/dashboard/payouts', session: await signedInStore(STAFF) })
    await screen.findByRole('button', { name: /Kenya · Bank Transfer 2/, pressed: true })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payout queue' }), 'rw:Cash Collection')
    expect(await screen.findByText('Nothing to pay out in Rwanda · Cash Collection')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Kenya · Bank Transfer 2/, pressed: false })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Turkey · Bank Transfer 7/ }))
    expect(screen.getByRole('combobox', { name: 'Payout queue' })).toHaveValue('tr:Bank Transfer')
  })
})
