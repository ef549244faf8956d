import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_REQUIRED_CODE } from '../../../shared/auth/two-factor-messages'
import type { Session } from '../../../shared/users/user'
import { jsonResponse, mockFetch } from '../testing/mock-fetch'
import { renderApp } from '../testing/render-app'
import { makeSession, signedInStore, storedSession } from '../testing/session'
import { answerList, makeTransfer } from '../testing/transfers'
import SignedInRoutes from './signed-in-routes'

const PROMPT = 'Turn on two-factor sign-in'

/** The staff screens' API; `refuse`: every staff call answers the 403 of an account without two-factor sign-in. */
function api({ refuse = false } = {}) {
  return mockFetch((url) => {
    if (refuse && url.startsWith('/api/customers/list'))
      return jsonResponse({ error: TWO_FACTOR_MESSAGES.staffRequired, code: TWO_FACTOR_REQUIRED_CODE }, 403)
    if (url === '/countries') return jsonResponse([])
    if (url.startsWith('/api/customers/list')) return answerList(url, [makeTransfer(1)])
    return jsonResponse({ error: 'Not found' }, 404)
  })
}

async function openCustomers(overrides: Partial<Session>, url = '/country/customers') {
  const session = await signedInStore(makeSession(overrides))
  return { ...renderApp(<SignedInRoutes />, { url, session }), session }
}

describe('Staff screens and two-factor sign-in', () => {
  it('a staff account without it sees the enrolment prompt instead of Customers, with the way to Profile Settings', async () => {
    const fetchMock = api()
    await openCustomers({ isAdmin: true })
    const prompt = await screen.findByRole('heading', { level: 2, name: PROMPT })
    expect(prompt).toBeVisible()
    expect(screen.getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute('href', '/profile#two-factor')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    // Not even asked: the server would refuse.
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/customers'))).toBe(false)
  })

  it.each([
    ['Users Management', '/dashboard/users-list', { superAdmin: true }],
    ['Exchange rates', '/dashboard/exchange-rates', { isAdmin: true }],
    ['Compliance', '/dashboard/compliance', { isAdmin: true }],
    ['Reconciliation', '/dashboard/reconciliation', { isAdmin: true }],
  ] as const)('%s too', async (_name, url, flags) => {
    api()
    await openCustomers(flags, url)
    expect(await screen.findByRole('heading', { level: 2, name: PROMPT })).toBeVisible()
  })

  it('with two-factor sign-in on, staff see Customers', async () => {
    api()
    await openCustomers({ isAdmin: true, twoFactorEnabled: true })
    expect(await screen.findByRole('table')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: PROMPT })).not.toBeInTheDocument()
  })

  it('a customer sees their own transfers there, two-factor sign-in or not', async () => {
    api()
    await openCustomers({})
    expect(await screen.findByRole('table')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: PROMPT })).not.toBeInTheDocument()
  })

  it("the server's 403 for want of two-factor sign-in brings the prompt, and the stored user learns it", async () => {
    api({ refuse: true })
    const { session } = await openCustomers({ isAdmin: true, twoFactorEnabled: true })
    expect(await screen.findByRole('heading', { level: 2, name: PROMPT })).toBeVisible()
    expect(session.getState().status).toBe('signedIn')
    expect(storedSession()).toMatchObject({ isAdmin: true, twoFactorEnabled: false })
  })
})
