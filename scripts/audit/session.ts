import { randomUUID } from 'node:crypto'
import * as z from 'zod/mini'
import { countryRoutes } from '../../shared/api/route-table/countries'
import { userRoutes } from '../../shared/api/route-table/users'
import { CountrySchema } from '../../shared/countries/country'
import type { SignUpInput } from '../../shared/auth/signup-schema'
import { SessionSchema, type Session } from '../../shared/users/user'

async function postJson(baseUrl: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`)
  return JSON.parse(text) as unknown
}

/**
 * A new customer account, signed up and signed in through the API as the sign-up and sign-in pages
 * do. The answer of login is what the SPA stores under localStorage `user` (session-store.ts).
 */
export async function signUpAndSignIn(baseUrl: string): Promise<Session> {
  const email = `audit-${randomUUID().slice(0, 8)}@example.com`
  const password = 'Audit-Pass-2026!'
  const account: SignUpInput = {
    firstName: 'Audit',
    lastName: 'Runner',
    email,
    password,
    phoneNumber: '612-555-0101',
    dateOfBirth: '1990-05-01',
    placeOfBirth: 'Mogadishu',
    zipCode: '55401',
    buildingNumber: '12',
    street: 'Main St',
    city: 'Minneapolis',
    state: 'MN',
  }
  await postJson(baseUrl, userRoutes.signUp.path, account)
  return z.parse(SessionSchema, await postJson(baseUrl, userRoutes.logIn.path, { email, password }))
}

/** The ids of the seeded destinations (GET /countries). */
export async function countryIds(baseUrl: string): Promise<string[]> {
  const response = await fetch(new URL(countryRoutes.listCountries.path, baseUrl))
  if (!response.ok) throw new Error(`GET /countries answered ${response.status}`)
  return z.parse(z.array(CountrySchema), await response.json()).map((country) => country.id)
}
