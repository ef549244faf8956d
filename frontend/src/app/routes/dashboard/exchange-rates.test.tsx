import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ExchangeRate } from '../../../../../shared/rates/exchange-rates'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore } from '../../../testing/session'
import ExchangeRatesRoute from './exchange-rates'

const KES: ExchangeRate = {
  countryId: 'ke',
  currency: 'KES',
  referenceRate: '130',
  marginBps: 150,
  customerRate: '128.05',
  setBy: { id: 'admin-1', name: 'Asha Noor' },
  setAt: '2026-11-20T09:00:00.000Z',
  reason: 'Weekly review',
  version: 3,
}

async function renderRates(handle: (url: string, init: RequestInit | undefined) => Response | undefined) {
  mockFetch((url, init) => handle(url, init) ?? jsonResponse({ error: 'Not found' }, 404))
  const session = await signedInStore(makeSession({ id: 'admin-1', isAdmin: true, verified: true }))
  return renderApp(<ExchangeRatesRoute />, { session, url: '/dashboard/exchange-rates' })
}

describe('Exchange Rates screen', () => {
  it('lists every local payout currency with its rate, margin and who set it, and the ones not set as refusing quotes', async () => {
    await renderRates((url) => (url === '/api/rates' ? jsonResponse({ items: [KES] }) : undefined))
    const kenya = await screen.findByRole('row', { name: /Kenya \(KES\)/ })
    expect(kenya).toHaveTextContent('130')
    expect(kenya).toHaveTextContent('150 bps (1.50%)')
    expect(kenya).toHaveTextContent('1 USD = 128.05 KES')
    expect(kenya).toHaveTextContent('Asha Noor')
    expect(kenya).toHaveTextContent('Weekly review')
    expect(screen.getByRole('row', { name: /Uganda \(UGX\)/ })).toHaveTextContent('Not set: quotes refused')
    // Somalia pays out in dollars only; dollars are never rated.
    expect(screen.queryByRole('row', { name: /Somalia/ })).not.toBeInTheDocument()
  })

  it('previews the customer rate, asks for confirmation, and sends the change with the version it replaces', async () => {
    const puts: unknown[] = []
    const { user } = await renderRates((url, init) => {
      if (url === '/api/rates' && init?.method !== 'PUT') return jsonResponse({ items: [KES] })
      if (url === '/api/rates/ke/KES' && init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)))
        return jsonResponse({ ...KES, referenceRate: '131', marginBps: 100, customerRate: '129.69', reason: 'Market moved', version: 4 })
      }
      return undefined
    })
    await user.click(await screen.findByRole('button', { name: 'Change the Kenya KES rate' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change the Kenya rate (KES)' })
    const reference = within(dialog).getByLabelText('Reference rate (KES per 1 USD)')
    await user.clear(reference)
    await user.type(reference, '131')
    const margin = within(dialog).getByLabelText('Margin (basis points; 100 = 1%)')
    await user.clear(margin)
    await user.type(margin, '100')
    expect(within(dialog).getByText('Customer rate: 1 USD = 129.69 KES')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Reason for the change'), 'Market moved')
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }))
    expect(within(dialog).getByText(/Customers will get/)).toHaveTextContent('1 USD = 129.69 KES')
    expect(within(dialog).getByText(/Customers will get/)).toHaveTextContent('instead of 1 USD = 128.05 KES')
    expect(puts).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }))
    expect(await screen.findByText('Kenya: customers now get 1 USD = 129.69 KES.')).toBeInTheDocument()
    expect(puts).toEqual([{ referenceRate: '131', marginBps: 100, reason: 'Market moved', expectedVersion: 3 }])
  })

  it("refuses a margin outside the rule with the rule's message, before anything is sent", async () => {
    const { user } = await renderRates((url) => (url === '/api/rates' ? jsonResponse({ items: [KES] }) : undefined))
    await user.click(await screen.findByRole('button', { name: 'Change the Kenya KES rate' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change the Kenya rate (KES)' })
    const margin = within(dialog).getByLabelText('Margin (basis points; 100 = 1%)')
    await user.clear(margin)
    await user.type(margin, '1001')
    await user.type(within(dialog).getByLabelText('Reason for the change'), 'Too much')
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }))
    expect(margin).toHaveAccessibleDescription('The margin is a whole number of basis points from 0 to 1000')
    expect(within(dialog).getByText('Customer rate: enter a reference rate and a margin')).toBeInTheDocument()
  })

  it('shows a staff member who is not verified why the screen is closed to them', async () => {
    await renderRates((url) =>
      url === '/api/rates' ? jsonResponse({ error: 'Only verified staff can see and change exchange rates' }, 403) : undefined,
    )
    expect(await screen.findByRole('heading', { name: 'Exchange rates are for verified staff' })).toBeInTheDocument()
    expect(screen.getByText('Only verified staff can see and change exchange rates')).toBeInTheDocument()
  })
})
