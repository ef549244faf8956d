import type { User } from '../../../shared/users/user'
import { sampleUser } from '../../../shared/users/testing/sample-user'
import { jsonResponse } from './mock-fetch'

let next = 1

/** A user as the API answers it (spec 3). */
export function makeUser(overrides: Partial<User> = {}): User {
  const n = next++
  return sampleUser({
    id: `user-${n}`,
    email: `user${n}@example.com`,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  })
}

/** The body of a JSON request a fetch mock received. */
export function jsonBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
}

/** An API error answer. */
export const errorResponse = (status: number, error: string) => jsonResponse({ error }, status)
