import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OFFLINE_MESSAGE, UNAVAILABLE_MESSAGE } from '../../../lib/api-error'
import { i18n } from '../../../lib/i18n/i18n'
import { COUNTRY_OFFERS } from '../../../testing/country-offers'
import { jsonResponse, mockCountriesApi, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { CountriesGrid } from './countries-grid'

describe('CountriesGrid', () => {
  it('shows a loading state, then one linked card per destination', async () => {
    const fetchMock = mockCountriesApi()
    renderApp(<CountriesGrid />)

    expect(screen.getByRole('status', { name: 'Loading countries…' })).toBeInTheDocument()

    const list = await screen.findByRole('list', { name: 'Destination countries' })
    const cards = within(list).getAllByRole('link')
    expect(cards).toHaveLength(COUNTRY_OFFERS.length)
    expect(screen.queryByRole('status', { name: 'Loading countries…' })).not.toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith('/countries', expect.objectContaining({ method: 'GET' }))

    const kenya = screen.getByRole('link', { name: /Kenya/ })
    expect(kenya).toHaveAttribute('href', '/country/send-money-to-country/ke')
    // How long collecting takes, by the rule that dates the quote: never "instant".
    expect(within(kenya).getByText('Cash Collection and Mobile Money: same day')).toBeInTheDocument()
    const flag = within(kenya).getByRole('img', { name: 'Kenya flag' })
    expect(flag).toHaveAttribute('src', '/flags/ke.svg')
    expect(flag).toHaveAttribute('width', '60')
    expect(flag).toHaveAttribute('height', '40')
    expect(screen.queryByText('Instant Transfer')).not.toBeInTheDocument()
    expect(within(kenya).getByText('Bank Transfer: next business day')).toBeInTheDocument()
    const somalia = screen.getByRole('link', { name: /Somalia/ })
    expect(within(somalia).getByText('Bank Transfer: 2 business days')).toBeInTheDocument()
    // Turkey pays no mobile money.
    expect(within(screen.getByRole('link', { name: /Turkey/ })).getByText('Cash Collection: same day')).toBeInTheDocument()
  })

  it("shows 'Error loading countries' with the server's message, and Try Again reloads the list", async () => {
    let calls = 0
    const fetchMock = mockFetch(() => {
      calls += 1
      return calls === 1 ? jsonResponse({ error: 'Service temporarily unavailable' }, 503) : jsonResponse(COUNTRY_OFFERS)
    })
    const { user } = renderApp(<CountriesGrid />)

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Error loading countries')).toBeInTheDocument()
    expect(within(alert).getByText('Service temporarily unavailable')).toBeInTheDocument()

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }))

    expect(await screen.findByRole('list', { name: 'Destination countries' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  // A visitor is not shown a parser's or a browser's text (spec 8's 'CORS issue likely').
  it("says in plain words that the service is not answering when the answer is not the API's", async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    renderApp(<CountriesGrid />)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(i18n._(UNAVAILABLE_MESSAGE))).toBeInTheDocument()
    expect(alert).not.toHaveTextContent(/CORS|parse|html/i)
  })

  it('says to check the connection when no answer arrives', async () => {
    mockFetch(() => Promise.reject(new TypeError('NetworkError when attempting to fetch resource.')))
    renderApp(<CountriesGrid />)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(i18n._(OFFLINE_MESSAGE))).toBeInTheDocument()
    expect(alert).not.toHaveTextContent(/NetworkError/)
  })

  it('says so when there are no destinations', async () => {
    mockFetch(() => jsonResponse([]))
    renderApp(<CountriesGrid />)
    expect(await screen.findByText('No destinations are available right now.')).toBeInTheDocument()
  })
})
