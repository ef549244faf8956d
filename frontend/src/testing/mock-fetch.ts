import { vi } from 'vitest'
import { COUNTRY_OFFERS } from './country-offers'

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

export const textResponse = (body: string, status: number): Response => new Response(body, { status, headers: { 'Content-Type': 'text/plain' } })

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>

/** Replaces global `fetch`; `handler` answers each call. Returns the mock to inspect calls. */
export function mockFetch(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init)),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A fetch that answers `GET /countries` with the real destination list and 404s anything else. */
export function mockCountriesApi() {
  return mockFetch((url) => (url === '/countries' ? jsonResponse(COUNTRY_OFFERS) : jsonResponse({ error: 'Not found' }, 404)))
}
