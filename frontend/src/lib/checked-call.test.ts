import { describe, expect, it } from 'vitest'
import { countryRoutes } from '../../../shared/api/route-table/countries'
import { COUNTRY_OFFERS } from '../testing/country-offers'
import { countryAnswerSchema, getCountryEndpoint } from '../features/countries/api/get-country.precomputed'
import { jsonResponse, mockFetch, textResponse } from '../testing/mock-fetch'
import { callApi } from './api-client'
import { ApiError } from './api-error'
import { callChecked } from './checked-call'

const kenya = COUNTRY_OFFERS.find((country) => country.id === 'ke')

/** What a call settles with, in a comparable form. */
async function outcome(call: () => Promise<unknown>) {
  try {
    return { value: await call() }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { error: { message: error.message, status: error.status, fields: error.fields, requestId: error.requestId } }
  }
}

const answers: [string, () => Response | Promise<Response>][] = [
  ['the country', () => jsonResponse(kenya)],
  ['the country with a key the schema does not know', () => jsonResponse({ ...kenya, extra: true })],
  ['a country that breaks the schema', () => jsonResponse({ ...kenya, currency: 'kes' })],
  ['a list instead of a country', () => jsonResponse([kenya])],
  ['an unreadable success body', () => textResponse('not json', 200)],
  ['a 404 with its error text and request id', () => jsonResponse({ error: 'Country not found', requestId: 'req-1' }, 404)],
  ['a 400 with field messages', () => jsonResponse({ error: 'Invalid request', fields: { id: 'Country id must be a two-letter country code' } }, 400)],
  ['an error body without an error field', () => jsonResponse({ message: 'nope' }, 500)],
  ['an error body whose fields are not strings', () => jsonResponse({ error: 'Bad', fields: { id: 1 } }, 400)],
  ['an unreadable error body', () => textResponse('<html>502 Bad Gateway</html>', 502)],
  ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
]

describe('callChecked', () => {
  it.each(answers)('settles as callApi does on %s', async (_, answer) => {
    const fetchMock = mockFetch(() => answer())
    const checked = await outcome(() => callChecked(getCountryEndpoint, countryAnswerSchema, { params: { id: 'ke' } }))
    const zod = await outcome(() => callApi(countryRoutes.getCountry, { params: { id: 'ke' } }))
    expect(checked).toEqual(zod)
    // The same request both times.
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/countries/ke')
    expect(fetchMock.mock.calls[0]).toEqual(fetchMock.mock.calls[1])
  })

  it('gives the country, checked', async () => {
    mockFetch(() => jsonResponse({ ...kenya, extra: true }))
    await expect(callChecked(getCountryEndpoint, countryAnswerSchema, { params: { id: 'ke' } })).resolves.toEqual(kenya)
  })
})
