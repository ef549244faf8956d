import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { signedInStore } from '../../../testing/session'
import { answerList, makeTransfer } from '../../../testing/transfers'
import { i18n } from '../../../lib/i18n/i18n'
import { historyShowing, TransferHistory } from './transfer-history'

const transfers = Array.from({ length: 14 }, (_, i) =>
  makeTransfer(14 - i, { firstName: i === 0 ? 'Hodan' : `Person${14 - i}`, status: i % 2 === 0 ? 'PAID' : 'PENDING' }),
)

async function renderHistory(list = transfers) {
  const fetchMock = mockFetch((url) => answerList(url, list))
  const rendered = renderApp(<TransferHistory />, { session: await signedInStore() })
  return { ...rendered, calls: () => fetchMock.mock.calls.map(([url]) => url) }
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

describe('Transfer History', () => {
  it('lists the user’s own transfers 10 a page, each opening its details', async () => {
    const { user, calls } = await renderHistory()
    expect(await screen.findByText('Showing 1-10 of 14 transfers')).toBeInTheDocument()
    expect(rows()).toHaveLength(10)
    const first = rows()[0] as HTMLElement
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Hodan Warsame')
    expect(within(first).getByText('PAID')).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: 'Details of the transfer to Hodan Warsame' })).toHaveAttribute(
      'href',
      `/customers/view-customer-details/${transfers[0]?.id ?? ''}`,
    )
    await user.click(within(screen.getByRole('navigation', { name: 'Transfer pages' })).getByRole('button', { name: /Next/ }))
    expect(await screen.findByText('Showing 11-14 of 14 transfers')).toBeInTheDocument()
    expect(calls()).toEqual(['/api/customers?limit=10', '/api/customers?limit=10&cursor=10'])
  })

  it('filters by status on the server: PAID, READY (not paid) and All, counting each', async () => {
    const { user, calls } = await renderHistory()
    await screen.findByText('Showing 1-10 of 14 transfers')
    await user.click(screen.getByRole('radio', { name: 'PAID' }))
    expect(await screen.findByText('Showing 1-7 of 7 transfers')).toBeInTheDocument()
    expect(rows().every((row) => within(row).queryByText('PAID'))).toBe(true)
    await user.click(screen.getByRole('radio', { name: 'READY' }))
    expect(await screen.findByText('Showing 1-7 of 7 transfers')).toBeInTheDocument()
    expect(rows().every((row) => within(row).queryByText('READY'))).toBe(true)
    await user.click(screen.getByRole('radio', { name: 'All' }))
    expect(await screen.findByText('Showing 1-10 of 14 transfers')).toBeInTheDocument()
    // All again is the first answer, cached: no fourth request.
    expect(calls()).toEqual(['/api/customers?limit=10', '/api/customers?status=PAID&limit=10', '/api/customers?status=PENDING&limit=10'])
  })

  it('searches on the server and starts again at page 1', async () => {
    const { user, calls } = await renderHistory()
    await screen.findByText('Showing 1-10 of 14 transfers')
    await user.type(screen.getByRole('searchbox', { name: 'Search transfers' }), 'hodan')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    // The counters know no search text: no total while searching.
    expect(await screen.findByText('Showing 1-1 for “hodan”')).toBeInTheDocument()
    expect(rows()).toHaveLength(1)
    expect(calls().at(-1)).toBe('/api/customers?q=hodan&limit=10')
  })

  it('offers to clear the filters when nothing matches, and to send money when there is nothing at all', async () => {
    const { user } = await renderHistory()
    await screen.findByText('Showing 1-10 of 14 transfers')
    await user.type(screen.getByRole('searchbox', { name: 'Search transfers' }), 'nobody')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No transfers match')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }))
    expect(await screen.findByText('Showing 1-10 of 14 transfers')).toBeInTheDocument()
  })

  it('with no transfers at all: Send Money Now', async () => {
    await renderHistory([])
    expect(await screen.findByText('No transfers yet')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send Money Now' })).toBeInTheDocument()
  })

  it('historyShowing reads like the recipients header', () => {
    expect(historyShowing(i18n, 2, 4, 14)).toBe('Showing 11-14 of 14 transfers')
    expect(historyShowing(i18n, 1, 3, undefined)).toBe('Showing 1-3')
  })
})
