import { randomInt, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, type TestContext } from 'vitest'
import { signInWithCode, totpCode } from '../../scripts/lib/local-two-factor'
import { luhnValid } from '../../shared/transfers/card'
import { launchBrowser } from './browser'
import { PAGE_WAIT_MS } from './page-wait'
import { sampleMobile } from '../../shared/transfers/phone/sample-mobile'
import { testStack } from '../../functions/lib/testing/test-stack'
import { fetchFrom, uniqueLoopbackAddress } from '../../functions/lib/testing/loopback-client'

export const PASSWORD = 'Secret-Pass1'
/** The local stack's seeded super admin (README). */
export const LOCAL_ADMIN = { email: 'admin@remit.local', password: 'Remit-Admin-2026!' }

/** The authenticator secret of an account with two-factor sign-in: the seeded admin's (enrolled by the global setup). */
const secretOf = (email: string): string | undefined => (email === LOCAL_ADMIN.email ? testStack().adminTwoFactorSecret : undefined)

let counter = 0
/** An e-mail address no other test (or earlier run on the same data) has used. */
export const uniqueEmail = (): string => `e2e-${Date.now()}-${++counter}@example.com`

/** A user made through the API, for the journeys that do not test sign-up itself (`confirm: false`: still waiting for its code). */
export async function apiSignUp(
  baseUrl: string,
  email: string,
  firstName = 'Hodan',
  options: { confirm: boolean } = { confirm: true },
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // A hang-catcher: fetch itself waits five minutes for an answer's headers.
    signal: AbortSignal.timeout(PAGE_WAIT_MS),
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
  expect(response.status).toBe(202)
  // The first sign-in with the e-mailed code confirms the address, as the confirmation screen does.
  if (options.confirm) await apiLogIn(baseUrl, email, PASSWORD, LOCAL_CODE)
}

/** The code cognito-local e-mails for every confirmation and reset (the stack's LOCAL_RESET_CODE default). */
export const LOCAL_CODE = '123456'

/** The login answer (the stored session) of a user, through the API; `code` confirms a new sign-up; the two-factor step answered when on. */
export async function apiLogIn(
  baseUrl: string,
  email: string,
  password = PASSWORD,
  code?: string,
): Promise<{ token: string } & Record<string, unknown>> {
  if (!code) return signInWithCode(baseUrl, { email, password }, secretOf(email))
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    signal: AbortSignal.timeout(PAGE_WAIT_MS),
    body: JSON.stringify({ email, password, code }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { token: string } & Record<string, unknown>
}

async function postJson(url: string, token: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(PAGE_WAIT_MS),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const answer: unknown = response.status === 204 ? undefined : await response.json()
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300)
  return answer
}

/** A small PDF the upload check accepts (its first bytes, then padding). */
const samplePdfBytes = (size = 600): Buffer => Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), Buffer.alloc(size - 9, 0x20)])

/** Uploads a PDF named `name` as the user (create, PUT to the presigned URL, complete), as the Documents page does; its id. */
export async function apiUploadDocument(baseUrl: string, token: string, name = 'Passport'): Promise<string> {
  const bytes = samplePdfBytes()
  const created = (await postJson(`${baseUrl}/api/documents`, token, {
    name,
    description: 'Photo page',
    fileName: 'passport.pdf',
    contentType: 'application/pdf',
    size: bytes.length,
  })) as { document: { id: string }; upload: { url: string; method: string; headers: Record<string, string> } }
  const put = await fetch(created.upload.url, { method: created.upload.method, headers: created.upload.headers, body: new Uint8Array(bytes) })
  await put.arrayBuffer()
  expect(put.status).toBe(200)
  await postJson(`${baseUrl}/api/documents/${created.document.id}/complete`, token, undefined)
  return created.document.id
}

/** Verifies a user as staff do: the user uploads a document, the local super admin reviews it and verifies. */
export async function apiVerify(baseUrl: string, userToken: string, userId: string): Promise<void> {
  const documentId = await apiUploadDocument(baseUrl, userToken)
  const admin = await apiLogIn(baseUrl, LOCAL_ADMIN.email, LOCAL_ADMIN.password)
  await postJson(`${baseUrl}/api/user/${userId}/verification`, admin.token, { outcome: 'verified', documentId })
}

/** What a page needs of the test that opens it: the test's end, when the page's context is closed. */
export type PageOwner = Pick<TestContext, 'onTestFinished'>

/**
 * Chromium for the file's journeys: launched before them and closed after; `newPage` opens a page in
 * a context of its own (`prepare` run on it first), closed when the test that opened it ends. The
 * test is named, not implied: tests of a file may run concurrently, and a hook shared by the file
 * would close the pages of the tests still running. `baseUrl` is the leased stack's, where the
 * pages go. Call at the top of a file.
 */
export function browserPages(prepare?: (context: BrowserContext) => Promise<unknown>) {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  async function newPage(test: PageOwner, width = 1280, height = 900): Promise<Page> {
    if (!browser) throw new Error('The browser starts in beforeAll: open pages in tests')
    // Reduced motion, as a user can ask: no spinner turning or skeleton shimmering at 60 frames a second
    // while a busy machine answers (Chromium's CPU for the journeys 107 → 94 s). The drawer's journey
    // runs with motion too (my-recipients.e2e.test.ts).
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' })
    context.setDefaultTimeout(PAGE_WAIT_MS)
    test.onTestFinished(() => context.close())
    await prepare?.(context)
    return context.newPage()
  }
  /** A new page signed in through the UI as `email`, and the console errors it logs from before the sign-in. */
  async function signedInPage(test: PageOwner, email: string, { password = PASSWORD, width = 1280 } = {}): Promise<SignedInPage> {
    const page = await newPage(test, width)
    const consoleErrors = consoleErrorsOf(page)
    await signInThroughUi(page, testStack().baseUrl, email, password)
    return { page, consoleErrors }
  }
  return {
    baseUrl: testStack().baseUrl,
    newPage,
    signedInPage,
    /** A new confirmed user (made through the API) signed in through the UI on a new page: {@link signedInPage} and their e-mail. */
    async newUserPage(test: PageOwner, { firstName = 'Hodan', width = 1280 } = {}): Promise<SignedInPage & { email: string }> {
      const email = uniqueEmail()
      await apiSignUp(testStack().baseUrl, email, firstName)
      return { email, ...(await signedInPage(test, email, { width })) }
    },
  }
}

export interface SignedInPage {
  page: Page
  /** What {@link consoleErrorsOf} collects: a journey ends expecting none. */
  consoleErrors: string[]
}

/** A new confirmed user made through the API and logged in there: their e-mail, token and id, and the whole login answer (flags and all). */
export async function apiNewUser(
  baseUrl: string,
  firstName = 'Hodan',
): Promise<{ email: string; token: string; id: string; session: Awaited<ReturnType<typeof apiLogIn>> }> {
  const email = uniqueEmail()
  await apiSignUp(baseUrl, email, firstName)
  const session = await apiLogIn(baseUrl, email)
  return { email, token: session.token, id: String(session.id), session }
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** What each field the page labels with one of `labels` holds, by label. */
export async function fieldValues(page: Page, labels: readonly string[]): Promise<Record<string, string>> {
  const values: Record<string, string> = {}
  for (const label of labels) values[label] = await field(page, label).inputValue()
  return values
}

/** Fills each field the page labels with a key of `values`, in their order, with its value. */
export async function fillFields(page: Page, values: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value)
}

/**
 * Checks a radio or checkbox, clicking again when a click did not take. Twice, the first click on a
 * page just loaded, with journeys beside the other lanes on two cores, Playwright's check answered
 * "Clicking the checkbox did not change its state": the Money Transfer page's payment type (a
 * react-hook-form radio) and a Payouts row's checkbox (plain React state). The cause is not known; a
 * person whose tap did not take taps again, and any other failure fails at once.
 */
export async function checkAgainIfLost(control: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await control.check()
      return
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('did not change its state')) throw error
    }
  }
}

/**
 * A destination's country page, once its calculator takes input: prerendered, the form is painted
 * before the page's code runs and takes no input until then (what is typed then would be lost).
 */
export async function openCountryPage(page: Page, baseUrl: string, countryId: string): Promise<void> {
  await page.goto(`${baseUrl}/country/send-money-to-country/${countryId}`)
  await page.locator('fieldset.country-transfer__fields:enabled').waitFor()
}

/** The sign-up form's address step, filled (a Minneapolis address). */
export async function fillSignUpAddress(page: Page): Promise<void> {
  await fillFields(page, { 'Zip code': '55401', 'Building number': '12', State: 'mn', Street: 'Main St', City: 'Minneapolis' })
}

/** The sign-up form's first step, filled: the name, `email` and {@link PASSWORD}. */
export async function fillSignUpAccount(page: Page, email: string, { firstName = 'Nasra', lastName = 'Abdi' } = {}): Promise<void> {
  await fillFields(page, { 'First name': firstName, 'Last name': lastName, Email: email, Password: PASSWORD })
}

/** The four steps of the sign-up form, filled and sent (as Nasra Abdi, with `email`). */
export async function signUpThroughUi(page: Page, email: string): Promise<void> {
  const next = page.getByRole('button', { name: 'Next' })
  await fillSignUpAccount(page, email)
  await next.click()
  await field(page, 'Phone number').pressSequentially('6125550101')
  await field(page, 'Date of birth').fill('1990-05-01')
  await field(page, 'Place of birth').fill('Mogadishu')
  await next.click()
  await fillSignUpAddress(page)
  await next.click()
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check()
  await page.getByRole('button', { name: 'Complete Registration' }).click()
}

/** Fills and sends the sign-in form the page shows. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await field(page, 'Email').fill(email)
  await field(page, 'Password').fill(password)
  await page.getByRole('button', { name: 'SIGN IN SECURELY' }).click()
}

/** Signs in through the sign-in page and waits for where it lands: the dashboard's profile. */
export async function signInThroughUi(page: Page, baseUrl: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/auth/sign-in`)
  await signIn(page, email, password)
  const secret = secretOf(email)
  if (secret) {
    // The code step of an account with two-factor sign-in: the field an authenticator's code goes in.
    const codeField = page.locator('input[autocomplete="one-time-code"]')
    await codeField.fill(totpCode(secret))
    await codeField.press('Enter')
  }
  await page.waitForURL(`${baseUrl}/dashboard/profile`)
}

/** The console errors the page logs from now on (a journey ends expecting none). */
export function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname

/** An expiry two years ahead, 'MM/YY'. */
export function futureExpiry(): string {
  const now = new Date()
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`
}

/**
 * A Visa number no other journey pays with (a random one that passes Luhn): the velocity limits
 * count per card across every account, so journeys must not share one.
 */
export function uniqueCard(): string {
  for (;;) {
    let number = '4'
    for (let i = 0; i < 15; i++) number += String(randomInt(10))
    if (luhnValid(number)) return number
  }
}

/**
 * POST /api/customers as the user of `token` (a fresh Idempotency-Key): one $100 transfer to Hodan
 * Ali Warsame in Somalia by Mobile Money, `overrides` changing any field. Answers the created transfer.
 */
/**
 * A payment body with a fresh quote's id, asked for as the user of `token` (a payment is made only at
 * its payer's own quote), as the SPA sends it; `overrides` change any field.
 */
export async function quotedPayment(baseUrl: string, token: string, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const payment = {
    firstName: 'Hodan',
    middleName: 'Ali',
    lastName: 'Warsame',
    mobileNumber: sampleMobile(typeof overrides.countryId === 'string' ? overrides.countryId : 'so'),
    countryId: 'so',
    city: 'Banadir',
    relationship: 'Sister',
    sendingReason: 'Education',
    paymentType: 'Mobile Money',
    paymentMethod: 'Debit Card',
    // Its own card: the velocity limits count per card across every account.
    cardNumber: uniqueCard(),
    expirationDate: futureExpiry(),
    cvv: '123',
    inputValue: 100,
    payoutCurrency: 'USD',
    walletProvider: 'EVC Plus',
    ...overrides,
  }
  // Paid at a quote, asked for first as the SPA does signed in; from a client address of its own,
  // since quotes are limited per client (the gateway reads it from the socket, as CloudFront does).
  const quoted = await fetchFrom(uniqueLoopbackAddress(), `${baseUrl}/api/quotes/mine`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      countryId: payment.countryId,
      amount: payment.inputValue,
      payoutCurrency: payment.payoutCurrency,
      paymentType: payment.paymentType,
    }),
  })
  const { quoteId } = JSON.parse(quoted.text) as { quoteId?: string }
  return { ...payment, quoteId }
}

export type CreatedTransfer = { id: string; invoiceNumber: string; card: { brand: string; last4: string }; totalCents: number } & Record<
  string,
  unknown
>

/** A transfer made through the API by the user whose token this is. */
export async function apiCreateTransfer(baseUrl: string, token: string, overrides: Record<string, unknown> = {}): Promise<CreatedTransfer> {
  const response = await fetch(`${baseUrl}/api/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify(await quotedPayment(baseUrl, token, overrides)),
  })
  const text = await response.text()
  expect(response.status, text).toBe(201)
  return JSON.parse(text) as CreatedTransfer
}

/** With E2E_SCREENSHOTS=<folder>, a full-page screenshot of the page under `name` there, to look at. */
export async function screenshotFor(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage })
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe's violations inside `selector` of the page as it is now, each as `rule: targets`. */
export async function axeViolations(page: Page, selector = 'main'): Promise<string[]> {
  // Evaluated rather than added as a script tag: the SPA's CSP allows no inline script.
  await page.evaluate(axeSource)
  return (await page.evaluate(
    `axe.run(${JSON.stringify(selector)}).then((r) => r.violations.map((v) => v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(", ")))`,
  )) as string[]
}
