import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore } from '../../../testing/session'
import { makeTransfer } from '../../../testing/transfers'
import { jsonBody } from '../../../testing/users'
import { CancelTransferButton } from './cancel-transfer'

const NOW = Date.parse('2026-11-26T10:00:00.000Z')
/** A transfer of user-1 paid `ago` ms before NOW. */
const paidAgo = (ago: number, overrides = {}) => makeTransfer(1, { createdAt: new Date(NOW - ago).toISOString(), ...overrides })

afterEach(() => {
  vi.useRealTimers()
})

describe('CancelTransferButton', () => {
  it('counts the sender’s 30 minutes down and goes when they end', async () => {
    vi.useFakeTimers({ now: NOW })
    const session = await signedInStore(makeSession({ id: 'user-1' }))
    renderApp(<CancelTransferButton transfer={paidAgo(29 * 60_000 + 50_000)} />, { session })
    expect(screen.getByRole('button', { name: 'Cancel the transfer to Hodan1 Warsame (0:10 left)' })).toBeEnabled()
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    expect(screen.getByRole('button', { name: /\(0:05 left\)/ })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(6_000))
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull()
  })

  it('is not offered on a paid-out transfer, on someone else’s, or after the window', async () => {
    vi.useFakeTimers({ now: NOW })
    const session = await signedInStore(makeSession({ id: 'user-1' }))
    const { rerender } = renderApp(<CancelTransferButton transfer={paidAgo(60_000, { status: 'PAID' })} />, { session })
    expect(screen.queryByRole('button')).toBeNull()
    rerender(<CancelTransferButton transfer={paidAgo(60_000, { ownerId: 'someone-else' })} />)
    expect(screen.queryByRole('button')).toBeNull()
    rerender(<CancelTransferButton transfer={paidAgo(31 * 60_000)} />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('asks the sender first, says what comes back to which card, and cancels', async () => {
    const session = await signedInStore(makeSession({ id: 'user-1' }))
    const transfer = makeTransfer(1, { createdAt: new Date(Date.now() - 60_000).toISOString() })
    const posts: string[] = []
    mockFetch((url) => {
      posts.push(url)
      return jsonResponse({ ...transfer, status: 'CANCELLED', cancellation: { at: new Date().toISOString(), bySender: true, refundCents: 10_500 } })
    })
    const { user } = renderApp(<CancelTransferButton transfer={transfer} />, { session })
    await user.click(screen.getByRole('button', { name: /^Cancel the transfer to Hodan1 Warsame/ }))
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this transfer?' }))
    expect(dialog.getByText(/You get back everything you paid, \$105\.00 \(the amount and every fee\), on your Visa ending 4242/)).toBeInTheDocument()
    // Each button says what it does: no "Cancel" beside "Yes, cancel it".
    expect(dialog.getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining(['Keep transfer', 'Cancel transfer']))
    expect(dialog.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Cancel transfer' }))
    expect(await screen.findByText('Transfer cancelled. Refund of $105.00 issued to Visa ending 4242.')).toBeInTheDocument()
    expect(posts).toEqual([`/api/customers/${transfer.id}/cancel`])
  })

  it('asks staff for the reason, any time before payout, and sends it', async () => {
    const session = await signedInStore(makeSession({ id: 'staff-1', isAdmin: true, verified: true }))
    const transfer = makeTransfer(1, { createdAt: '2026-01-01T10:00:00.000Z' })
    const bodies: unknown[] = []
    mockFetch((_url, init) => {
      bodies.push(jsonBody(init))
      return jsonResponse({ ...transfer, status: 'CANCELLED' })
    })
    const { user } = renderApp(<CancelTransferButton transfer={transfer} />, { session })
    await user.click(screen.getByRole('button', { name: 'Cancel transfer' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this transfer' }))
    await user.click(dialog.getByRole('button', { name: 'Cancel transfer' }))
    expect(await dialog.findByText('Give the reason for cancelling')).toBeInTheDocument()
    expect(bodies).toEqual([])
    await user.type(dialog.getByLabelText('Reason'), 'Sender called: wrong recipient')
    await user.click(dialog.getByRole('button', { name: 'Cancel transfer' }))
    expect(await screen.findByText(/^Transfer cancelled\./)).toBeInTheDocument()
    expect(bodies).toEqual([{ reason: 'Sender called: wrong recipient' }])
  })
})
