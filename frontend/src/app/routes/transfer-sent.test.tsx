import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockFetch } from '../../testing/mock-fetch'
import { renderApp } from '../../testing/render-app'
import { signedInStore } from '../../testing/session'
import { makeTransfer } from '../../testing/transfers'
import TransferSentRoute from './transfer-sent'

const REGULATOR = { name: 'Test State Banking Department', phone: '555-0100', website: 'banking.test' }
const SENT = makeTransfer(3, { id: '01JB000000000000000000000C', invoiceNumber: 'US-77', countryId: 'ke', country: 'Kenya', city: 'Nairobi' })

async function renderSent(id: string) {
  return renderApp(
    <Routes>
      <Route path="/transfers/:id/sent" element={<TransferSentRoute />} />
    </Routes>,
    { url: `/transfers/${id}/sent`, session: await signedInStore() },
  )
}

describe('/transfers/{id}/sent', () => {
  it('shows the transfer the server has under that id (a reload reads it again, and sends nothing)', async () => {
    const fetchMock = mockFetch((url) =>
      url === `/api/customers/${SENT.id}` ? jsonResponse({ ...SENT, regulator: REGULATOR }) : jsonResponse({}, 404),
    )
    await renderSent(SENT.id)
    expect(await screen.findByRole('heading', { level: 2, name: 'Your money is on its way' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Money Transfer' })).toBeInTheDocument()
    expect(screen.getByText('KE-US-77')).toBeInTheDocument()
    expect(document.title).toContain('Payment sent')
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true)
  })

  it("says so when the transfer cannot be read (someone else's, or gone), with the way to the sender's transfers", async () => {
    mockFetch(() => jsonResponse({ error: 'Transfer not found' }, 404))
    await renderSent('01JB000000000000000000000Z')
    expect(await screen.findByText('We could not show this transfer.')).toBeInTheDocument()
    expect(screen.getByText('Transfer not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Track your transfers' })).toHaveAttribute('href', '/dashboard/my-reciepients')
  })
})
