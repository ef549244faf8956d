import { screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import CustomerDashboardRoute from './customer-dashboard'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore } from '../../../testing/session'
import { answerList, makeTransfer } from '../../../testing/transfers'

const SENDER = { id: 'sender-7', name: 'Faduma Noor', email: 'faduma@example.com' }
const PAID = makeTransfer(1, { status: 'PAID', note: 'Collected at the Banadir branch.', ownerId: SENDER.id, sender: SENDER })
const READY = makeTransfer(2, { mobileNumber: '6125550199', ownerId: SENDER.id, sender: SENDER })
const CANCELLED = makeTransfer(3, { status: 'CANCELLED' })

interface Setup {
  transfers?: Transfer[]
  /** What `archived=only` lists. */
  archived?: Transfer[]
  admin?: boolean
  /** Answers DELETE /api/customers/{id}. */
  onDelete?: (id: string) => Response
  /** Answers POST /api/customers/exports (201 unless given). */
  onRecordExport?: () => Response
}

async function renderDashboard({ transfers = [PAID, READY], archived = [], admin = true, onDelete, onRecordExport }: Setup = {}) {
  let live = [...transfers]
  const fetchMock = mockFetch((url, init) => {
    if (url === '/countries') return jsonResponse([])
    if (url === '/api/customers/exports' && init?.method === 'POST') {
      return onRecordExport ? onRecordExport() : jsonResponse({ id: '01KEXPORT0000000000000000A', at: '2026-11-29T06:00:00.000Z' }, 201)
    }
    if (url.startsWith('/api/customers/list')) return answerList(url, url.includes('archived=only') ? archived : live)
    const deleted = /^\/api\/customers\/(\w+)$/.exec(url)
    if (deleted && init?.method === 'DELETE') {
      const answer = onDelete ? onDelete(deleted[1] ?? '') : new Response(null, { status: 204 })
      if (answer.status === 204) live = live.filter((t) => t.id !== deleted[1])
      return answer
    }
    return jsonResponse({ error: 'Not found' }, 404)
  })
  const session = await signedInStore(makeSession(admin ? { isAdmin: true, id: 'admin-1' } : {}))
  const result = renderApp(
    <Routes>
      <Route path="/country/customers" element={<CustomerDashboardRoute />} />
      <Route path="/customers/*" element={<p>elsewhere</p>} />
    </Routes>,
    { url: '/country/customers', session },
  )
  await screen.findByRole('table')
  return { ...result, fetchMock }
}

/** The bodies the page sent to record its exports (POST /api/customers/exports), in order. */
const recordedExports = (fetchMock: ReturnType<typeof mockFetch>): unknown[] =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/customers/exports' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown)

/** The files the page hands the browser to download (their blobs), and the clicks that start them. */
function captureDownloads() {
  const blobs: Blob[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob)
    return 'blob:test'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  return { blobs, clicks }
}

const rowOf = (invoice: string) => {
  const cell = screen.getByRole('cell', { name: invoice })
  const row = cell.closest('tr')
  if (!row) throw new Error(`no row for ${invoice}`)
  return within(row)
}

describe('Customer Dashboard', () => {
  it('shows the stat cards, the Total & Fees box and every column of a row', async () => {
    await renderDashboard()
    const stats = within(screen.getByRole('list', { name: 'Customer statistics' }))
    expect(stats.getByText('Total Customers').nextSibling).toHaveTextContent('2')
    expect(stats.getByText('Paid Transactions').nextSibling).toHaveTextContent('1')
    expect(stats.getByText('Pending').nextSibling).toHaveTextContent('1')
    // Spec 2.7's "Total Revenue" summed principal and fees: staff read the volume sent and the fees earned at the payout.
    expect(screen.queryByText('Total Revenue')).not.toBeInTheDocument()
    const money = within(screen.getByRole('list', { name: 'Money' }))
    expect(money.getByText('Volume sent').nextSibling).toHaveTextContent('$200')
    expect(money.getByText('Fee revenue').nextSibling).toHaveTextContent('$5')
    const totals = within(screen.getByRole('region', { name: 'Total & Fees' }))
    expect(totals.getByText('Volume sent').nextSibling).toHaveTextContent('$200.00')
    expect(totals.getByText('Fees charged').nextSibling).toHaveTextContent('$10.00')
    expect(totals.getByText('Fee revenue (earned at payout)').nextSibling).toHaveTextContent('$5.00')

    const row = rowOf('SO-US-1000000002')
    expect(row.getByText('Hodan2 Warsame')).toBeInTheDocument()
    expect(row.getByText('Ali')).toBeInTheDocument()
    expect(row.getByText('Somalia')).toBeInTheDocument()
    expect(row.getByText('Banadir')).toBeInTheDocument()
    expect(row.getByRole('cell', { name: '(612) 555-0199' })).toBeInTheDocument()
    expect(row.getByText('$100.00')).toBeInTheDocument()
    expect(row.getByText('$5.00')).toBeInTheDocument()
    expect(row.getByText('$105.00')).toBeInTheDocument()
    expect(row.getByText('READY')).toBeInTheDocument()
    expect(rowOf('SO-US-1000000001').getByText('PAID')).toBeInTheDocument()
  })

  it("staff's table names the sender (linking to their profile, with the e-mail) apart from the recipient", async () => {
    const gone = makeTransfer(3, { ownerId: 'deleted-user' })
    await renderDashboard({ transfers: [PAID, READY, gone] })
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent)
    expect(headers.slice(0, 4)).toEqual(['Date/Time', 'Invoice', 'Sender', 'Recipient'])
    expect(headers).not.toContain('Customer')
    const row = rowOf('SO-US-1000000002')
    expect(row.getByRole('link', { name: 'Faduma Noor' })).toHaveAttribute('href', '/dashboard/profile/sender-7')
    expect(row.getByText('faduma@example.com')).toBeInTheDocument()
    expect(row.getByText('Hodan2 Warsame')).toBeInTheDocument()
    // A sender whose account is gone reads as a dash, the transfer still listed.
    expect(rowOf('SO-US-1000000003').getByText('—')).toBeInTheDocument()
  })

  it("a sender's own table has a Recipient column and no Sender column", async () => {
    await renderDashboard({ admin: false })
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent)
    expect(headers).toContain('Recipient')
    expect(headers).not.toContain('Sender')
    expect(screen.queryByRole('link', { name: 'Faduma Noor' })).not.toBeInTheDocument()
  })

  it('edit is disabled for PAID; every receipt can be printed', async () => {
    await renderDashboard()
    const paid = rowOf('SO-US-1000000001')
    expect(paid.getByRole('button', { name: /^Edit SO-US-1000000001/ })).toBeDisabled()
    expect(paid.getByRole('button', { name: /^Edit/ })).toHaveAccessibleName('Edit SO-US-1000000001 (A paid transfer cannot be edited)')
    expect(paid.getByRole('link', { name: 'Print receipt SO-US-1000000001' })).toHaveAttribute('href', `/customers/customer-print-receipt/${PAID.id}`)

    const ready = rowOf('SO-US-1000000002')
    expect(ready.getByRole('link', { name: 'Edit SO-US-1000000002' })).toHaveAttribute('href', `/customers/edit-customer/${READY.id}`)
    expect(ready.getByRole('link', { name: 'Print receipt SO-US-1000000002' })).toHaveAttribute(
      'href',
      `/customers/customer-print-receipt/${READY.id}`,
    )
    expect(ready.getByRole('link', { name: 'View details SO-US-1000000002' })).toHaveAttribute('href', `/customers/view-customer-details/${READY.id}`)
  })

  it('staff archive a transfer closed in the ledger; one whose money is held stays, saying why; Add Customer', async () => {
    await renderDashboard({ transfers: [PAID, READY, CANCELLED] })
    expect(rowOf('SO-US-1000000001').getByRole('button', { name: 'Archive SO-US-1000000001' })).toBeEnabled()
    expect(rowOf('SO-US-1000000003').getByRole('button', { name: 'Archive SO-US-1000000003' })).toBeEnabled()
    expect(rowOf('SO-US-1000000002').getByRole('button', { name: /^Archive/ })).toBeDisabled()
    expect(rowOf('SO-US-1000000002').getByRole('button', { name: /^Archive/ })).toHaveAccessibleName(
      'Archive SO-US-1000000002 (The money of this transfer is still held: pay it out, or cancel and refund it, before archiving it)',
    )
    expect(screen.getByRole('link', { name: 'Add Customer' })).toHaveAttribute('href', '/customers/add-customer')
  })

  it('a sender deletes a cancelled transfer only; a paid-out one is staff’s; no Add Customer', async () => {
    await renderDashboard({ admin: false, transfers: [PAID, READY, CANCELLED] })
    expect(rowOf('SO-US-1000000001').getByRole('button', { name: /^Delete/ })).toBeDisabled()
    expect(rowOf('SO-US-1000000001').getByRole('button', { name: /^Delete/ })).toHaveAccessibleName(
      'Delete SO-US-1000000001 (Only admins can delete a paid transfer)',
    )
    expect(rowOf('SO-US-1000000003').getByRole('button', { name: 'Delete SO-US-1000000003' })).toBeEnabled()
    expect(screen.queryByRole('link', { name: 'Add Customer' })).not.toBeInTheDocument()
  })

  it('a sender’s delete of a transfer on its way says why it stays and offers cancel or report a problem, deleting nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse(READY.createdAt) + 60_000 })
    const { user, fetchMock } = await renderDashboard({ admin: false })
    await user.click(rowOf('SO-US-1000000002').getByRole('button', { name: 'Delete SO-US-1000000002' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'This transfer cannot be deleted' }))
    expect(dialog.getByText(/has been paid for, so it cannot be deleted/)).toBeInTheDocument()
    expect(dialog.getByRole('link', { name: 'Cancel the transfer' })).toHaveAttribute('href', `/customers/view-customer-details/${READY.id}`)
    expect(dialog.getByRole('link', { name: 'Report a problem' })).toHaveAttribute('href', `/customers/view-customer-details/${READY.id}`)
    // Past the 30 minutes only the report is offered.
    await user.click(dialog.getByRole('button', { name: 'Close' }))
    vi.setSystemTime(Date.parse(READY.createdAt) + 31 * 60_000)
    await user.click(rowOf('SO-US-1000000002').getByRole('button', { name: 'Delete SO-US-1000000002' }))
    const later = within(await screen.findByRole('dialog', { name: 'This transfer cannot be deleted' }))
    expect(later.queryByRole('link', { name: 'Cancel the transfer' })).not.toBeInTheDocument()
    expect(later.getByRole('link', { name: 'Report a problem' })).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)
    vi.useRealTimers()
  })

  it('staff: asks first, archives, says so and drops the row', async () => {
    const { user, fetchMock } = await renderDashboard({ transfers: [PAID, READY, CANCELLED] })
    await user.click(rowOf('SO-US-1000000003').getByRole('button', { name: 'Archive SO-US-1000000003' }))
    const dialog = await screen.findByRole('dialog', { name: 'Archive this transfer?' })
    expect(within(dialog).getByText(/entries in the books are kept/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Yes, archive it' }))
    expect(await screen.findByText(/^Archived\./)).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith(`/api/customers/${CANCELLED.id}`, expect.objectContaining({ method: 'DELETE' }))
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'SO-US-1000000003' })).not.toBeInTheDocument())
  })

  it('a sender: asks first (spec 8), deletes a cancelled transfer, says Deleted!', async () => {
    const { user } = await renderDashboard({ admin: false, transfers: [PAID, CANCELLED] })
    await user.click(rowOf('SO-US-1000000003').getByRole('button', { name: 'Delete SO-US-1000000003' }))
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' })
    expect(within(dialog).getByText("You won't be able to revert this!")).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }))
    expect(await screen.findByText('Deleted! Customer has been deleted.')).toBeInTheDocument()
  })

  it('Cancel archives nothing', async () => {
    const { user, fetchMock } = await renderDashboard({ transfers: [PAID, CANCELLED] })
    await user.click(rowOf('SO-US-1000000003').getByRole('button', { name: 'Archive SO-US-1000000003' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Archive this transfer?' })).getByRole('button', { name: 'Cancel' }))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)
  })

  it.each([
    { status: 500, body: {}, message: 'Failed to delete customer' },
    { status: 409, body: { error: 'This transfer has an open claim' }, message: 'This transfer has an open claim' },
  ])('a failed archive ($status) shows the Error! dialog: $message', async ({ status, body, message }) => {
    const { user } = await renderDashboard({ transfers: [PAID, CANCELLED], onDelete: () => jsonResponse(body, status) })
    await user.click(rowOf('SO-US-1000000003').getByRole('button', { name: 'Archive SO-US-1000000003' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Archive this transfer?' })).getByRole('button', { name: 'Yes, archive it' }))
    const error = await screen.findByRole('dialog', { name: 'Error!' })
    expect(within(error).getByText(message)).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'SO-US-1000000003' })).toBeInTheDocument()
  })

  it('quick view shows the sender (linking to their profile), the status, the payment details, the masked card, the pay-out line and the note; nothing about a CVV', async () => {
    const { user } = await renderDashboard()
    await user.click(rowOf('SO-US-1000000001').getByRole('button', { name: 'Quick view SO-US-1000000001' }))
    const panel = within(await screen.findByRole('dialog', { name: 'Customer View Panel' }))
    expect(panel.getByText('Sender').nextSibling).toHaveTextContent('Faduma Noorfaduma@example.com')
    expect(panel.getByRole('link', { name: 'Faduma Noor' })).toHaveAttribute('href', '/dashboard/profile/sender-7')
    expect(panel.getByText('Status').nextSibling).toHaveTextContent('PAID')
    // The CVV is never stored: the panel says nothing about one, not even '***'.
    expect(panel.queryByText('CVV')).not.toBeInTheDocument()
    expect(panel.queryByText('***')).not.toBeInTheDocument()
    for (const [label, value] of [
      ['Relationship', 'Sister'],
      ['Sending Reason', 'Education'],
      ['Payment Type', 'Mobile Money'],
      ['Payment Method', 'Debit Card'],
      ['Card Number', '**** **** **** 4242'],
      ['Expiration Date', '12/30'],
    ] as const) {
      expect(panel.getByText(label).nextSibling).toHaveTextContent(value)
    }
    expect(panel.getByText(/^Pay the amount of/)).toHaveTextContent('Pay the amount of $100.00 to Hodan1 Ali Warsame')
    expect(panel.getByText('Collected at the Banadir branch.')).toBeInTheDocument()
  })

  it('a sender’s own quick view has the status but no Sender row', async () => {
    const { user } = await renderDashboard({ admin: false })
    await user.click(rowOf('SO-US-1000000002').getByRole('button', { name: 'Quick view SO-US-1000000002' }))
    const panel = within(await screen.findByRole('dialog', { name: 'Customer View Panel' }))
    expect(panel.getByText('Status').nextSibling).toHaveTextContent('READY')
    expect(panel.queryByText('Sender')).not.toBeInTheDocument()
  })

  it('quick view of a transfer without a note says where the money goes, for its payment type', async () => {
    const { user } = await renderDashboard()
    await user.click(rowOf('SO-US-1000000002').getByRole('button', { name: 'Quick view SO-US-1000000002' }))
    const panel = within(await screen.findByRole('dialog', { name: 'Customer View Panel' }))
    expect(panel.getByText('The money is sent to the recipient’s mobile money wallet.')).toBeInTheDocument()
  })

  it('pages 5 at a time with at most 5 page buttons, reading further batches as needed', async () => {
    const many = Array.from({ length: 48 }, (_, i) => makeTransfer(100 + i))
    const { user, fetchMock } = await renderDashboard({ transfers: many })
    const pager = within(screen.getByRole('navigation', { name: 'Customer pages' }))
    expect(pager.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5'])
    expect(screen.getAllByRole('row')).toHaveLength(1 + 5)
    expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled()

    await user.click(pager.getByRole('button', { name: 'Page 5' }))
    expect(await screen.findByRole('cell', { name: 'SO-US-1000000120' })).toBeInTheDocument()
    expect(pager.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['3', '4', '5', '6', '7'])

    // Page 7 needs rows 31–35: a second batch of 25 is read, by cursor.
    await user.click(pager.getByRole('button', { name: 'Page 7' }))
    expect(await screen.findByRole('cell', { name: 'SO-US-1000000130' })).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/customers/list'))).toEqual([
      '/api/customers/list?limit=25',
      '/api/customers/list?limit=25&cursor=25',
    ])

    await user.click(pager.getByRole('button', { name: 'Page 9' }))
    await user.click(await screen.findByRole('button', { name: 'Page 10' }))
    expect(await screen.findByRole('cell', { name: 'SO-US-1000000147' })).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(1 + 3)
    expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(pager.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['6', '7', '8', '9', '10'])
  })

  it('searches on the server, shows "N found" with up to 5 matches linking to details, and starts again at page 1', async () => {
    const many = [
      ...Array.from({ length: 12 }, (_, i) => makeTransfer(200 + i)),
      makeTransfer(300, { firstName: 'Zahra' }),
      makeTransfer(301, { lastName: 'Zahra-Ali' }),
    ]
    const { user, fetchMock } = await renderDashboard({ transfers: many })
    await user.click(within(screen.getByRole('navigation', { name: 'Customer pages' })).getByRole('button', { name: 'Page 3' }))
    await user.type(screen.getByLabelText('Search customers'), 'ZAHRA')
    const results = within(await screen.findByRole('region', { name: 'Search results for ZAHRA' }))
    expect(await results.findByText('2 found')).toBeInTheDocument()
    expect(results.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `/customers/view-customer-details/${many[12]?.id}`,
      `/customers/view-customer-details/${many[13]?.id}`,
    ])
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/customers/list?q=ZAHRA&limit=25')).toBe(true)
    // Page 1 of the matches, and the figures are the matches' own.
    expect(screen.getAllByRole('row')).toHaveLength(1 + 2)
    expect(within(screen.getByRole('list', { name: 'Customer statistics' })).getByText('Total Customers').nextSibling).toHaveTextContent('2')
  })

  it('shows "No Customers Found", and Add New Customer to admins', async () => {
    mockFetch((url) => (url.startsWith('/api/customers/list') ? answerList(url, []) : jsonResponse([])))
    renderApp(<CustomerDashboardRoute />, { url: '/country/customers', session: await signedInStore(makeSession({ isAdmin: true })) })
    expect(await screen.findByRole('heading', { name: 'No Customers Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add New Customer' })).toHaveAttribute('href', '/customers/add-customer')
  })

  it('a failed list shows "Failed to fetch customers" with Try Again and Dismiss', async () => {
    mockFetch(() => jsonResponse({ error: 'The service is busy, please try again in a moment' }, 503))
    const { user } = renderApp(<CustomerDashboardRoute />, { url: '/country/customers', session: await signedInStore() })
    const alert = within(await screen.findByRole('alert'))
    expect(alert.getByText('Failed to fetch customers')).toBeInTheDocument()
    expect(alert.getByText('The service is busy, please try again in a moment')).toBeInTheDocument()
    await user.click(alert.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('Export downloads every page of the current filter as CSV', async () => {
    const many = Array.from({ length: 130 }, (_, i) => makeTransfer(400 + i))
    const { user, fetchMock } = await renderDashboard({ transfers: many })
    const { blobs, clicks } = captureDownloads()
    await user.click(screen.getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1))
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('limit=100'))).toEqual([
      '/api/customers/list?limit=100',
      '/api/customers/list?limit=100&cursor=100',
    ])
    const text = await (blobs[0] as Blob).text()
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(1 + 130)
    expect(lines[0]).toBe(
      'Date,Invoice,Sender,Sender Email,Recipient First Name,Recipient Last Name,Recipient Middle Name,Country,City,Contact,Amount,Fees,Total,' +
        'Receive Amount,Receive Currency,Exchange Rate,Date Available,Status,Relationship,Sending Reason,Payment Type,' +
        'Mobile Money Provider,Bank,Account Number or IBAN,Payment Method,Card,Note,Archived',
    )
    expect(lines[130]).toContain('SO-US-1000000529')
    expect(text).not.toMatch(/\d{13,}/)
    // Recorded before the file was made: the filter and the row count (who and when are the server's).
    expect(recordedExports(fetchMock)).toEqual([{ filter: {}, includeArchived: false, rowCount: 130 }])
  })

  it("staff's export names the sender and carries the payout details the payout desk needs", async () => {
    const bank = makeTransfer(10, {
      ownerId: SENDER.id,
      sender: SENDER,
      countryId: 'tr',
      country: 'Turkey',
      paymentType: 'Bank Transfer',
      bankName: 'Ziraat Bankası',
      accountNumber: 'TR330006100519786457841326',
    })
    const wallet = makeTransfer(11, { ownerId: SENDER.id, sender: SENDER, walletProvider: 'EVC Plus' })
    const { user } = await renderDashboard({ transfers: [bank, wallet] })
    const { blobs, clicks } = captureDownloads()
    await user.click(screen.getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1))
    const lines = (await (blobs[0] as Blob).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    const header = lines[0]?.split(',') ?? []
    const cell = (line: string | undefined, column: string) => (line ?? '').split(',')[header.indexOf(column)]
    expect(cell(lines[1], 'Sender')).toBe('Faduma Noor')
    expect(cell(lines[1], 'Sender Email')).toBe('faduma@example.com')
    expect(cell(lines[1], 'Bank')).toBe('Ziraat Bankası')
    expect(cell(lines[1], 'Account Number or IBAN')).toBe('TR330006100519786457841326')
    expect(cell(lines[1], 'Mobile Money Provider')).toBe('')
    expect(cell(lines[2], 'Mobile Money Provider')).toBe('EVC Plus')
  })

  it('a sender’s export has no sender or payout columns, and is recorded too', async () => {
    const { user, fetchMock } = await renderDashboard({ admin: false })
    const { blobs, clicks } = captureDownloads()
    await user.click(screen.getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1))
    const [header] = (await (blobs[0] as Blob).text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toMatch(/^Date,Invoice,Recipient First Name,/)
    expect(header).not.toMatch(/Sender|Bank|IBAN|Mobile Money Provider/)
    expect(recordedExports(fetchMock)).toEqual([{ filter: {}, includeArchived: false, rowCount: 2 }])
  })

  it('makes no file when the export cannot be recorded, and says why', async () => {
    const { user } = await renderDashboard({
      onRecordExport: () => jsonResponse({ error: 'The service is busy, please try again in a moment' }, 503),
    })
    const { clicks } = captureDownloads()
    await user.click(screen.getByRole('button', { name: 'Export' }))
    expect(await screen.findByText('The service is busy, please try again in a moment')).toBeInTheDocument()
    expect(clicks).not.toHaveBeenCalled()
  })

  it('staff may include the archived transfers: they left the list, not the books', async () => {
    const archivedAt = '2026-11-20T09:00:00.000Z'
    const { user, fetchMock } = await renderDashboard({ archived: [makeTransfer(900, { status: 'PAID', archivedAt })] })
    const { blobs, clicks } = captureDownloads()
    await user.click(screen.getByRole('checkbox', { name: 'Include archived' }))
    await user.click(screen.getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1))
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('limit=100'))).toEqual([
      '/api/customers/list?limit=100',
      '/api/customers/list?limit=100&archived=only',
    ])
    const lines = (await (blobs[0] as Blob).text()).trim().split('\r\n')
    expect(lines).toHaveLength(1 + 3)
    expect(lines[3]).toMatch(/SO-US-1000000900,.*,2026-11-20T09:00:00.000Z$/)
    expect(recordedExports(fetchMock)).toEqual([{ filter: {}, includeArchived: true, rowCount: 3 }])
  })

  it('a sender’s export has no archived choice', async () => {
    await renderDashboard({ admin: false })
    expect(screen.queryByRole('checkbox', { name: 'Include archived' })).not.toBeInTheDocument()
  })
})
