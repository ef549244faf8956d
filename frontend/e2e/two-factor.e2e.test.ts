import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Secret, TOTP } from 'otpauth'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiLogIn, apiNewUser, apiVerify, browserPages, field, LOCAL_ADMIN, PASSWORD, screenshotFor, signIn } from './journey-helpers'
import { testStack } from '../../functions/lib/testing/test-stack'

/**
 * In Chromium: a customer enrols an authenticator in Profile Settings (with their password, reading
 * the key on the screen, as a person typing it into an app would), signs out and signs in with
 * password and code; a new staff member sees the enrolment prompt instead of Customers, enrols from
 * it, and then sees Customers in the same tab (on the new session the enrolment answered: it ended
 * every other one). axe finds nothing on the enrolment, the code step or the prompt at 375 and 1280 px.
 */

const baseUrl = testStack().baseUrl
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const { signedInPage, newUserPage } = browserPages()

/** The code an authenticator app holding `secret` shows now. */
const codeOf = (secret: string): string => new TOTP({ secret: Secret.fromBase32(secret) }).generate()

/** axe's violations in `selector` (the screen's new part) as it is, at phone and desktop widths (the page is left at 375 px). */
async function axeAtBothWidths(page: Page, selector: string): Promise<Record<number, string[]>> {
  const found: Record<number, string[]> = {}
  // Evaluated rather than added as a script tag: the SPA's CSP allows no inline script.
  await page.evaluate(axeSource)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    found[width] = (await page.evaluate(
      `axe.run(${JSON.stringify(selector)}).then((r) => r.violations.map((v) => v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(", ")))`,
    )) as string[]
  }
  await page.setViewportSize({ width: 375, height: 900 })
  return found
}

/** Profile Settings' two-factor section, from the password and 'Turn on' to on; the secret the screen showed. */
async function enrol(page: Page, section: Locator, screenshot?: string): Promise<string> {
  await section.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await section.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor()
  await section.getByRole('img', { name: /^QR code for your authenticator app/ }).waitFor()
  const secret = ((await section.locator('.two-factor__key').textContent()) ?? '').replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  if (screenshot) {
    await section.scrollIntoViewIfNeeded()
    await screenshotFor(page, screenshot)
    expect(await axeAtBothWidths(page, '#two-factor')).toEqual({ 375: [], 1280: [] })
  }
  await field(page, '6-digit code the app shows for Remit').fill(codeOf(secret))
  await section.getByRole('button', { name: 'Confirm and turn on' }).click()
  await section.getByRole('heading', { name: 'Two-factor sign-in is on' }).waitFor()
  return secret
}

// Side by side: each journey has a user of its own and a browser context of its own.
// Polls take the test's own expect (`test.expect`): the shared one knows no test once tests interleave.
describe.concurrent('two-factor sign-in in Chromium', () => {
  it('a customer enrols an authenticator, signs out, and signs in with password and code', async (test) => {
    const { email, page, consoleErrors } = await newUserPage(test, { width: 375 })
    await page.goto(`${baseUrl}/profile`)
    const section = page.getByRole('region', { name: 'Two-factor sign-in' })
    await section.getByRole('heading', { name: 'Two-factor sign-in is off' }).waitFor()

    const secret = await enrol(page, section, 'two-factor-enrol-375')
    await section
      .getByText('Two-factor sign-in is on. From your next sign-in, enter a code after your password. You were signed out everywhere else.')
      .waitFor()
    await section.scrollIntoViewIfNeeded()
    await screenshotFor(page, 'two-factor-on-375')

    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/user/logout'))
    await page.getByRole('button', { name: 'Hodan account menu' }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(`${baseUrl}/auth/sign-in`)
    await loggedOut

    // The password alone no longer signs in: the code step takes the form's place.
    await signIn(page, email)
    const heading = page.getByRole('heading', { name: 'Enter your sign-in code' })
    await heading.waitFor()
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(page.url()).toBe(`${baseUrl}/auth/sign-in`)
    await screenshotFor(page, 'two-factor-code-step-375')
    expect(await axeAtBothWidths(page, '.auth')).toEqual({ 375: [], 1280: [] })

    // As an app shows it: '123 456'.
    const code = codeOf(secret)
    await field(page, 'Code from your authenticator app').fill(`${code.slice(0, 3)} ${code.slice(3)}`)
    await page.getByRole('button', { name: 'VERIFY CODE' }).click()
    await page.waitForURL(`${baseUrl}/dashboard/profile`)
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { email?: string; twoFactorEnabled?: boolean }),
    ).toMatchObject({
      email,
      twoFactorEnabled: true,
    })
    expect(consoleErrors).toEqual([])
  })

  it('a new staff member sees the enrolment prompt instead of Customers, enrols from it, then sees Customers', async (test) => {
    const { email, id, token } = await apiNewUser(baseUrl, 'Bashir')
    await apiVerify(baseUrl, token, id)
    const admin = await apiLogIn(baseUrl, LOCAL_ADMIN.email, LOCAL_ADMIN.password)
    const promoted = await fetch(`${baseUrl}/api/user/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ isAdmin: true }),
    })
    expect(promoted.status).toBe(200)

    const { page, consoleErrors } = await signedInPage(test, email, { width: 375 })
    await page.goto(`${baseUrl}/dashboard/country/customers`)
    const prompt = page.getByRole('heading', { name: 'Turn on two-factor sign-in' })
    await prompt.waitFor()
    expect(await page.getByRole('heading', { name: 'Customer Dashboard' }).count()).toBe(0)
    await screenshotFor(page, 'two-factor-staff-prompt-375')
    expect(await axeAtBothWidths(page, '.status-page')).toEqual({ 375: [], 1280: [] })

    await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click()
    await page.waitForURL(`${baseUrl}/profile#two-factor`)
    const section = page.getByRole('region', { name: 'Two-factor sign-in' })
    const off = section.getByRole('heading', { name: 'Two-factor sign-in is off' })
    await off.waitFor()
    await test.expect.poll(() => off.evaluate((element) => element === document.activeElement)).toBe(true)
    await enrol(page, section)

    await page.goto(`${baseUrl}/dashboard/country/customers`)
    await page.getByRole('heading', { name: 'Customer Dashboard' }).waitFor()
    await page.getByText('Every transfer, newest first.').waitFor()
    expect(await prompt.count()).toBe(0)
    await screenshotFor(page, 'two-factor-staff-customers-375')
    expect(consoleErrors).toEqual([])
  })
})
