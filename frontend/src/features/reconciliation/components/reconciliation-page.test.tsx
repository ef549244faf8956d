import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ReconciliationAnswer, ReconciliationReport } from '../../../../../shared/ledger/reconciliation-report'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore } from '../../../testing/session'
import { errorResponse, makeUser } from '../../../testing/users'
import { ReconciliationPage } from './reconciliation-page'

const STAFF = { id: 'staff', firstName: 'Sam', lastName: 'Staff', isAdmin: true, superAdmin: false, verified: true }

const CLEAN: ReconciliationReport = {
  day: '2026-11-27',
  generatedAt: '2026-11-28T00:31:00.000Z',
  cutoff: '2026-11-27T23:59:59.999Z',
  transfers: 3,
  entries: 5,
  accounts: [
    { account: 'card-funds-received', currency: 'USD', dayDebitMinor: 31_500, dayCreditMinor: 10_500, balanceMinor: 21_000 },
    { account: 'customer-funds-held', currency: 'USD', dayDebitMinor: 10_500, dayCreditMinor: 21_000, balanceMinor: -10_500 },
    { account: 'partner-payable', sub: 'ke:KES', currency: 'KES', dayDebitMinor: 0, dayCreditMinor: 1_295_000, balanceMinor: -1_295_000 },
  ],
  trialBalance: [
    { currency: 'KES', debitMinor: 1_295_000, creditMinor: 1_295_000 },
    { currency: 'USD', debitMinor: 52_000, creditMinor: 52_000 },
  ],
  breakCount: 0,
  breaks: [],
  durationMs: 40,
}

const BROKEN: ReconciliationReport = {
  ...CLEAN,
  day: '2026-11-26',
  breakCount: 2,
  breaks: [
    {
      kind: 'status-balance',
      transferId: '01KB0000000000000000000001',
      status: 'PENDING',
      account: 'customer-funds-held',
      currency: 'USD',
      expectedMinor: -10_500,
      foundMinor: -10_400,
    },
    { kind: 'missing-payment', transferId: '01KB0000000000000000000002', status: 'PAID', entries: 1 },
  ],
}

const DAYS = [
  { day: CLEAN.day, breakCount: 0, generatedAt: CLEAN.generatedAt },
  { day: BROKEN.day, breakCount: 2, generatedAt: BROKEN.generatedAt },
]

function serve(answer: (day: string | null) => Response) {
  return mockFetch((url) => {
    if (url === '/api/user/me') return jsonResponse(makeUser(STAFF))
    const parsed = new URL(url, 'http://localhost')
    if (parsed.pathname === '/api/reconciliation') return answer(parsed.searchParams.get('day'))
    return errorResponse(404, 'Not found')
  })
}

async function renderPage() {
  const session = await signedInStore(makeSession(STAFF))
  return renderApp(<ReconciliationPage />, { session, url: '/dashboard/reconciliation' })
}

const reportOf = (day: string | null): ReconciliationAnswer => ({ report: day === BROKEN.day ? BROKEN : CLEAN, days: DAYS })

describe('the Reconciliation page', () => {
  it('says a clean day plainly, with the totals per account and the trial balance', async () => {
    serve((day) => jsonResponse(reportOf(day)))
    await renderPage()
    expect((await screen.findByText('Clean day: the books reconcile.')).closest('[role="status"]')).toHaveTextContent('3 transfers')
    const accounts = screen.getByRole('table', { name: 'Totals per account' })
    expect(within(accounts).getByRole('rowheader', { name: 'Owed to payout partners' })).toBeInTheDocument()
    expect(within(accounts).getByText('KES · ke:KES')).toBeInTheDocument()
    const trial = screen.getByRole('table', { name: 'Trial balance per currency' })
    expect(within(trial).getAllByText('Yes')).toHaveLength(2)
    expect(screen.queryByRole('table', { name: 'Breaks' })).not.toBeInTheDocument()
  })

  it("shows an earlier day's breaks from the picker, each with its transfer's link, what was expected and what was found", async () => {
    const fetchMock = serve((day) => jsonResponse(reportOf(day)))
    const { user } = await renderPage()
    await screen.findByText('Clean day: the books reconcile.')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), BROKEN.day)
    expect(await screen.findByRole('alert')).toHaveTextContent('2 breaks found.')
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(`day=${BROKEN.day}`))).toBe(true)
    const breaks = screen.getByRole('table', { name: 'Breaks' })
    const [, first, second] = within(breaks).getAllByRole('row')
    if (!first || !second) throw new Error('two breaks listed')
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Balance does not match the status')
    expect(within(first).getByRole('link', { name: 'View transfer 01KB0000000000000000000001' })).toHaveAttribute(
      'href',
      '/customers/view-customer-details/01KB0000000000000000000001',
    )
    expect(first).toHaveTextContent('$105.00 credit')
    expect(first).toHaveTextContent('$104.00 credit')
    expect(within(second).getByRole('rowheader')).toHaveTextContent('No payment entry')
    expect(second).toHaveTextContent('1 entry, not a payment')
  })

  it('says when there is no report yet', async () => {
    serve(() => jsonResponse({ report: null, days: [] }))
    await renderPage()
    expect(await screen.findByText('No reconciliation yet')).toBeInTheDocument()
  })

  it('refuses anyone but verified staff, and offers a retry on a failure', async () => {
    serve(() => errorResponse(403, 'Permission Denied'))
    await renderPage()
    expect(await screen.findByText('The reconciliation is for verified staff')).toBeInTheDocument()
  })

  it('offers to try again when the report cannot be loaded', async () => {
    let calls = 0
    serve(() => (++calls === 1 ? errorResponse(500, 'Something went wrong') : jsonResponse(reportOf(null))))
    const { user } = await renderPage()
    expect(await screen.findByText('Could not load the reconciliation')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Clean day: the books reconcile.')).toBeInTheDocument()
  })

  it('shows a spinner while the report loads', async () => {
    serve(() => jsonResponse(reportOf(null)))
    await renderPage()
    expect(screen.getByText('Loading the reconciliation…')).toBeInTheDocument()
    await screen.findByText('Clean day: the books reconcile.')
  })
})
