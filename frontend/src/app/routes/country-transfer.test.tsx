import { screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { amountMaxMessage, amountMinMessage } from '../../../../shared/transfers/transfer-schemas'
import { jsonResponse, mockFetch } from '../../testing/mock-fetch'
import { quoteAnswer } from '../../testing/quotes'
import { renderRoutes } from '../../testing/render-routes'
import { makeSession, signedInStore } from '../../testing/session'
import { LIMITS_450_LEFT } from '../../testing/sending-limits'
import { activateLocale, i18n } from '../../lib/i18n/i18n'
import CountryTransferRoute from './country-transfer'

/** Where Continue led: its query. */
function SenderDetailsProbe() {
  return <p data-testid="sender-details">{useLocation().search}</p>
}

const MAX_TRANSFER_CENTS = 1_000_000
const MIN_TRANSFER_CENTS = 1_000
const KENYA = {
  id: 'ke',
  countryName: 'Kenya',
  image: '/flags/ke.svg',
  currency: 'KES',
  countryCode: '254',
  minAmountCents: MIN_TRANSFER_CENTS,
  maxAmountCents: MAX_TRANSFER_CENTS,
}

/** The page's route, as the app declares it. */
const PAGE = '/country/send-money-to-country/:id'

function renderPage(id = 'ke', kenya = KENYA, quotes: (init: RequestInit | undefined) => Response = quoteAnswer) {
  const fetchMock = mockFetch((url, init) =>
    url === '/countries/ke' ? jsonResponse(kenya) : url === '/api/quotes' ? quotes(init) : jsonResponse({ error: 'Country not found' }, 404),
  )
  const result = renderRoutes({ [PAGE]: <CountryTransferRoute /> }, { url: `/country/send-money-to-country/${id}` })
  return { fetchMock, ...result }
}

async function loaded() {
  const { user } = renderPage()
  await screen.findByRole('heading', { level: 1, name: 'Send to Kenya' })
  return user
}

/** The options of the select named `name`, as the reader sees them. */
const optionsOf = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent)

const amountInput = () => screen.getByLabelText('Amount to Send')

/** Replaces the amount typed with `amount` and leaves the field, as a sender does before reading the figures. */
async function retypeAmount(user: Awaited<ReturnType<typeof loaded>>, amount: string) {
  await user.clear(amountInput())
  await user.type(amountInput(), amount)
  await user.tab()
}
const continueLink = () => screen.getByRole('link', { name: 'Continue to Send Money' })
/** Continue, whichever it is now: the link, the button waiting for the figures, or the disabled link. */
const continueControl = () => screen.getByText('Continue to Send Money').closest('a, button')

describe('Country transfer page', () => {
  it('shows at once the flag, the title, the two one-option selects and the exchange rate, and asks the API for the offer', async () => {
    const { fetchMock } = renderPage()
    // Drawn from the destination before the API answers (as the prerendered page is): no spinner.
    expect(screen.getByRole('heading', { level: 1, name: 'Send to Kenya' })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Loading country…' })).not.toBeInTheDocument()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/countries/ke', expect.objectContaining({ method: 'GET' })))
    expect(screen.getByRole('img', { name: 'Kenya flag' })).toHaveAttribute('src', '/flags/ke.svg')

    expect(optionsOf('Destination')).toEqual(['Kenya'])
    expect(optionsOf('Transfer method')).toEqual(['Debit or credit card'])
    // The recipient is paid in Kenyan shillings unless the sender chooses dollars, by cash unless they choose otherwise.
    expect(optionsOf('They receive in')).toEqual(['US Dollar (USD)', 'Kenyan Shilling (KES)'])
    expect(screen.getByRole('combobox', { name: 'They receive in' })).toHaveValue('KES')
    expect(screen.getByRole('combobox', { name: 'How they receive it' })).toHaveValue('Cash Collection')
    expect(screen.getByText('Exchange rate: shown once you enter the amount')).toBeInTheDocument()
    expect(amountInput()).toHaveAttribute('inputmode', 'decimal')
    // Typed in too: the sender may send by what the recipient gets.
    expect(screen.getByLabelText('Recipient Gets')).not.toHaveAttribute('readonly')
    expect(screen.getByLabelText('Recipient Gets')).toHaveAttribute('inputmode', 'decimal')
  })

  it('sends by what they receive: Recipient Gets typed in asks the server what to send, which becomes the amount, quoted as typed', async () => {
    const { user, fetchMock } = renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Send to Kenya' })
    const gets = screen.getByLabelText('Recipient Gets')
    await user.type(gets, '12950.505')
    // At most the currency's two decimals, as typed.
    expect(gets).toHaveValue('12950.50')
    await waitFor(() => expect(amountInput()).toHaveValue('100.01'))
    const asked = fetchMock.mock.calls
      .filter(([url]) => url === '/api/quotes')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)
    expect(asked).toContainEqual({ countryId: 'ke', receiveAmount: 12_950.5, payoutCurrency: 'KES', paymentType: 'Cash Collection' })
    // The amount worked out is quoted like one typed, and Continue carries it.
    await waitFor(() => expect(continueLink()).toHaveAttribute('href', expect.stringContaining('inputValue=100.01')))
    // Left, the field shows what the quote pays: at least what was typed.
    await user.tab()
    expect(gets).toHaveValue('12,951.29')
  })

  it('says why an amount cannot be received, on its field', async () => {
    const { user } = renderPage(undefined, undefined, (init) =>
      'receiveAmount' in (JSON.parse(String(init?.body)) as object)
        ? jsonResponse(
            { error: 'Amounts above $10,000.00 cannot be sent online', fields: { receiveAmount: 'Amounts above $10,000.00 cannot be sent online' } },
            400,
          )
        : quoteAnswer(init),
    )
    await screen.findByRole('heading', { level: 1, name: 'Send to Kenya' })
    await user.type(screen.getByLabelText('Recipient Gets'), '9999999')
    expect(await screen.findByText('Amounts above $10,000.00 cannot be sent online')).toBeInTheDocument()
    expect(screen.getByLabelText('Recipient Gets')).toHaveAttribute('aria-invalid', 'true')
    expect(amountInput()).toHaveValue('')
  })

  it('ignores letters, minus signs and a third decimal as typed; Recipient Gets in dollars follows', async () => {
    const user = await loaded()
    await user.selectOptions(screen.getByRole('combobox', { name: 'They receive in' }), 'USD')
    expect(screen.getByText('No exchange: your recipient is paid in US dollars')).toBeInTheDocument()
    await user.type(amountInput(), '-1a2b.3x45')
    expect(amountInput()).toHaveValue('12.34')
    expect(screen.getByLabelText('Recipient Gets')).toHaveValue('12.34')
    await user.type(amountInput(), '.9')
    expect(amountInput()).toHaveValue('12.34')
  })

  it.each([
    ['100', '$5.00', '$105.00', '(5%)'],
    ['3000', '$150.00', '$3,150.00', '(5%)'],
    ['3000.01', '$90.00', '$3,090.01', '(3%)'],
  ])('computes the fee for %s when the field loses focus', async (typed, fee, total, rate) => {
    const user = await loaded()
    await user.type(amountInput(), typed)
    const list = screen.getByRole('group', { name: 'Transfer summary' })
    expect(within(list).queryByText(fee)).not.toBeInTheDocument()
    await user.tab()
    expect(within(list).getByText(fee)).toBeInTheDocument()
    expect(within(list).getByText(total)).toBeInTheDocument()
    expect(within(list).getByText(`Transfer fee ${rate}`)).toBeInTheDocument()
  })

  it('keeps Continue disabled (href #) with no amount, then links to sender details once the figures are known', async () => {
    const user = await loaded()
    expect(continueLink()).toHaveAttribute('href', '#')
    expect(continueLink()).toHaveAttribute('aria-disabled', 'true')

    await user.type(amountInput(), '100')
    await user.tab()
    await waitFor(() => expect(continueLink()).not.toHaveAttribute('aria-disabled'))
    expect(continueLink()).toHaveAttribute(
      'href',
      '/country/sender-details/ke?inputValue=100&fees=5&total=105&currency=KES&paymentType=Cash+Collection',
    )

    // Editing again drops the stale figures until the new ones arrive.
    await user.type(amountInput(), '0')
    expect(continueControl()).not.toHaveAttribute('href', expect.stringContaining('inputValue=100&'))
    await waitFor(() =>
      expect(continueLink()).toHaveAttribute(
        'href',
        '/country/sender-details/ke?inputValue=1000&fees=50&total=1050&currency=KES&paymentType=Cash+Collection',
      ),
    )
  })

  it('works out the fee and the quote as the sender types, once typing pauses, not per key', async () => {
    const { user, fetchMock } = renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Send to Kenya' })
    await user.type(amountInput(), '1250')
    // No blur: the pause is enough.
    const summary = screen.getByRole('group', { name: 'Transfer summary' })
    expect(await within(summary).findByText('$1,312.50')).toBeInTheDocument()
    expect(await screen.findByText('Exchange rate: 1 USD = 129.50 KES')).toBeInTheDocument()
    const quoteCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/quotes')
    expect(quoteCalls.map(([, init]) => (JSON.parse(String(init?.body)) as { amount: string }).amount)).toEqual(['1250.00'])
    // A figure not yet sendable says nothing while typed; leaving the field says why.
    await user.clear(amountInput())
    await user.type(amountInput(), '5')
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(screen.queryByText(amountMinMessage(MIN_TRANSFER_CENTS))).not.toBeInTheDocument()
    await user.tab()
    expect(await screen.findByText(amountMinMessage(MIN_TRANSFER_CENTS))).toBeInTheDocument()
  })

  it('keeps its figures in its address, and opens with those of the address (a reload, a return from sign-up)', async () => {
    mockFetch((url, init) => (url === '/countries/ke' ? jsonResponse(KENYA) : url === '/api/quotes' ? quoteAnswer(init) : jsonResponse({}, 404)))
    const { user } = renderRoutes(
      {
        [PAGE]: (
          <>
            <CountryTransferRoute />
            <SenderDetailsProbe />
          </>
        ),
      },
      { url: '/country/send-money-to-country/ke?amount=200&currency=KES&paymentType=Mobile+Money' },
    )
    await screen.findByRole('heading', { level: 1, name: 'Send to Kenya' })
    expect(amountInput()).toHaveValue('200')
    expect(screen.getByRole('combobox', { name: 'How they receive it' })).toHaveValue('Mobile Money')
    expect(await within(screen.getByRole('group', { name: 'Transfer summary' })).findByText('$210.00')).toBeInTheDocument()
    await user.clear(amountInput())
    await user.type(amountInput(), '300')
    await waitFor(() => expect(screen.getByTestId('sender-details')).toHaveTextContent('?amount=300&currency=KES&paymentType=Mobile+Money'))
  })

  it('goes on to sender details with one click on Continue right after typing', async () => {
    mockFetch((url, init) => (url === '/countries/ke' ? jsonResponse(KENYA) : url === '/api/quotes' ? quoteAnswer(init) : jsonResponse({}, 404)))
    const { user } = renderRoutes(
      { [PAGE]: <CountryTransferRoute />, '/country/sender-details/:id': <SenderDetailsProbe /> },
      { url: '/country/send-money-to-country/ke' },
    )
    await screen.findByRole('heading', { level: 1, name: 'Send to Kenya' })
    await user.type(amountInput(), '200')
    // At once: the click also leaves the amount field, and the figures are not there yet.
    await user.click(screen.getByText('Continue to Send Money'))
    expect(await screen.findByTestId('sender-details')).toHaveTextContent('inputValue=200&fees=10&total=210&currency=KES&paymentType=Cash+Collection')
  })

  it("signed in, holds Continue for an amount over what is left of the limit, with the limit's own words", async () => {
    mockFetch((url, init) =>
      url === '/countries/ke'
        ? jsonResponse(KENYA)
        : url === '/api/quotes'
          ? quoteAnswer(init)
          : url === '/api/limits'
            ? jsonResponse(LIMITS_450_LEFT)
            : jsonResponse({ error: 'Not found' }, 404),
    )
    const { user } = renderRoutes(
      { [PAGE]: <CountryTransferRoute /> },
      { url: '/country/send-money-to-country/ke', session: await signedInStore(makeSession({ verified: false })) },
    )
    await screen.findByRole('heading', { level: 1, name: 'Send to Kenya' })
    await user.type(amountInput(), '500')
    await user.tab()
    const refusal = await screen.findByText(/This is over your sending limit: you can send up to \$450\.00 more in the next 24 hours\./)
    expect(refusal).toHaveTextContent('upload an identity document on the Documents page.')
    expect(within(refusal).getByRole('link', { name: 'Go to the Documents page' })).toHaveAttribute('href', '/dashboard/upload-documents')
    await screen.findByText('Exchange rate: 1 USD = 129.50 KES')
    expect(continueLink()).toHaveAttribute('aria-disabled', 'true')
    // Within what is left: Continue goes on.
    await retypeAmount(user, '450')
    await waitFor(() => expect(continueLink()).toHaveAttribute('href', expect.stringContaining('inputValue=450&')))
    expect(screen.queryByText(/over your sending limit/)).not.toBeInTheDocument()
  })

  it("shows the server's quote: what the recipient gets in shillings, the rate and when the money is available", async () => {
    const { user, fetchMock } = renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Send to Kenya' })
    await user.type(amountInput(), '100')
    await user.tab()
    expect(await screen.findByText('Exchange rate: 1 USD = 129.50 KES')).toBeInTheDocument()
    expect(screen.getByLabelText('Recipient Gets')).toHaveValue('12,950.00')
    const summary = screen.getByRole('group', { name: 'Transfer summary' })
    expect(within(summary).getByText('Thu, Nov 26, 2026')).toBeInTheDocument()
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({
      countryId: 'ke',
      amount: '100.00',
      payoutCurrency: 'KES',
      paymentType: 'Cash Collection',
    })

    // Another receive method is another quote: a bank transfer arrives a business day later.
    await user.selectOptions(screen.getByRole('combobox', { name: 'How they receive it' }), 'Bank Transfer')
    expect(await within(summary).findByText('Fri, Nov 27, 2026')).toBeInTheDocument()
    await waitFor(() => expect(continueLink()).toHaveAttribute('href', expect.stringContaining('paymentType=Bank+Transfer')))

    // Dollars: nothing exchanged, and Recipient Gets is the amount itself.
    await user.selectOptions(screen.getByRole('combobox', { name: 'They receive in' }), 'USD')
    expect(await screen.findByText('No exchange: your recipient is paid in US dollars')).toBeInTheDocument()
    expect(screen.getByLabelText('Recipient Gets')).toHaveValue('100')
    await waitFor(() => expect(continueLink()).toHaveAttribute('href', expect.stringContaining('currency=USD')))
  })

  it('says why there is no quote when the currency has no rate, and keeps Continue disabled', async () => {
    const noRate = () => jsonResponse({ error: 'We cannot pay out in this currency right now. Choose US dollars, or try again later.' }, 422)
    const { user } = renderPage('ke', KENYA, noRate)
    await screen.findByRole('heading', { level: 1, name: 'Send to Kenya' })
    await user.type(amountInput(), '100')
    await user.tab()
    expect(await screen.findByText('We cannot pay out in this currency right now. Choose US dollars, or try again later.')).toBeInTheDocument()
    // The fee rule still holds on the page (spec 4), but there is nothing to continue with.
    expect(screen.getByText('$105.00')).toBeInTheDocument()
    expect(continueLink()).toHaveAttribute('aria-disabled', 'true')
  })

  it('tells a sender near the threshold that sending a little more lowers the fee, and no one else', async () => {
    const user = await loaded()
    await user.type(amountInput(), '2990')
    await user.tab()
    expect(await screen.findByText('Send $3,000.01 or more and the fee is 3%.')).toBeInTheDocument()
    await retypeAmount(user, '1000')
    await screen.findByText('Transfer fee (5%)')
    expect(screen.queryByText(/or more and the fee is 3%/)).not.toBeInTheDocument()
    await retypeAmount(user, '3000.01')
    await screen.findByText('Transfer fee (3%)')
    expect(screen.queryByText(/or more and the fee is 3%/)).not.toBeInTheDocument()
  })

  it('keeps Continue disabled for 0, below the minimum and above the maximum, with the message', async () => {
    const user = await loaded()
    await user.type(amountInput(), '0')
    await user.tab()
    expect(screen.getByText('Enter an amount greater than 0')).toBeInTheDocument()
    expect(continueLink()).toHaveAttribute('href', '#')

    await retypeAmount(user, '9.99')
    expect(screen.getByText(amountMinMessage(MIN_TRANSFER_CENTS))).toBeInTheDocument()
    expect(continueLink()).toHaveAttribute('href', '#')

    await retypeAmount(user, '10000.01')
    expect(screen.getByText(amountMaxMessage(MAX_TRANSFER_CENTS))).toBeInTheDocument()
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true')
    expect(continueLink()).toHaveAttribute('href', '#')
    expect(continueLink()).toHaveAttribute('aria-disabled', 'true')
  })

  it("says the amount's refusal in the reader's language, the figure formatted for it", async () => {
    await activateLocale('tr')
    try {
      const { user } = renderPage()
      await screen.findByRole('heading', { level: 1 })
      await user.type(screen.getByLabelText(i18n._(generateMessageId('Amount to Send'))), '10000.01')
      await user.tab()
      expect(screen.getByText('$10.000,00 üzerindeki tutarlar çevrimiçi gönderilemez')).toBeInTheDocument()
    } finally {
      await activateLocale('en')
    }
  })

  it("holds the amount to the range the API gives for the destination, not a default of the SPA's", async () => {
    const { user } = renderPage('ke', { ...KENYA, minAmountCents: 2_500, maxAmountCents: 50_000 })
    await screen.findByRole('heading', { level: 1, name: 'Send to Kenya' })
    await user.type(amountInput(), '500.01')
    await user.tab()
    // The default range ($10,000) until the API's offer arrives, then the destination's own.
    expect(await screen.findByText('Amounts above $500.00 cannot be sent online')).toBeInTheDocument()
    await retypeAmount(user, '24.99')
    expect(screen.getByText('The smallest amount you can send is $25.00')).toBeInTheDocument()
  })

  it("shows the API's 404 message in the 'Oops' popup, with a link home, and in the page", async () => {
    renderPage('zz')
    // No destination has that id: the page waits for the API's answer.
    expect(screen.getByRole('status', { name: 'Loading country…' })).toBeInTheDocument()
    const dialog = await screen.findByRole('dialog', { name: 'Oops... Something went wrong!' })
    expect(within(dialog).getByText('Country not found')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    const alert = screen.getByRole('alert', { hidden: true })
    expect(within(alert).getByText('Country not found')).toBeInTheDocument()
    // The title once (the popup's); the page names what failed, and leads home the same way.
    expect(screen.getAllByText('Oops... Something went wrong!', { exact: false })).toHaveLength(1)
    expect(within(alert).getByText('This destination could not be opened')).toBeInTheDocument()
    expect(within(alert).getByRole('link', { name: 'Go to the home page', hidden: true })).toHaveAttribute('href', '/')
  })
})
