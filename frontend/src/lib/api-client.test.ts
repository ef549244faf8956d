import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { defineRoutes } from '../../../shared/api/route-definition'
import { routes } from '../../../shared/api/routes'
import { COUNTRY_OFFERS } from '../testing/country-offers'
import { jsonResponse, mockFetch, textResponse } from '../testing/mock-fetch'
import { ApiError, apiUrl, callApi, GENERIC_ERROR_MESSAGE, UNREADABLE_REPLY_MESSAGE } from './api-client'

const kenya = COUNTRY_OFFERS.find((country) => country.id === 'ke')

/** A route with every part, to exercise what the real table does not use yet. */
const testRoutes = defineRoutes({
  saveThing: {
    method: 'POST',
    path: '/api/things/{id}',
    auth: 'user',
    area: 'things',
    params: z.object({ id: z.string() }),
    query: z.object({ mode: z.string(), tags: z.optional(z.array(z.string())), limit: z.optional(z.number()) }),
    body: z.object({ name: z.string() }),
    responses: { 400: z.object({ error: z.string() }), 201: z.object({ saved: z.boolean() }), 200: z.object({ other: z.string() }) },
  },
  deleteThing: {
    method: 'DELETE',
    path: '/api/things/{id}',
    auth: 'user',
    area: 'things',
    params: z.object({ id: z.string() }),
    responses: { 204: z.undefined() },
  },
})

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe('apiUrl', () => {
  it('fills path parameters from the route template, encoded', () => {
    expect(apiUrl(routes.listCountries)).toBe('/countries')
    expect(apiUrl(routes.getCountry, { params: { id: 'ke' } })).toBe('/countries/ke')
    expect(apiUrl(testRoutes.deleteThing, { params: { id: 'a b/c' } })).toBe('/api/things/a%20b%2Fc')
  })

  it('appends the query, skipping undefined values and repeating arrays', () => {
    expect(apiUrl(testRoutes.saveThing, { params: { id: '1' }, query: { mode: 'x y', tags: ['a', 'b'], limit: undefined } })).toBe(
      '/api/things/1?mode=x+y&tags=a&tags=b',
    )
  })
})

describe('callApi', () => {
  it('GETs the same-origin URL built from the route and returns the parsed body', async () => {
    const fetchMock = mockFetch(() => jsonResponse(kenya))
    await expect(callApi(routes.getCountry, { params: { id: 'ke' } })).resolves.toEqual(kenya)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/countries/ke')
    expect(init?.method).toBe('GET')
    expect(init?.credentials).toBe('same-origin')
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json')
    expect(new Headers(init?.headers).has('Authorization')).toBe(false)
    expect(init?.body).toBeUndefined()
  })

  it('parses a list with the route success schema', async () => {
    mockFetch(() => jsonResponse(COUNTRY_OFFERS))
    const countries = await callApi(routes.listCountries)
    expect(countries.map((country) => country.id)).toEqual(COUNTRY_OFFERS.map((country) => country.id))
  })

  it('sends a JSON body and the bearer token, and parses with the schema of the status received', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ saved: true }, 201))
    await expect(
      callApi(testRoutes.saveThing, { params: { id: '7' }, query: { mode: 'new' }, body: { name: 'Amina' }, token: 'tok.en' }),
    ).resolves.toEqual({ saved: true })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/things/7?mode=new')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"name":"Amina"}')
    const headers = new Headers(init?.headers)
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get('Authorization')).toBe('Bearer tok.en')
    expect(headers.has('Idempotency-Key')).toBe(false)
  })

  it('sends the idempotency key of the attempt as a header', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ saved: true }, 201))
    const key = '0b7c8f0e-5d1e-4c55-9a8e-2f7c1d3b9a10'
    await callApi(testRoutes.saveThing, { params: { id: '7' }, query: { mode: 'new' }, body: { name: 'Amina' }, idempotencyKey: key })
    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe(key)
  })

  it('falls back to the lowest 2xx schema for a success status the table does not list', async () => {
    mockFetch(() => jsonResponse({ other: 'x' }, 202))
    await expect(callApi(testRoutes.saveThing, { params: { id: '7' }, query: { mode: 'new' }, body: { name: 'Amina' } })).resolves.toEqual({
      other: 'x',
    })
  })

  it('returns undefined for 204 No Content', async () => {
    mockFetch(() => new Response(null, { status: 204 }))
    await expect(callApi(testRoutes.deleteThing, { params: { id: '7' } })).resolves.toBeUndefined()
  })

  it("throws the server's error field with the status", async () => {
    mockFetch(() => jsonResponse({ error: 'Country not found', requestId: 'req-1' }, 404))
    const error = await rejection(callApi(routes.getCountry, { params: { id: 'zz' } }))
    expect(error.message).toBe('Country not found')
    expect(error.status).toBe(404)
    expect(error.requestId).toBe('req-1')
  })

  it('keeps the field messages of a 400', async () => {
    mockFetch(() => jsonResponse({ error: 'Invalid request', fields: { id: 'Country id must be a two-letter country code' } }, 400))
    const error = await rejection(callApi(routes.getCountry, { params: { id: 'k' } }))
    expect(error.message).toBe('Invalid request')
    expect(error.fields).toEqual({ id: 'Country id must be a two-letter country code' })
  })

  it('falls back when the error body has no error field', async () => {
    mockFetch(() => jsonResponse({ message: 'nope' }, 500))
    expect((await rejection(callApi(routes.listCountries))).message).toBe(GENERIC_ERROR_MESSAGE)
    expect((await rejection(callApi(routes.listCountries, { fallbackMessage: 'Failed to fetch customers' }))).message).toBe(
      'Failed to fetch customers',
    )
  })

  it('reports an unreadable error body with the spec text', async () => {
    mockFetch(() => textResponse('<html>502 Bad Gateway</html>', 502))
    const error = await rejection(callApi(routes.listCountries))
    expect(error.message).toBe('Failed to parse server response. CORS issue likely.')
    expect(error.status).toBe(502)
  })

  it('reports an unreadable success body with the spec text', async () => {
    mockFetch(() => textResponse('not json', 200))
    expect((await rejection(callApi(routes.listCountries))).message).toBe(UNREADABLE_REPLY_MESSAGE)
  })

  it('rejects a success body that does not match the schema', async () => {
    mockFetch(() => jsonResponse([{ id: 'ke' }]))
    const error = await rejection(callApi(routes.listCountries))
    expect(error.message).toBe(UNREADABLE_REPLY_MESSAGE)
    expect(error.cause).toBeInstanceOf(z.core.$ZodError)
  })

  it('turns a network failure into an ApiError with status 0', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const error = await rejection(callApi(routes.listCountries))
    expect(error.status).toBe(0)
    expect(error.message).toBe('Failed to fetch')
  })
})
