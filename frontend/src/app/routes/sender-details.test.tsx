import { screen, waitFor, within } from '@testing-library/react'
import { MOCK_QUOTE_ID, quoteAnswer, type QuoteAnswerOptions } from '../../testing/quotes'
import type { UserEvent } from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { COUNTRY_OFFERS } from '../../testing/country-offers'
import type { Transfer } from '../../../../shared/transfers/transfer-schemas'
import type { Recipient } from '../../../../shared/recipients/recipient-schemas'
import SenderDetailsRoute from './sender-details'
import TransferSentRoute from './transfer-sent'
import { jsonResponse, mockFetch } from '../../testing/mock-fetch'
import { renderApp } from '../../testing/render-app'
import { signedInStore, signInAnswer, testSessionStore } from '../../testing/session'
import { IN_KENYA, savedRecipient } from '../../testing/recipients'
import { LIMITS_450_LEFT } from '../../testing/sending-limits'
import { makeTransfer, statsOf } from '../../testing/transfers'
import * as texts from '../../entities/transfer/transfer-texts'
import { i18n } from '../../lib/i18n/i18n'
import { QUOTE_REFUSALS } from '../../../../shared/rates/quote'
import { listItemTexts } from '../../testing/list-items'

// The screens’ texts (messages) as the English they show.
const NO_AMOUNT_TITLE = i18n._(texts.NO_AMOUNT_TITLE)
const PAYMENT_FAILED_TITLE = i18n._(texts.PAYMENT_FAILED_TITLE)
const RECIPIENTS_FETCH_ERROR_TITLE = i18n._(texts.RECIPIENTS_FETCH_ERROR_TITLE)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const SAVED: Transfer = makeTransfer(1, {
  id: '01JB000000000000000000000A',
  invoiceNumber: 'US-42',
  firstName: 'Hodan',
  mobileNumber: '0712345678',
  countryId: 'ke',
  country: 'Kenya',
  city: 'Mombasa',
  inputValue: 50,
  amount: 50,
  fees: 2.5,
  total: 52.5,
  walletProvider: 'Airtel Money',
})
const STATS = statsOf([SAVED])

/** Hodan in the address book, paid by bank transfer. */
const SAVED_RECIPIENT = savedRecipient({ ...IN_KENYA, city: 'Mombasa' })

interface ApiOptions {
  /** The address book (GET /api/recipients). */
  saved?: Recipient[]
  recipientsStatus?: number
  /** Transfers GET /api/customers/{id} answers (Send again). */
  transfers?: Transfer[]
  /** Answers of POST /api/customers, in turn (the last repeats). */
  create?: (() => Response)[]
  /** How each quote is answered, by its turn (1 for the first). */
  quote?: (turn: number) => QuoteAnswerOptions
  /** GET /api/limits's answer (none: a 404, and the wizard shows no limit). */
  limits?: object
  /** Answers of POST /api/recipients, in turn (the last repeats). */
  saveRecipient?: (() => Response)[]
}

const REGULATOR = { name: 'Test State Banking Department', phone: '555-0100', website: 'banking.test' }

function mockApi({
  saved = [],
  recipientsStatus = 200,
  transfers = [],
  create = [() => jsonResponse({ ...SAVED, id: '01JB000000000000000000000B' }, 201)],
  quote = () => ({}),
  limits,
  saveRecipient = [() => jsonResponse({ ...SAVED_RECIPIENT, id: '01JB00000000000000000000R9' }, 201)],
}: ApiOptions = {}) {
  let creates = 0
  let recipientSaves = 0
  let quotes = 0
  const made: Transfer[] = []
  return mockFetch((url, init) => {
    const country = COUNTRY_OFFERS.find((item) => url === `/countries/${item.id}`)
    if (country) return jsonResponse(country)
    if (url === '/api/limits' && limits) return jsonResponse(limits)
    const one = made.find((transfer) => url === `/api/customers/${transfer.id}` && init?.method === 'GET')
    if (one) return jsonResponse({ ...one, regulator: REGULATOR })
    if (url.startsWith('/api/recipients?') && init?.method === 'GET') {
      return recipientsStatus === 200 ? jsonResponse({ items: saved }) : jsonResponse({ error: 'The service is busy' }, recipientsStatus)
    }
    if (url === '/api/recipients' && init?.method === 'POST') {
      const answer = saveRecipient[Math.min(recipientSaves++, saveRecipient.length - 1)]
      return answer ? answer() : jsonResponse({ error: 'no answer' }, 500)
    }
    if (url.startsWith('/api/customers?') && init?.method === 'GET') return jsonResponse({ items: [], stats: STATS })
    const again = transfers.find((transfer) => url === `/api/customers/${transfer.id}`)
    if (again && init?.method === 'GET')
      return jsonResponse({ ...again, regulator: { name: 'Test Regulator', phone: '1-800-555-0100', website: 'https://example.org' } })
    if ((url === '/api/quotes' || url === '/api/quotes/mine') && init?.method === 'POST') return quoteAnswer(init, quote(++quotes))
    if (url === '/api/user/login' && init?.method === 'POST') return jsonResponse(signInAnswer(), 200)
    if (url === '/api/customers' && init?.method === 'POST') {
      const answer = create[Math.min(creates, create.length - 1)]
      creates++
      const response = answer ? answer() : jsonResponse({ error: 'no answer' }, 500)
      // A transfer created is there to read afterwards (the page the payment ends on).
      if (response.status === 201)
        void response
          .clone()
          .json()
          .then((transfer: Transfer) => made.push(transfer))
      return response
    }
    return jsonResponse({ error: 'Not found' }, 404)
  })
}

async function renderWizard(options: { country?: string; query?: string; signedIn?: boolean } = {}) {
  return (await renderWizardWithStore(options)).result
}

/** The wizard rendered, and the session store it runs with (a test may sign in meanwhile). */
async function renderWizardWithStore({
  country = 'ke',
  query = '?inputValue=100&fees=5&total=105&currency=KES&paymentType=Cash+Collection',
  signedIn = true,
} = {}) {
  const session = signedIn ? await signedInStore() : testSessionStore()
  const result = renderApp(
    <Routes>
      <Route path="/country/sender-details/:id" element={<SenderDetailsRoute />} />
      <Route path="/dashboard/my-reciepients" element={<h1>My Recipients page</h1>} />
      <Route path="/transfers/:id/sent" element={<TransferSentRoute />} />
    </Routes>,
    { url: `/country/sender-details/${country}${query}`, session },
  )
  await screen.findByRole('heading', { level: 1, name: 'Money Transfer' })
  return { result, session }
}

const next = () => screen.getByRole('button', { name: 'Next' })
const back = () => screen.getByRole('button', { name: 'Back' })
const confirmButton = () => screen.getByRole('button', { name: 'Pay $105.00' })
const quotesOf = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/quotes'))
/** How formatMinor writes shillings, as the DOM queries see it (a no-break space is white space to them). */
const KES = (amount: string) => `KES ${amount}`
const postsOf = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/customers' && init?.method === 'POST')

async function fillRecipient(user: UserEvent, mobile = '0712345678') {
  await user.type(screen.getByLabelText('Mobile Number'), mobile)
  await user.type(screen.getByLabelText('First Name'), 'Hodan')
  await user.type(screen.getByLabelText('Middle Name'), 'Ali')
  await user.type(screen.getByLabelText('Last Name'), 'Warsame')
  await user.type(screen.getByLabelText('City / Town / State'), 'Nairobi')
}

async function fillCard(user: UserEvent, card = '4242424242424242') {
  // Step 2 is a chunk of its own: its fields arrive after Next.
  await user.type(await screen.findByLabelText('Card Number'), card)
  await user.type(screen.getByLabelText('Expiration Date'), '1228')
  await user.type(screen.getByLabelText('CVV'), '123')
}

async function toReview(user: UserEvent) {
  await fillRecipient(user)
  await user.click(next())
  await fillCard(user)
  await user.click(next())
  await screen.findByRole('heading', { level: 2, name: /Confirm/ })
  // The review is a chunk of its own: its tables arrive after Next.
  await screen.findByRole('table', { name: 'Payment details' })
  // Pay waits for the quote's figures.
  await waitFor(() => expect(confirmButton()).toBeEnabled())
}

describe('Money Transfer wizard', () => {
  it('starts at step 1 with the payment summary worked out from the amount and the quote, not from the URL', async () => {
    const fetchMock = mockApi()
    await renderWizard({ query: '?inputValue=100&fees=0&total=1' })
    const steps = screen.getByRole('list', { name: 'Payment steps' })
    expect(listItemTexts(steps)).toEqual(['1Recipient Info', '2Payment', '3Confirm'])
    expect(within(steps).getByText('Recipient Info').closest('li')).toHaveAttribute('aria-current', 'step')

    const summary = screen.getByRole('table', { name: 'Payment summary' })
    // Without a currency in the URL, Kenya pays out in shillings; the figures are the quote's.
    await within(summary).findByText(KES('12,950.00'))
    const rows = within(summary)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s/g, ' '))
    expect(rows).toEqual([
      'Sending amount$100.00',
      'Fees$5.00',
      'Total to pay$105.00',
      `Recipient gets${KES('12,950.00')}`,
      'Exchange rate1 USD = 129.50 KES',
      'Money availableThu, Nov 26, 2026',
    ])
    expect(screen.getByRole('timer')).toHaveTextContent('30:00')
    expect(JSON.parse(String(quotesOf(fetchMock)[0]?.[1]?.body))).toMatchObject({
      countryId: 'ke',
      amount: '100.00',
      payoutCurrency: 'KES',
      paymentType: 'Cash Collection',
    })
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['Cash Collection', 'Mobile Money', 'Bank Transfer'])
    expect(screen.getByRole('radio', { name: 'Cash Collection' })).toBeChecked()
    expect(screen.getByLabelText('Country')).toHaveValue('Kenya')
    expect(screen.getByLabelText('Amount')).toHaveValue('$100.00')
    expect(screen.getByText('+254')).toBeInTheDocument()
    expect(
      within(screen.getByLabelText('Relationship'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Parents', 'Sister', 'Brother', 'Relative', 'Other'])
    expect(
      within(screen.getByLabelText('Sending Reason'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Family Support', 'Education', 'Health', 'Other'])
    expect(back()).toBeDisabled()
    expect(next()).toBeDisabled()
  })

  it('offers the Somali regions as the city when the dial code is 252', async () => {
    mockApi()
    await renderWizard({ country: 'so' })
    const regions = screen.getByLabelText('City / Region')
    expect(
      within(regions)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a region', 'Banadir', 'Galmudug', 'Hirshabelle', 'Koonfur Galbeed', 'Jubaland', 'Puntland', 'Somaliland', 'Not Applicable'])
    expect(screen.getByText('+252')).toBeInTheDocument()
  })

  it('shows a format message when a filled field is left, the rest after a failed Next, and moves on once fixed', async () => {
    mockApi()
    const { user } = await renderWizard()
    await user.click(screen.getByLabelText('First Name'))
    await user.tab()
    expect(screen.queryByText('First Name is required!')).not.toBeInTheDocument()

    await fillRecipient(user, '071234567')
    await user.tab()
    expect(await screen.findByText('Mobile number is required & must be 9 digits!')).toBeInTheDocument()
    await user.click(next())
    expect(screen.getByRole('heading', { level: 2, name: /Recipient Info/ })).toBeInTheDocument()
    expect(screen.getByLabelText('Mobile Number')).toHaveFocus()

    // After a failed attempt every message of the step shows as the fields change.
    await user.clear(screen.getByLabelText('Last Name'))
    expect(screen.getByText('Last Name is required!')).toBeInTheDocument()
    expect(next()).toBeDisabled()
    await user.type(screen.getByLabelText('Last Name'), 'Warsame')
    // A middle name is optional (many recipients have none), and says so.
    await user.clear(screen.getByLabelText('Middle Name'))
    expect(screen.getByLabelText('Middle Name')).not.toBeRequired()
    expect(screen.getByLabelText('Middle Name')).toHaveAccessibleDescription(/Optional/)
    await user.type(screen.getByLabelText('Mobile Number'), '8')
    await waitFor(() => expect(screen.queryByText('Mobile number is required & must be 9 digits!')).not.toBeInTheDocument())
    // The form validates as it changes: Next turns enabled once that has run, which on a busy
    // machine can be after the message went away.
    await waitFor(() => expect(next()).toBeEnabled())
    await user.click(next())
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /Payment/ })).toHaveFocus())
    expect(back()).toBeEnabled()
  })

  it('keeps only digits in the mobile number, and says how many the destination has', async () => {
    mockApi()
    const { user } = await renderWizard()
    await user.type(screen.getByLabelText('Mobile Number'), '07a1-2 3456789012')
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('07123456789')
    expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription(/A mobile number: 9 digits after \+254 \(a leading 0 is fine\)/)
  })

  it('prefills every field from the saved-recipient picker, keeping its Bank Transfer', async () => {
    const wallet: Recipient = {
      ...SAVED_RECIPIENT,
      id: '01JB00000000000000000000R2',
      firstName: 'Abdi',
      paymentType: 'Mobile Money',
      walletProvider: 'Airtel Money',
      bankName: undefined,
      accountNumber: undefined,
    }
    mockApi({ saved: [SAVED_RECIPIENT, wallet, { ...SAVED_RECIPIENT, id: '01JB00000000000000000000R3', countryId: 'so' }] })
    const { user } = await renderWizard({ query: '?inputValue=100&fees=5&total=105&currency=KES&paymentType=Bank+Transfer' })
    const picker = await screen.findByLabelText('Choose Recipient')
    // The destination's recipients only.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New recipient', 'Hodan Warsame', 'Abdi Warsame'])
    // A wallet recipient first: its method and wallet; then the bank one: back to its bank, the wallet cleared.
    await user.selectOptions(picker, wallet.id)
    expect(screen.getByRole('radio', { name: 'Mobile Money' })).toBeChecked()
    expect(screen.getByLabelText('Mobile money provider')).toHaveValue('Airtel Money')
    await user.selectOptions(picker, SAVED_RECIPIENT.id)
    expect(screen.getByLabelText('First Name')).toHaveValue('Hodan')
    expect(screen.getByLabelText('Middle Name')).toHaveValue('Ali')
    expect(screen.getByLabelText('Last Name')).toHaveValue('Warsame')
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('712345678')
    expect(screen.getByLabelText('City / Town / State')).toHaveValue('Mombasa')
    expect(screen.getByRole('radio', { name: 'Bank Transfer' })).toBeChecked()
    expect(screen.getByLabelText('Bank name')).toHaveValue('Equity Bank')
    expect(screen.getByLabelText('Account number')).toHaveValue('0123456789')
    expect(next()).toBeEnabled()
  })

  it('Send again with a saved recipient fills the wizard from it, at the amount of the URL and a new quote', async () => {
    const fetchMock = mockApi({ saved: [SAVED_RECIPIENT] })
    await renderWizard({ query: `?inputValue=100&fees=5&total=105&currency=KES&paymentType=Bank+Transfer&recipient=${SAVED_RECIPIENT.id}` })
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Hodan'))
    expect(screen.getByLabelText('Choose Recipient')).toHaveValue(SAVED_RECIPIENT.id)
    expect(screen.getByRole('radio', { name: 'Bank Transfer' })).toBeChecked()
    expect(screen.getByLabelText('Account number')).toHaveValue('0123456789')
    expect(screen.getByLabelText('Amount')).toHaveValue('$100.00')
    await waitFor(() => expect(quotesOf(fetchMock).length).toBeGreaterThan(0))
  })

  it('Send again on a transfer fills the wizard from that transfer’s recipient, method and reason', async () => {
    const paid = makeTransfer(3, {
      id: '01JB00000000000000000000T3',
      firstName: 'Asha',
      mobileNumber: '+254712345678',
      countryId: 'ke',
      country: 'Kenya',
      city: 'Kisumu',
      paymentType: 'Bank Transfer',
      bankName: 'KCB',
      accountNumber: '99887766',
    })
    mockApi({ transfers: [paid] })
    await renderWizard({ query: `?inputValue=100&fees=5&total=105&currency=KES&paymentType=Bank+Transfer&again=${paid.id}` })
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Asha'))
    expect(screen.getByLabelText('City / Town / State')).toHaveValue('Kisumu')
    expect(screen.getByLabelText('Bank name')).toHaveValue('KCB')
    expect(screen.getByLabelText('Account number')).toHaveValue('99887766')
    expect(screen.getByLabelText('Relationship')).toHaveValue('Sister')
    expect(screen.getByLabelText('Sending Reason')).toHaveValue('Education')
  })

  it('hides the picker when there are no saved recipients, and says so in a popup when they cannot be loaded', async () => {
    mockApi({ recipientsStatus: 503 })
    await renderWizard()
    expect(await screen.findByRole('dialog', { name: RECIPIENTS_FETCH_ERROR_TITLE })).toHaveTextContent('The service is busy')
    expect(screen.queryByLabelText('Choose Recipient')).not.toBeInTheDocument()
  })

  it('groups the card number on blur, refuses one that is not 16 valid digits, and shows the CVV as ***', async () => {
    mockApi()
    const { user } = await renderWizard()
    await fillRecipient(user)
    await user.click(next())
    expect(next()).toBeDisabled()

    // Only cards are offered: the spec's PayPal asked for a card number too, which is no PayPal payment.
    const methods = within(await screen.findByRole('combobox', { name: 'Payment Method' })).getAllByRole('option')
    expect(methods.map((option) => option.textContent)).toEqual(['Credit Card', 'Debit Card'])
    const card = screen.getByLabelText('Card Number')
    await user.type(card, '4242 4242-4242x4242')
    expect(card).toHaveValue('4242424242424242')
    await user.tab()
    expect(card).toHaveValue('4242 4242 4242 4242')
    expect(screen.queryByText('Please enter a valid 16-digit card number')).not.toBeInTheDocument()

    await user.clear(card)
    await user.type(card, '42424242')
    await user.tab()
    expect(screen.getByText('Please enter a valid 16-digit card number')).toBeInTheDocument()

    const cvv = screen.getByLabelText('CVV')
    await user.type(cvv, '12a34')
    expect(cvv).toHaveValue('123')
    expect(cvv).toHaveAttribute('type', 'password')
    await user.tab()
    expect(cvv).toHaveValue('***')
    expect(screen.getByLabelText('Expiration Date')).toHaveAccessibleDescription(/MM\/YY/)
  })

  it('reviews the payment with the card masked, after the pre-payment disclosure', async () => {
    mockApi()
    const { user } = await renderWizard()
    await toReview(user)
    // 12 CFR 1005.31(b)(1): led by what the sender pays, what the recipient receives and when.
    expect(screen.getByText('You pay').nextSibling).toHaveTextContent('$105.00')
    expect(screen.getByText('They receive').nextSibling).toHaveTextContent(KES('12,950.00'))
    expect(screen.getByText('Available').nextSibling).toHaveTextContent('Thu, Nov 26, 2026')
    expect(screen.getByRole('table', { name: 'Transfer details' })).toHaveTextContent(
      `Transfer amount$100.00Transfer fees$5.00Transfer taxes$0.00Total$105.00Exchange rate1 USD = 129.50 KESTransfer amount in KES${KES('12,950.00')}Other fees${KES('0.00')}Total to recipient${KES('12,950.00')}`,
    )
    // Cash is paid out in full: no notice about a bank's fees.
    expect(screen.queryByText(/may receive less/)).not.toBeInTheDocument()
    const tables = screen.getAllByRole('table').map((table) => table.textContent)
    expect(tables.join(' ')).not.toContain('4242424242424242')
    expect(screen.getByRole('table', { name: 'Payment details' })).toHaveTextContent('Card**** **** **** 4242')
    expect(screen.getByRole('table', { name: 'Recipient details' })).toHaveTextContent('NameHodan Ali Warsame')
    expect(screen.getByRole('table', { name: 'Recipient details' })).toHaveTextContent('Mobile number+254 712 345678')
  })

  it('tells the sender a bank may take fees when the money goes to a bank account', async () => {
    mockApi()
    const { user } = await renderWizard({ query: '?inputValue=100&fees=5&total=105&currency=KES&paymentType=Bank+Transfer' })
    expect(screen.getByRole('radio', { name: 'Bank Transfer' })).toBeChecked()
    // A bank transfer asks for the bank and the account; Next waits for them.
    await fillRecipient(user)
    expect(next()).toBeDisabled()
    await user.type(screen.getByLabelText('Bank name'), 'Equity Bank')
    await user.type(screen.getByLabelText('Account number'), '0123456789')
    await user.click(next())
    await fillCard(user)
    await user.click(next())
    await screen.findByRole('heading', { level: 2, name: /Confirm/ })
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    expect(screen.getByRole('table', { name: 'Payment details' })).toHaveTextContent('BankEquity BankAccount number0123456789')
    expect(screen.getByText('Available').nextSibling).toHaveTextContent('Fri, Nov 27, 2026')
    expect(screen.getByText('The recipient may receive less because of fees charged by the recipient’s bank and foreign taxes.')).toBeInTheDocument()
  })

  it('offers what Turkey pays out by: no mobile money, and an IBAN for a bank transfer', async () => {
    mockApi()
    const { user } = await renderWizard({ country: 'tr', query: '?inputValue=100&fees=5&total=105&currency=TRY&paymentType=Mobile+Money' })
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['Cash Collection', 'Bank Transfer'])
    // A method the destination does not offer, in the URL, is ignored.
    expect(screen.getByRole('radio', { name: 'Cash Collection' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Bank Transfer' }))
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription(/TR and 24 digits/)
  })

  it('asks for the wallet of a mobile-money payout, among the destination’s providers', async () => {
    mockApi()
    const { user } = await renderWizard()
    await user.click(screen.getByRole('radio', { name: 'Mobile Money' }))
    const provider = screen.getByLabelText('Mobile money provider')
    expect(
      within(provider)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose the provider', 'M-Pesa', 'Airtel Money'])
    await fillRecipient(user)
    expect(next()).toBeDisabled()
    await user.selectOptions(provider, 'M-Pesa')
    expect(next()).toBeEnabled()
  })

  it('keeps the summary in view on the payment step', async () => {
    mockApi()
    const { user } = await renderWizard()
    await fillRecipient(user)
    await user.click(next())
    expect(await screen.findByRole('table', { name: 'Payment summary' })).toHaveTextContent('Exchange rate1 USD = 129.50 KES')
  })

  it('creates one transfer at the quote on a double click, with an Idempotency-Key, then shows where the money is', async () => {
    const fetchMock = mockApi()
    const { user } = await renderWizard()
    await toReview(user)
    await user.dblClick(confirmButton())
    // The payment ends on the transfer's own page, read from the server by its id.
    expect(await screen.findByRole('heading', { name: 'Your money is on its way' })).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith('/api/customers/01JB000000000000000000000B', expect.objectContaining({ method: 'GET' }))

    const posts = postsOf(fetchMock)
    expect(posts).toHaveLength(1)
    const init = posts[0]?.[1]
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(UUID)
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1')
    expect(JSON.parse(String(init?.body))).toEqual({
      paymentType: 'Cash Collection',
      walletProvider: '',
      bankName: '',
      accountNumber: '',
      relationship: 'Parents',
      mobileNumber: '0712345678',
      firstName: 'Hodan',
      middleName: 'Ali',
      lastName: 'Warsame',
      city: 'Nairobi',
      sendingReason: 'Family Support',
      paymentMethod: 'Debit Card',
      cardNumber: '4242 4242 4242 4242',
      expirationDate: '12/28',
      cvv: '123',
      countryId: 'ke',
      inputValue: '100.00',
      // Paid at the quote the sender saw.
      payoutCurrency: 'KES',
      quoteId: MOCK_QUOTE_ID,
    })
    expect(screen.getByRole('link', { name: 'View and print the receipt' })).toHaveAttribute(
      'href',
      '/customers/customer-print-receipt/01JB000000000000000000000B',
    )
    expect(screen.getByRole('link', { name: 'Track your transfers' })).toHaveAttribute('href', '/dashboard/my-reciepients')
    expect(screen.getByText('KE-US-42')).toBeInTheDocument()
  })

  it("stops at step 1 when the amount is over what is left of the limit, with the limit's own words", async () => {
    mockApi({ limits: LIMITS_450_LEFT })
    const { user } = await renderWizard({ query: '?inputValue=500&fees=25&total=525&currency=KES&paymentType=Cash+Collection' })
    expect(await screen.findByText(/you can send up to \$450\.00 more in the next 24 hours/)).toBeInTheDocument()
    await fillRecipient(user)
    await user.click(next())
    const alerts = await screen.findAllByText(/This is over your sending limit: you can send up to \$450\.00 more/)
    // The notice above the fields, and again by the button pressed.
    expect(alerts).toHaveLength(2)
    expect(screen.getByRole('heading', { level: 2, name: /Recipient Info/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the Documents page' })).toHaveAttribute('href', '/dashboard/upload-documents')
  })

  it("shows the server's limit refusal at Pay in the page, not the generic popup", async () => {
    const refusal =
      'This is over your sending limit: you can send up to $40.00 more in the next 24 hours. To raise your limit, verify your identity: upload an identity document on the Documents page.'
    mockApi({ create: [() => jsonResponse({ error: refusal, code: 'LIMIT_EXCEEDED' }, 422)] })
    const { user } = await renderWizard()
    await toReview(user)
    await user.click(confirmButton())
    expect(await screen.findByText(refusal)).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: PAYMENT_FAILED_TITLE })).not.toBeInTheDocument()
  })

  it('renews a quote the server refuses, shows the new figures and pays at them when the sender confirms again', async () => {
    const fetchMock = mockApi({
      create: [
        () => jsonResponse({ error: QUOTE_REFUSALS.QUOTE_EXPIRED, code: 'QUOTE_EXPIRED' }, 409),
        () => jsonResponse({ ...SAVED, id: '01JB000000000000000000000B' }, 201),
      ],
      quote: (turn) => (turn === 1 ? { quoteId: '01KB00000000000000000000Q1' } : { quoteId: '01KB00000000000000000000Q2', rate: '130' }),
    })
    const { user } = await renderWizard()
    await toReview(user)
    await user.click(confirmButton())
    expect(await screen.findByText(QUOTE_REFUSALS.QUOTE_EXPIRED)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await screen.findByText('1 USD = 130.00 KES')).toBeInTheDocument()
    expect(screen.getByText('They receive').nextSibling).toHaveTextContent(KES('13,000.00'))
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    expect(await screen.findByRole('heading', { name: 'Your money is on its way' })).toHaveFocus()
    const sent = postsOf(fetchMock).map(([, init]) => JSON.parse(String(init?.body)) as { quoteId: string })
    expect(sent.map((body) => body.quoteId)).toEqual(['01KB00000000000000000000Q1', '01KB00000000000000000000Q2'])
  })

  it.each(['QUOTE_NOT_YOURS', 'QUOTE_USED', 'QUOTE_VOIDED'] as const)(
    'answers %s with the server’s reason and a fresh quote, and pays at it when the sender confirms again',
    async (code) => {
      const fetchMock = mockApi({
        create: [
          () => jsonResponse({ error: QUOTE_REFUSALS[code], code }, 409),
          () => jsonResponse({ ...SAVED, id: '01JB000000000000000000000B' }, 201),
        ],
        quote: (turn) => (turn === 1 ? { quoteId: '01KB00000000000000000000Q1' } : { quoteId: '01KB00000000000000000000Q2', rate: '127.262' }),
      })
      const { user } = await renderWizard()
      await toReview(user)
      await user.click(confirmButton())
      expect(await screen.findByText(QUOTE_REFUSALS[code])).toBeInTheDocument()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(await screen.findByText('1 USD = 127.262 KES')).toBeInTheDocument()
      await waitFor(() => expect(confirmButton()).toBeEnabled())
      await user.click(confirmButton())
      expect(await screen.findByRole('heading', { name: 'Your money is on its way' })).toHaveFocus()
      const sent = postsOf(fetchMock).map(([, init]) => JSON.parse(String(init?.body)) as { quoteId: string })
      expect(sent.map((body) => body.quoteId)).toEqual(['01KB00000000000000000000Q1', '01KB00000000000000000000Q2'])
    },
  )

  it('pays at a quote of the signed-in sender’s own (POST /api/quotes/mine, with their token), never the public one', async () => {
    const fetchMock = mockApi()
    const { user } = await renderWizard()
    await toReview(user)
    const asked = quotesOf(fetchMock)
    expect(asked.length).toBeGreaterThan(0)
    for (const [url, init] of asked) {
      expect(url).toBe('/api/quotes/mine')
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1')
    }
  })

  it('shows the public quote’s figures signed out, and asks for a quote of the sender’s own once they sign in', async () => {
    const fetchMock = mockApi()
    const { session } = await renderWizardWithStore({ signedIn: false })
    const summary = screen.getByRole('table', { name: 'Payment summary' })
    await within(summary).findByText(KES('12,950.00'))
    expect(quotesOf(fetchMock).map(([url]) => url)).toEqual(['/api/quotes'])
    await session.signIn('amina@example.com', 'Str0ng-Passw0rd!')
    await waitFor(() => expect(quotesOf(fetchMock).map(([url]) => url)).toEqual(['/api/quotes', '/api/quotes/mine']))
  })

  it('asks for a new quote the moment the rate lock runs out', async () => {
    const fetchMock = mockApi({ quote: (turn) => ({ quoteId: `01KB00000000000000000000Q${turn}`, expiresAt: '2026-11-26T09:00:01.000Z' }) })
    await renderWizard()
    await screen.findByRole('timer')
    await waitFor(() => expect(quotesOf(fetchMock).length).toBeGreaterThanOrEqual(2))
  })

  it("shows the server's refusal in the 'Unable to submit payment' popup and retries a lost answer with the same key", async () => {
    const fetchMock = mockApi({
      create: [
        () => {
          throw new TypeError('Failed to fetch')
        },
        () => jsonResponse({ error: 'Amounts above $10,000.00 cannot be sent online' }, 400),
      ],
    })
    const { user } = await renderWizard()
    await toReview(user)

    await user.click(confirmButton())
    const popup = await screen.findByRole('dialog', { name: PAYMENT_FAILED_TITLE })
    expect(popup).toHaveTextContent('Error type: Failed to fetch')
    await user.click(within(popup).getByRole('button', { name: 'Close' }))

    await user.click(confirmButton())
    expect(await screen.findByRole('dialog', { name: PAYMENT_FAILED_TITLE })).toHaveTextContent('Amounts above $10,000.00 cannot be sent online')
    const keys = postsOf(fetchMock).map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'))
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
  })

  it('starts a new attempt (a new key) once the form changes', async () => {
    const fetchMock = mockApi({ create: [() => jsonResponse({ error: 'Card declined' }, 422)] })
    const { user } = await renderWizard()
    await toReview(user)
    await user.click(confirmButton())
    await user.click(within(await screen.findByRole('dialog', { name: PAYMENT_FAILED_TITLE })).getByRole('button', { name: 'Close' }))
    await user.click(back())
    await user.clear(screen.getByLabelText('Card Number'))
    await user.type(screen.getByLabelText('Card Number'), '5555555555554444')
    await user.click(next())
    await user.click(confirmButton())
    await screen.findByRole('dialog', { name: PAYMENT_FAILED_TITLE })
    const keys = postsOf(fetchMock).map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'))
    expect(keys).toHaveLength(2)
    expect(keys[0]).not.toBe(keys[1])
  })

  it('puts field refusals of the server back on their step', async () => {
    mockApi({ create: [() => jsonResponse({ error: 'This card has expired', fields: { expirationDate: 'This card has expired' } }, 400)] })
    const { user } = await renderWizard()
    await toReview(user)
    await user.click(confirmButton())
    await user.click(within(await screen.findByRole('dialog', { name: PAYMENT_FAILED_TITLE })).getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('heading', { level: 2, name: /Payment/ })).toBeInTheDocument()
    expect(screen.getByLabelText('Expiration Date')).toHaveAccessibleDescription(/This card has expired/)
  })

  it("answers 'You must be logged in!' when confirming without a session", async () => {
    const fetchMock = mockApi()
    const { user } = await renderWizard({ signedIn: false })
    await toReview(user)
    await user.click(confirmButton())
    expect(screen.getByRole('alert')).toHaveTextContent('You must be logged in!')
    expect(postsOf(fetchMock)).toHaveLength(0)
  })

  it('sends the sender back for an amount when the URL has none', async () => {
    mockApi()
    await renderWizard({ query: '?inputValue=abc' })
    expect(screen.getByRole('alert')).toHaveTextContent(NO_AMOUNT_TITLE)
    expect(screen.getByRole('link', { name: 'Enter the amount' })).toHaveAttribute('href', '/country/send-money-to-country/ke')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument())
  })
})

describe('Save to my recipients', () => {
  /** The transfer a payment to the typed recipient makes (cash in Nairobi), under an id of its own per test. */
  function paidTransfer(id: string): Transfer {
    const { walletProvider: _wallet, ...rest } = SAVED
    return { ...rest, id, middleName: 'Ali', lastName: 'Warsame', city: 'Nairobi', paymentType: 'Cash Collection' }
  }
  const saveBox = () => screen.queryByRole('checkbox', { name: /Save to my recipients/ })
  const recipientPostsOf = (fetchMock: ReturnType<typeof mockApi>) =>
    fetchMock.mock.calls.filter(([url, init]) => url === '/api/recipients' && init?.method === 'POST')
  const paymentPage = () => screen.findByRole('heading', { name: 'Your money is on its way' })

  it('saves a typed recipient after the payment, in a request of its own, and says so on the payment’s page', async () => {
    const fetchMock = mockApi({ create: [() => jsonResponse(paidTransfer('01JB0000000000000000000S01'), 201)] })
    const { user } = await renderWizard()
    expect(saveBox()).toBeChecked()
    await toReview(user)
    expect(recipientPostsOf(fetchMock)).toHaveLength(0)
    await user.click(confirmButton())
    await paymentPage()
    expect(await screen.findByText('Hodan Ali Warsame is saved in your recipients.')).toBeInTheDocument()

    const saves = recipientPostsOf(fetchMock)
    expect(saves).toHaveLength(1)
    expect(JSON.parse(String(saves[0]?.[1]?.body))).toEqual({
      firstName: 'Hodan',
      middleName: 'Ali',
      lastName: 'Warsame',
      mobileNumber: '0712345678',
      countryId: 'ke',
      city: 'Nairobi',
      paymentType: 'Cash Collection',
    })
    // The payment went first and carries nothing of the address book.
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
    expect(calls.indexOf('POST /api/customers')).toBeLessThan(calls.indexOf('POST /api/recipients'))
    expect(Object.keys(JSON.parse(String(postsOf(fetchMock)[0]?.[1]?.body)) as object)).not.toContain('saveRecipient')
  })

  it('a failed save leaves the payment a success, says so politely and can be tried again', async () => {
    const fetchMock = mockApi({
      create: [() => jsonResponse(paidTransfer('01JB0000000000000000000S02'), 201)],
      saveRecipient: [
        () => jsonResponse({ error: 'Internal server error' }, 500),
        () => jsonResponse({ ...SAVED_RECIPIENT, id: '01JB00000000000000000000R8' }, 201),
      ],
    })
    const { user } = await renderWizard()
    await toReview(user)
    await user.click(confirmButton())
    await paymentPage()
    expect(await screen.findByText('The payment went through, but Hodan Ali Warsame could not be saved in your recipients.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: PAYMENT_FAILED_TITLE })).not.toBeInTheDocument()
    expect(screen.getByText('KE-US-42')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Try saving again' }))
    expect(await screen.findByText('Hodan Ali Warsame is saved in your recipients.')).toBeInTheDocument()
    expect(recipientPostsOf(fetchMock)).toHaveLength(2)
  })

  it('offers no box for a saved recipient picked and unchanged, and saves nothing; changed, the box is back, unticked', async () => {
    const fetchMock = mockApi({
      saved: [SAVED_RECIPIENT],
      create: [() => jsonResponse({ ...SAVED, id: '01JB0000000000000000000S03', paymentType: 'Bank Transfer' }, 201)],
    })
    const { user } = await renderWizard({ query: '?inputValue=100&fees=5&total=105&currency=KES&paymentType=Bank+Transfer' })
    expect(saveBox()).toBeChecked()
    await user.selectOptions(await screen.findByLabelText('Choose Recipient'), SAVED_RECIPIENT.id)
    expect(saveBox()).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Account number'), '9')
    expect(saveBox()).not.toBeChecked()
    await user.clear(screen.getByLabelText('Account number'))
    await user.type(screen.getByLabelText('Account number'), '0123456789')
    expect(saveBox()).not.toBeInTheDocument()

    await user.click(next())
    await fillCard(user)
    await user.click(next())
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    await paymentPage()
    expect(screen.queryByText(/in your recipients/)).not.toBeInTheDocument()
    expect(recipientPostsOf(fetchMock)).toHaveLength(0)
  })

  it('saves nothing when the sender unticks the box', async () => {
    const fetchMock = mockApi({ create: [() => jsonResponse(paidTransfer('01JB0000000000000000000S04'), 201)] })
    const { user } = await renderWizard()
    const box = saveBox()
    if (!box) throw new Error('no save box on step 1')
    await user.click(box)
    expect(box).not.toBeChecked()
    await toReview(user)
    await user.click(confirmButton())
    await paymentPage()
    expect(screen.queryByText(/in your recipients/)).not.toBeInTheDocument()
    expect(recipientPostsOf(fetchMock)).toHaveLength(0)
  })

  it('adds no duplicate when the same person with the same payout was saved meanwhile', async () => {
    const saved: Recipient[] = []
    const fetchMock = mockApi({ saved, create: [() => jsonResponse(paidTransfer('01JB0000000000000000000S05'), 201)] })
    const { user } = await renderWizard()
    await toReview(user)
    // Saved from another tab while this one was on the review: the address book read at the save has them.
    saved.push({
      ...SAVED_RECIPIENT,
      firstName: 'HODAN',
      city: 'Nairobi',
      paymentType: 'Cash Collection',
      bankName: undefined,
      accountNumber: undefined,
    })
    await user.click(confirmButton())
    await paymentPage()
    expect(await screen.findByText('Hodan Ali Warsame is already in your recipients.')).toBeInTheDocument()
    expect(recipientPostsOf(fetchMock)).toHaveLength(0)
  })
})
