import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COUNTRY_OFFERS } from '../../../testing/country-offers'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { savedRecipient } from '../../../testing/recipients'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore } from '../../../testing/session'
import { answerList, makeTransfer } from '../../../testing/transfers'
import { Overview } from './overview'

const transfers = [
  makeTransfer(12, {
    firstName: 'Hodan',
    lastName: 'Warsame',
    mobileNumber: '+252612345678',
    status: 'PAID',
    inputValue: 250,
    total: 262.5,
    fees: 12.5,
  }),
  makeTransfer(11, { firstName: 'Abdi', lastName: 'Farah', country: 'Kenya', countryId: 'ke' }),
  ...Array.from({ length: 10 }, (_, i) => makeTransfer(10 - i, { status: i < 6 ? 'PAID' : 'PENDING' })),
]

const RECIPIENTS = [
  savedRecipient({ firstName: 'Hodan', middleName: 'Ali', mobileNumber: '+252612345678', paymentType: 'Mobile Money', walletProvider: 'EVC Plus' }),
  savedRecipient({ id: '01JB00000000000000000000R2', firstName: 'Amina', countryId: 'ke', mobileNumber: '+254712345678' }),
]

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  count: i === 29 ? 3 : i === 10 ? 1 : 0,
  amount: i === 29 ? 4120.5 : i === 10 ? 100 : 0,
  fees: 0,
  total: 0,
  amountCents: i === 29 ? 412_050 : i === 10 ? 10_000 : 0,
  feesCents: 0,
  totalCents: 0,
  feeRevenueCents: i === 29 ? 1_250 : 0,
  fxRevenueCents: 0,
}))

function api() {
  return mockFetch((url) => {
    if (url.startsWith('/api/customers/stats/daily')) return jsonResponse({ days })
    if (url.startsWith('/api/customers')) return answerList(url, transfers)
    // Hodan is saved (with her transfer grouped under her), Amina is saved and never paid.
    if (url.startsWith('/api/recipients')) return jsonResponse({ items: RECIPIENTS })
    if (url === '/countries') return jsonResponse(COUNTRY_OFFERS)
    return jsonResponse({ error: 'Not found' }, 404)
  })
}

const figure = (label: string) => screen.getByText(label, { selector: '.stat-card__label' }).nextElementSibling?.textContent

describe('Overview', () => {
  it("shows a user's real figures from their own counters and their latest 5 transfers", async () => {
    const fetchMock = api()
    renderApp(<Overview />, { session: await signedInStore() })
    expect(await screen.findByText('Hodan Warsame')).toBeInTheDocument()
    // 12 transfers: 7 PAID, 5 not; 13 people in My Recipients: 12 paid (Hodan saved), and Amina saved, never paid.
    expect([figure('Total Transfers'), figure('Completed'), figure('Pending')]).toEqual(['12', '7', '5'])
    await waitFor(() => expect(figure('Recipients')).toBe('13'))
    // Their money: $1,350 sent, $67.50 in fees paid (whole dollars, half away from zero), nothing refunded; no revenue of the business.
    expect([figure('On hold'), figure('Sent'), figure('Fees paid'), figure('Refunded')]).toEqual(['0', '$1,350', '$68', '$0'])
    expect(screen.queryByText('Fee revenue')).not.toBeInTheDocument()
    const latest = screen.getByRole('region', { name: 'Latest transfers' })
    const items = within(latest)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/customers/'))
    expect(items).toHaveLength(5)
    expect(items[0]).toHaveAttribute('href', `/customers/view-customer-details/${transfers[0]?.id ?? ''}`)
    expect(within(items[0] as HTMLElement).getByText('PAID')).toBeInTheDocument()
    expect(within(items[0] as HTMLElement).getByText('$250.00')).toBeInTheDocument()
    expect(within(items[1] as HTMLElement).getByText('READY')).toBeInTheDocument()
    expect(within(items[1] as HTMLElement).getByText(/Kenya/)).toBeInTheDocument()
    // Their own list (GET /api/customers), the address book and the latest 100 for My Recipients' count, no chart.
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/customers?limit=100',
      '/api/customers?limit=5',
      '/api/recipients?limit=100',
    ])
    expect(screen.queryByRole('region', { name: /Transfers over the last/ })).not.toBeInTheDocument()
  })

  it('has working Quick Actions: New Transfer picks a destination, Add Recipient opens the address book form, View History goes to /transactions', async () => {
    api()
    const { user } = renderApp(<Overview />, { session: await signedInStore() })
    const actions = screen.getByRole('region', { name: 'Quick Actions' })
    expect(within(actions).getByRole('link', { name: 'View History' })).toHaveAttribute('href', '/transactions')

    await user.click(within(actions).getByRole('button', { name: 'New Transfer' }))
    const dialog = screen.getByRole('dialog', { name: 'Where are you sending money?' })
    expect(await within(dialog).findByRole('link', { name: /Kenya/ })).toHaveAttribute('href', '/country/send-money-to-country/ke')
    expect(within(dialog).getAllByRole('link')).toHaveLength(COUNTRY_OFFERS.length)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))

    // Add Recipient opens the address book's form.
    expect(within(actions).getByRole('link', { name: 'Add Recipient' })).toHaveAttribute('href', '/dashboard/my-recipients/new')
  })

  it('says so when there are no transfers yet', async () => {
    mockFetch((url) => answerList(url, []))
    renderApp(<Overview />, { session: await signedInStore() })
    expect(await screen.findByText('No transfers yet')).toBeInTheDocument()
    expect([figure('Total Transfers'), figure('Completed'), figure('Pending'), figure('Recipients')]).toEqual(['0', '0', '0', '0'])
  })

  it("shows staff everyone's figures and a 30-day chart with its figures as a table", async () => {
    const fetchMock = api()
    const { user } = renderApp(<Overview />, { session: await signedInStore(makeSession({ isAdmin: true })) })
    expect(await screen.findByText('Hodan Warsame')).toBeInTheDocument()
    // The ledger's revenue: the fees of the 7 paid-out transfers ($42.50), not principal plus fees; no FX margin posted here.
    expect([figure('Volume sent'), figure('Fee revenue'), figure('FX revenue')]).toEqual(['$1,350', '$43', '$0'])
    const chart = await screen.findByRole('region', { name: 'Transfers over the last 30 days' })
    const images = await within(chart).findAllByRole('img')
    expect(images.map((image) => image.getAttribute('aria-label'))).toEqual([
      'Transfers per day: 4 transfers in the last 30 days; the most on Mar 30 (3 transfers).',
      'Amount sent per day: $4,220.50 in the last 30 days; the most on Mar 30 ($4,120.50).',
    ])
    // One bar per day.
    expect(images[0]?.querySelectorAll('rect')).toHaveLength(30)

    await user.click(within(chart).getByText('Show the figures as a table'))
    const rows = within(within(chart).getByRole('table')).getAllByRole('row')
    expect(rows).toHaveLength(31)
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '$4,120.50', '$0.00', '$0.00', '$12.50', '$0.00'])
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Mar 30')

    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/api/customers/list?limit=5', '/api/customers/stats/daily?days=30'])
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/dashboard/country/customers')
  })

  it('counts a transfer held for review as On hold, not Pending, and a cancelled one as refunded', async () => {
    const held = makeTransfer(2, { status: 'ON_HOLD' })
    const cancelled = makeTransfer(1, { status: 'CANCELLED' })
    mockFetch((url) => answerList(url, [held, cancelled]))
    renderApp(<Overview />, { session: await signedInStore() })
    expect(await screen.findByText(`${held.firstName} ${held.lastName}`, { exact: false })).toBeInTheDocument()
    expect([figure('Total Transfers'), figure('Completed'), figure('Pending'), figure('On hold')]).toEqual(['2', '0', '0', '1'])
    expect([figure('Sent'), figure('Fees paid'), figure('Refunded')]).toEqual(['$100', '$5', '$105'])
  })

  it('shows the error with Try Again when the figures cannot be loaded', async () => {
    mockFetch(() => jsonResponse({ error: 'The service is busy, please try again in a moment' }, 503))
    renderApp(<Overview />, { session: await signedInStore() })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to fetch data')
    expect(alert).toHaveTextContent('The service is busy, please try again in a moment')
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  })
})
