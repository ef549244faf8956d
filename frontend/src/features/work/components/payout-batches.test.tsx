import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { PayoutBatch } from '../../../../../shared/payouts/payout-batch'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore } from '../../../testing/session'
import { makeTransfer } from '../../../testing/transfers'
import { PayoutBatchPage } from './payout-batch-page'
import { PayoutsPage } from './payouts-page'

const STAFF = makeSession({ isAdmin: true, verified: true, twoFactorEnabled: true })
const QUEUES = { held: 0, claims: { open: 0, overdue: 0 }, ready: [{ countryId: 'ke', paymentType: 'Mobile Money', count: 2 }], verifications: 0 }
const kenyaWallet = (n: number, firstName: string) =>
  makeTransfer(n, {
    firstName,
    middleName: '',
    lastName: 'Njeri',
    countryId: 'ke',
    country: 'Kenya',
    paymentType: 'Mobile Money',
    walletProvider: 'M-Pesa',
  })
const READY = [kenyaWallet(1, 'Asha'), kenyaWallet(2, 'Juma')]
const BATCH_ID = '01KBBBBBBBBBBBBBBBBBBBB001'

const batch = (changes: Partial<PayoutBatch> = {}): PayoutBatch => ({
  id: BATCH_ID,
  countryId: 'ke',
  paymentType: 'Mobile Money',
  transferIds: READY.map((transfer) => transfer.id),
  count: 2,
  totals: [{ currency: 'KES', minor: 2_590_000, count: 2 }],
  createdBy: { id: 'staff-1', name: 'Sam Staff' },
  createdAt: '2026-11-29T08:00:00.000Z',
  status: 'open',
  results: { paid: 0, failed: 0, refused: 0 },
  files: [],
  ...changes,
})

const pages = (
  <Routes>
    <Route path="/dashboard/payouts" element={<PayoutsPage />} />
    <Route path="/dashboard/payouts/batches/:id" element={<PayoutBatchPage />} />
  </Routes>
)

describe('making a payout batch', () => {
  it('selects transfers one by one or all, and creates the batch from them', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/work-queues') return jsonResponse(QUEUES)
      if (url.startsWith('/api/payouts/ready?')) return jsonResponse({ items: READY })
      if (url === '/api/payouts/batches' && init?.method === 'POST') return jsonResponse(batch(), 201)
      if (url.startsWith('/api/payouts/batches?')) return jsonResponse({ items: [batch()] })
      if (url === `/api/payouts/batches/${BATCH_ID}`) return jsonResponse({ batch: batch(), transfers: READY, results: [] })
      return jsonResponse({ error: 'Not found' }, 404)
    })
    const { user } = renderApp(pages, { url: '/dashboard/payouts', session: await signedInStore(STAFF) })
    const create = await screen.findByRole('button', { name: 'Create batch (0 selected)' })
    expect(create).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: 'Select for a batch: Juma Njeri' }))
    expect(screen.getByRole('button', { name: 'Create batch (1 selected)' })).toBeEnabled()
    await user.click(screen.getByRole('checkbox', { name: 'Select all (up to 40)' }))
    expect(screen.getByRole('checkbox', { name: 'Select for a batch: Asha Njeri' })).toBeChecked()
    // The batches list says what each batch holds.
    expect(await screen.findByRole('link', { name: 'Kenya · Mobile Money' })).toHaveAttribute('href', `/dashboard/payouts/batches/${BATCH_ID}`)
    await user.click(screen.getByRole('button', { name: 'Create batch (2 selected)' }))
    expect(await screen.findByRole('heading', { name: 'Payout batch: Kenya · Mobile Money' })).toBeInTheDocument()
    const posted = fetchMock.mock.calls.find(([url, init]) => url === '/api/payouts/batches' && init?.method === 'POST')
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ countryId: 'ke', paymentType: 'Mobile Money', transferIds: READY.map((t) => t.id) })
  })
})

describe('a payout batch’s page', () => {
  it('shows the lines a refused result file has wrong, then what an applied one did', async () => {
    let uploads = 0
    const fetchMock = mockFetch((url) => {
      if (url === `/api/payouts/batches/${BATCH_ID}`) return jsonResponse({ batch: batch(), transfers: READY, results: [] })
      if (url === `/api/payouts/batches/${BATCH_ID}/results`) {
        uploads += 1
        if (uploads === 1) {
          return jsonResponse(
            {
              error: 'Line 3: A failed payout needs the partner’s reason',
              code: 'RESULT_FILE_INVALID',
              fields: { line: '3', 'line 3': 'A failed payout needs the partner’s reason' },
            },
            422,
          )
        }
        return jsonResponse({
          alreadyApplied: false,
          paid: 1,
          failed: 1,
          refused: 0,
          skipped: 0,
          lines: [
            { line: 2, reference: READY[0]?.id, outcome: 'paid' },
            { line: 3, reference: READY[1]?.id, outcome: 'failed' },
          ],
          batch: batch({ status: 'settled', results: { paid: 1, failed: 1, refused: 0 } }),
        })
      }
      return jsonResponse({ error: 'Not found' }, 404)
    })
    const { user } = renderApp(pages, { url: `/dashboard/payouts/batches/${BATCH_ID}`, session: await signedInStore(STAFF) })
    expect(await screen.findByText('KES 25,900.00')).toBeInTheDocument()
    expect(screen.getAllByText('Waiting for the partner')).toHaveLength(2)
    const csv = `reference,status,reason\n${READY[0]?.id ?? ''},paid,\n${READY[1]?.id ?? ''},failed,\n`
    await user.upload(screen.getByLabelText('Result file (CSV)'), new File([csv], 'results.csv', { type: 'text/csv' }))
    await user.click(screen.getByRole('button', { name: 'Upload result file' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Line 3: A failed payout needs the partner’s reason')).toBeInTheDocument()
    const sent = fetchMock.mock.calls.find(([url]) => url === `/api/payouts/batches/${BATCH_ID}/results`)
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ csv })

    await user.click(screen.getByRole('button', { name: 'Upload result file' }))
    expect(await screen.findByText('Applied: paid 1, failed 1, skipped 0, refused 0.')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
