import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'

export const PASSWORD = 'Secret-Pass1'

let counter = 0
/** An e-mail address no other test (or earlier run on the same data) has used. */
export const uniqueEmail = (): string => `e2e-${Date.now()}-${++counter}@example.com`

/** A user made through the API, for the journeys that do not test sign-up itself. */
export async function apiSignUp(baseUrl: string, email: string, firstName = 'Hodan'): Promise<void> {
  const response = await fetch(`${baseUrl}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName,
      lastName: 'Ali',
      email,
      password: PASSWORD,
      phoneNumber: '612-555-0102',
      dateOfBirth: '1988-03-14',
      placeOfBirth: 'Hargeisa',
      zipCode: '55404',
      buildingNumber: '7',
      street: 'Cedar Ave',
      city: 'Minneapolis',
      state: 'MN',
    }),
  })
  expect(response.status).toBe(201)
}

/** The login answer (the stored session) of a user, through the API. */
export async function apiLogIn(baseUrl: string, email: string, password = PASSWORD): Promise<{ token: string } & Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { token: string } & Record<string, unknown>
}

/** A new browser context (closed by `closeContexts`) and its page. */
export function pages(browser: () => Browser) {
  const contexts: BrowserContext[] = []
  return {
    async newPage(width = 1280): Promise<Page> {
      const context = await browser().newContext({ viewport: { width, height: 900 } })
      contexts.push(context)
      return context.newPage()
    },
    async closeContexts(): Promise<void> {
      await Promise.all(contexts.splice(0).map((context) => context.close()))
    },
  }
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** Fills and sends the sign-in form the page shows. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await field(page, 'Email').fill(email)
  await field(page, 'Password').fill(password)
  await page.getByRole('button', { name: 'SIGN IN SECURELY' }).click()
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname
