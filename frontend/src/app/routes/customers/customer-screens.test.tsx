import { act, screen, waitFor, within } from '@testing-library/react'
import { MOCK_QUOTE_ID, quoteAnswer } from '../../../testing/quotes'
import { Route, Routes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import AddCustomerRoute from './add-customer'
import CustomerDetailsRoute from './customer-details'
import CustomerReceiptRoute from './customer-receipt'
import EditCustomerRoute from './edit-customer'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore } from '../../../testing/session'
import { makeTransfer } from '../../../testing/transfers'
import QuickViewModal from '../../../features/transfers-admin/components/quick-view-modal'

const PENDING = makeTransfer(7, {
  note: 'Call before delivery',
  history: [{ at: '2026-03-09T15:04:00.000Z', by: 'admin-9', byName: 'Sahra Staff', type: 'created' }],
})
const PAID = makeTransfer(8, { status: 'PAID', version: 2, note: '' })
/** The stage's regulator, as the single-transfer answer carries it. */
const REGULATOR = { name: 'Test State Banking Department', phone: '555-0100', website: 'banking.test' }
const KENYA_BANK = makeTransfer(9, {
  countryId: 'ke',
  country: 'Kenya',
  paymentType: 'Bank Transfer',
  payout: {
    currency: 'KES',
    rate: '129.5',
    receiveAmount: 12950,
    receiveMinor: 1295000,
    dateAvailable: '2026-11-27',
    quoteId: '01KB0000000000000000000QTE',
  },
})

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined

async function renderAt(
  url: string,
  { admin = true, transfers = [PENDING, PAID], handle }: { admin?: boolean; transfers?: Transfer[]; handle?: Handler } = {},
) {
  const fetchMock = mockFetch((requested, init) => {
    const custom = handle?.(requested, init)
    if (custom) return custom
    const match = /^\/api\/customers\/(\w+)$/.exec(requested)
    const found = transfers.find((t) => t.id === match?.[1])
    if (match && (!init?.method || init.method === 'GET'))
      return found ? jsonResponse({ ...found, regulator: REGULATOR }) : jsonResponse({ error: 'Transfer not found' }, 404)
    if (requested === '/countries')
      return jsonResponse([
        {
          id: 'so',
          countryName: 'Somalia',
          image: '/flags/so.svg',
          currency: 'SOS',
          countryCode: '252',
          minAmountCents: 1_000,
          maxAmountCents: 1_000_000,
        },
      ])
    return jsonResponse({ error: 'Not found' }, 404)
  })
  const session = await signedInStore(makeSession(admin ? { isAdmin: true, id: 'admin-1' } : {}))
  const result = renderApp(
    <Routes>
      <Route path="/customers/edit-customer/:id" element={<EditCustomerRoute />} />
      <Route path="/customers/customer-print-receipt/:id" element={<CustomerReceiptRoute />} />
      <Route path="/customers/view-customer-details/:id" element={<CustomerDetailsRoute />} />
      <Route path="/customers/add-customer" element={<AddCustomerRoute />} />
      <Route path="/country/customers" element={<p>the customer list</p>} />
    </Routes>,
    { url, session },
  )
  return { ...result, fetchMock }
}

describe('Edit Customer Payment', () => {
  it('has the three cards, the status badge and, for admins, the status select', async () => {
    await renderAt(`/customers/edit-customer/${PENDING.id}`)
    await screen.findByRole('button', { name: 'Update' })
    for (const name of ['Personal Information', 'Contact & Status', 'Customer Notes']) expect(screen.getByRole('group', { name })).toBeInTheDocument()
    // One word per state on every screen: a transfer not paid out reads READY (the value stays PENDING).
    expect(screen.getAllByText('READY')[0]).toHaveClass('status-badge')
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('PENDING')
    expect(screen.getByRole('option', { name: 'READY' })).toHaveValue('PENDING')
    expect(screen.getByRole('option', { name: 'PAID' })).toHaveValue('PAID')
    expect(screen.getByLabelText('Note')).toHaveValue('Call before delivery')
  })

  it('has no status select for other users', async () => {
    await renderAt(`/customers/edit-customer/${PENDING.id}`, { admin: false })
    await screen.findByRole('button', { name: 'Update' })
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument()
    expect(screen.getByText('Only staff can change the status of a transfer.')).toBeInTheDocument()
  })

  it('a sender reads the recipient they paid for, fixed, with what to do instead; only the note is sent', async () => {
    let sent: unknown
    const { user } = await renderAt(`/customers/edit-customer/${PENDING.id}`, {
      admin: false,
      handle: (_url, init) => {
        if (init?.method !== 'PATCH') return undefined
        sent = JSON.parse(String(init.body))
        return jsonResponse({ ...PENDING, note: 'Call first', version: 2 })
      },
    })
    for (const label of ['First name', 'Middle name', 'Last name', 'Mobile number', 'City']) {
      expect(await screen.findByLabelText(label)).toHaveAttribute('readonly')
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining('cannot be changed'))
    }
    expect(screen.queryByLabelText('Reason for the correction')).not.toBeInTheDocument()
    await user.clear(screen.getByLabelText('Note'))
    await user.type(screen.getByLabelText('Note'), 'Call first')
    await user.click(screen.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(sent).toEqual({ country: 'Somalia', note: 'Call first', version: 1 }))
  })

  it('staff correcting the recipient must give a reason; none is asked while nothing disclosed changes', async () => {
    const { user } = await renderAt(`/customers/edit-customer/${PENDING.id}`)
    await user.type(await screen.findByLabelText('Note'), '.')
    expect(screen.queryByLabelText('Reason for the correction')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Last name'), 'h')
    expect(screen.getByLabelText('Reason for the correction')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findAllByText('Say why the recipient or payout details are corrected')).not.toHaveLength(0)
  })

  it('a PAID record cannot be edited: no form, the reason and the way on', async () => {
    await renderAt(`/customers/edit-customer/${PAID.id}`)
    expect(await screen.findByText('A paid transfer cannot be edited.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Print receipt' })).toHaveAttribute('href', `/customers/customer-print-receipt/${PAID.id}`)
  })

  it('a middle name may be removed: it is optional (many recipients have none)', async () => {
    const { user } = await renderAt(`/customers/edit-customer/${PENDING.id}`)
    const update = await screen.findByRole('button', { name: 'Update' })
    await user.clear(screen.getByLabelText('Middle name'))
    expect(screen.getByLabelText('Middle name')).not.toBeRequired()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(update).toBeEnabled()
  })

  it.each(['First name', 'Last name', 'City', 'Mobile number'])(
    'Update waits while %s is empty, saying "Required fields are missing"',
    async (label) => {
      const { user } = await renderAt(`/customers/edit-customer/${PENDING.id}`)
      const update = await screen.findByRole('button', { name: 'Update' })
      expect(update).toBeEnabled()
      await user.clear(screen.getByLabelText(label))
      expect(update).toBeDisabled()
      expect(screen.getByRole('alert')).toHaveTextContent('Required fields are missing')
    },
  )

  it("a PENDING transfer's note stays editable however long it is (spec 4: the lock is for non-PENDING)", async () => {
    const long = makeTransfer(9, { note: 'x'.repeat(80) })
    const { user } = await renderAt(`/customers/edit-customer/${long.id}`, { transfers: [long] })
    const note = await screen.findByLabelText('Note')
    expect(note).not.toHaveAttribute('readonly')
    await user.type(note, 'y')
    expect(note).toHaveValue(`${'x'.repeat(80)}y`)
  })

  it('sends the fields with the version read, says so for 2.5 s and goes back to the list after 2 s', async () => {
    let sent: unknown
    const { user } = await renderAt(`/customers/edit-customer/${PENDING.id}`, {
      handle: (_url, init) => {
        if (init?.method !== 'PATCH') return undefined
        sent = JSON.parse(String(init.body))
        return jsonResponse({ ...PENDING, status: 'PAID', version: 2 })
      },
    })
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'PAID')
    await user.clear(screen.getByLabelText('City'))
    await user.type(screen.getByLabelText('City'), 'Kismayo')
    // The city was disclosed before payment: staff say why they correct it.
    await user.type(screen.getByLabelText('Reason for the correction'), 'The sender moved the pickup')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Customer record updated successfully!')).toBeInTheDocument()
    expect(sent).toEqual({
      firstName: PENDING.firstName,
      middleName: 'Ali',
      lastName: 'Warsame',
      mobileNumber: PENDING.mobileNumber,
      city: 'Kismayo',
      country: 'Somalia',
      note: 'Call before delivery',
      status: 'PAID',
      reason: 'The sender moved the pickup',
      version: 1,
    })
    expect(screen.queryByText('the customer list')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(screen.getByText('the customer list')).toBeInTheDocument()
  })

  it('a failed update shows the "Update Failed" dialog with the reason, else "Failed to update customer data!"', async () => {
    const { user } = await renderAt(`/customers/edit-customer/${PENDING.id}`, {
      handle: (_url, init) => (init?.method === 'PATCH' ? jsonResponse({}, 500) : undefined),
    })
    await user.click(await screen.findByRole('button', { name: 'Update' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Failed' }))
    expect(dialog.getByText('Failed to update customer data!')).toBeInTheDocument()
  })

  it("someone else's transfer (404) is a not-found screen", async () => {
    await renderAt('/customers/edit-customer/01JZ0000000000000000009999')
    expect(await screen.findByRole('heading', { name: 'Transfer not found' })).toBeInTheDocument()
    expect(screen.getByText(/Failed to fetch customer details/)).toBeInTheDocument()
  })

  it('Cancel goes back to /country/customers', async () => {
    const { user } = await renderAt(`/customers/edit-customer/${PENDING.id}`)
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(screen.getByText('the customer list')).toBeInTheDocument()
  })
})

describe('Receipt and details', () => {
  it('the receipt of a PAID transfer shows every spec 2.9 item, and Print opens the print dialog', async () => {
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const { user } = await renderAt(`/customers/customer-print-receipt/${PAID.id}`)
    const receipt = within(await screen.findByRole('article', { name: 'Transfer Receipt' }))
    expect(receipt.getByText('SO-US-1000000008')).toBeInTheDocument()
    expect(receipt.getByText('Hodan8 Ali Warsame')).toBeInTheDocument()
    expect(receipt.getByText('Visa **** **** **** 4242')).toBeInTheDocument()
    for (const [label, value] of [
      ['Transfer amount', '$100.00'],
      ['Transfer fees', '$5.00'],
      ['Total', '$105.00'],
      ['Exchange rate', 'None (paid in US dollars)'],
      ['Total to recipient', '$100.00'],
      ['Reason', 'Education'],
    ] as const) {
      expect(receipt.getByText(label).nextSibling).toHaveTextContent(value)
    }
    expect(receipt.getByText('PAID')).toHaveClass('status-badge')
    // No note: what fits a mobile-money payout, not the spec's branch collection.
    expect(receipt.getByText('The money is sent to the recipient’s mobile money wallet.')).toBeInTheDocument()
    expect(receipt.getByText('1-800-555-0142')).toBeInTheDocument()
    expect(receipt.getByText(/www\.remit\.example/)).toBeInTheDocument()
    expect(receipt.getByText(/100 Example Street/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute('href', '/country/customers')
    await user.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('the receipt carries every item of 12 CFR 1005.31(b)(2): amounts at the quote, date available, rights and whom to complain to', async () => {
    await renderAt(`/customers/customer-print-receipt/${KENYA_BANK.id}`, { transfers: [KENYA_BANK] })
    const receipt = within(await screen.findByRole('article', { name: 'Transfer Receipt' }))
    for (const [label, value] of [
      ['Transfer amount', '$100.00'],
      ['Transfer fees', '$5.00'],
      ['Transfer taxes', '$0.00'],
      ['Total', '$105.00'],
      ['Exchange rate', '1 USD = 129.50 KES'],
      ['Transfer amount in KES', 'KES 12,950.00'],
      ['Other fees', 'KES 0.00'],
      ['Total to recipient', 'KES 12,950.00'],
      ['Date available', 'Fri, Nov 27, 2026'],
      ['Name', 'Hodan9 Ali Warsame'],
      ['Country', 'Kenya'],
    ] as const) {
      expect(receipt.getByText(label).nextSibling).toHaveTextContent(value)
    }
    expect(receipt.getByText('Mobile').nextSibling?.textContent).toMatch(/\d/)
    // A bank payout may be charged by the bank.
    expect(receipt.getByText(/may receive less because of fees charged by the recipient’s bank/)).toBeInTheDocument()
    expect(receipt.getByText('The money is credited to the recipient’s bank account.')).toBeInTheDocument()
    expect(receipt.getByRole('heading', { name: 'Your rights' })).toBeInTheDocument()
    expect(receipt.getByText(/cancel this transfer for a full refund, fees included, within 30 minutes/)).toBeInTheDocument()
    expect(receipt.getByText(/within 180 days of the date the money was promised/)).toBeInTheDocument()
    const complaints = receipt.getByRole('list', { name: 'Complaints' })
    expect(complaints).toHaveTextContent('Test State Banking Department, 555-0100, banking.test')
    expect(complaints).toHaveTextContent('Consumer Financial Protection Bureau, 855-411-2372, consumerfinance.gov')
    expect(receipt.getByText(/^Remit Inc\., 100 Example Street/)).toBeInTheDocument()
  })

  it('a sender reads and prints their receipt before it is paid out (12 CFR 1005.31(e): it is due when they pay), and goes back to their transfers', async () => {
    await renderAt(`/customers/customer-print-receipt/${PENDING.id}`, { admin: false })
    expect(await screen.findByRole('article', { name: 'Transfer Receipt' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Back to my transfers' })).toHaveAttribute('href', '/dashboard/my-reciepients')
    expect(screen.queryByRole('link', { name: 'Back to customers' })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('details show the receipt and the timeline, Print, Edit and (for staff, before payout) Cancel', async () => {
    await renderAt(`/customers/view-customer-details/${PENDING.id}`)
    expect(await screen.findByRole('article', { name: 'Transfer Receipt' })).toBeInTheDocument()
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }))
    expect(timeline.getByText('Paid')).toBeInTheDocument()
    expect(timeline.getByText(/by Sahra Staff/)).toBeInTheDocument()
    expect(timeline.getByText('Money available')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel transfer' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/customers/edit-customer/${PENDING.id}`)
  })

  it.each([
    ['/customers/customer-print-receipt/', 'Failed to fetch customers to print!'],
    ['/customers/view-customer-details/', 'Failed to fetch customers to view!'],
  ])('%s: a failed read says "%s" with Try Again', async (path, title) => {
    await renderAt(`${path}${PAID.id}`, { handle: () => jsonResponse({}, 500) })
    const alert = within(await screen.findByRole('alert'))
    expect(alert.getByText(title)).toBeInTheDocument()
    expect(alert.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  })
})

describe('Quick view panel', () => {
  it("says 'No record selected!' with nothing to show", () => {
    renderApp(<QuickViewModal open transfer={null} onClose={() => undefined} />)
    expect(screen.getByText('No record selected!')).toBeInTheDocument()
  })
})

describe('Add Customer', () => {
  it('is 403 for anyone but an admin', async () => {
    await renderAt('/customers/add-customer', { admin: false })
    expect(await screen.findByRole('heading', { name: 'Permission Denied' })).toBeInTheDocument()
    expect(screen.getByText('Only administrators can add customers.')).toBeInTheDocument()
  })

  it('records the transfer for the chosen user, with one Idempotency-Key per attempt', async () => {
    const owner = { ...makeSession({ id: 'user-42', firstName: 'Amina', lastName: 'Yusuf', email: 'amina@example.com' }) }
    const { token: _t, refreshToken: _r, expiresAt: _e, ...ownerUser } = owner
    const posts: { body: unknown; key: string | null }[] = []
    let quotes = 0
    const { user } = await renderAt('/customers/add-customer', {
      handle: (url, init) => {
        if (url.startsWith('/api/user/list')) return jsonResponse({ items: [ownerUser] })
        // Staff pay at a quote of their own (a quote pays only for the user who asked for it).
        if (url === '/api/quotes/mine' && init?.method === 'POST') {
          quotes++
          return quoteAnswer(init)
        }
        if (url === '/api/customers' && init?.method === 'POST') {
          posts.push({ body: JSON.parse(String(init.body)), key: new Headers(init.headers).get('Idempotency-Key') })
          return posts.length === 1
            ? jsonResponse({ error: 'The service is busy, please try again in a moment' }, 503)
            : jsonResponse(makeTransfer(50, { ownerId: 'user-42' }), 201)
        }
        return undefined
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Add Customer' }))
    expect(screen.getByText('Please fill out all the required fields!!')).toBeInTheDocument()
    expect(screen.getByText('Choose the user this transfer is for')).toBeInTheDocument()
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument()

    await user.selectOptions(await screen.findByRole('combobox', { name: 'User' }), 'user-42')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'so')
    await user.type(screen.getByLabelText('Amount (USD)'), '250')
    expect(screen.getByText('Fees $12.50 · Total $262.50')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Mobile number'), '612345678')
    // The amount left, the form shows the quote the payment will be made at (asked for once, not per key typed).
    expect(await screen.findByText(/Rate held for/)).toBeInTheDocument()
    await user.type(screen.getByLabelText('First name'), 'Hodan')
    await user.type(screen.getByLabelText('Middle name'), 'Ali')
    await user.type(screen.getByLabelText('Last name'), 'Warsame')
    // Somalia (dial code 252): the city is the region dropdown.
    await user.selectOptions(screen.getByRole('combobox', { name: 'City/Town/State' }), 'Banadir')
    await user.type(screen.getByLabelText('Card number'), '4242424242424242')
    await user.type(screen.getByLabelText('Expiration date'), '12/30')
    await user.type(screen.getByLabelText('CVV'), '123')
    await user.click(screen.getByRole('button', { name: 'Add Customer' }))
    expect(
      within(await screen.findByRole('dialog', { name: 'Oops... Unable to submit payment!' })).getByText(
        'The service is busy, please try again in a moment',
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'OK' }))
    // The retry is the same attempt: the same key.
    await user.click(screen.getByRole('button', { name: 'Add Customer' }))
    expect(await screen.findByText('Success — New payment record added successfully!')).toBeInTheDocument()
    expect(posts).toHaveLength(2)
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(posts[1]?.key).toBe(posts[0]?.key)
    // The retry is the same request: the attempt's one quote.
    expect(quotes).toBe(1)
    expect(posts[1]?.body).toEqual(posts[0]?.body)
    expect(posts[1]?.body).toMatchObject({
      quoteId: MOCK_QUOTE_ID,
      payoutCurrency: 'USD',
      ownerId: 'user-42',
      countryId: 'so',
      city: 'Banadir',
      inputValue: '250',
      cvv: '123',
      paymentMethod: 'Debit Card',
    })
    await waitFor(() => expect(screen.getByText('the customer list')).toBeInTheDocument())
  })
})
