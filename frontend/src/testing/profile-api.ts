import type { User } from '../../../shared/users/user'
import { jsonResponse, mockFetch } from './mock-fetch'
import { jsonBody } from './users'

/** A request the mocked API received. */
export interface SentRequest {
  url: string
  method: string
  body: unknown
}

/**
 * Mocks the API as Profile Settings meets it: `answer` may answer any call first; otherwise
 * `GET /api/user/me` answers `me` as it is at that moment (tests change it between renders), a
 * `GET …/identity` answers no identity details yet, and anything else is a 404.
 * Answers the list of requests sent, in order, filled as they come.
 */
export function mockProfileApi(me: User, answer: (sent: SentRequest) => Response | undefined = () => undefined): SentRequest[] {
  const sent: SentRequest[] = []
  mockFetch((url, init) => {
    const call = { url, method: init?.method ?? 'GET', body: jsonBody(init) }
    sent.push(call)
    const custom = answer(call)
    if (custom) return custom
    if (url === '/api/user/me') return jsonResponse(me)
    if (url.endsWith('/identity') && call.method === 'GET') return jsonResponse({})
    return jsonResponse({ error: 'Not found' }, 404)
  })
  return sent
}
