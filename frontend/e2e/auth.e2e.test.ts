import { describe, expect, it } from 'vitest'
import {
  apiSignUp as signUpThroughApi,
  browserPages,
  consoleErrorsOf,
  field,
  fillFields,
  fillSignUpAccount,
  fillSignUpAddress,
  LOCAL_CODE,
  pathOf,
  signIn,
  uniqueEmail,
} from './journey-helpers'

const { baseUrl, newPage } = browserPages()
const apiSignUp = (email: string) => signUpThroughApi(baseUrl, email)

// Side by side: each journey has a user of its own and a browser context of its own.
describe.concurrent('sign-up, sign-in and sign-out in Chromium', () => {
  it('signs up through the four steps, signs in, keeps the session over a reload, and signs out', async (test) => {
    const page = await newPage(test)
    const email = uniqueEmail()
    const consoleErrors = consoleErrorsOf(page)

    await page.goto(`${baseUrl}/auth/sign-up`)
    const next = page.getByRole('button', { name: 'Next' })
    await field(page, 'First name').waitFor()
    expect(await next.isDisabled()).toBe(true)
    await fillSignUpAccount(page, email, { firstName: 'Amina', lastName: 'Yusuf' })
    await next.click()

    await field(page, 'Phone number').pressSequentially('6125550101')
    expect(await field(page, 'Phone number').inputValue()).toBe('612-555-0101')
    await field(page, 'Date of birth').fill('1990-05-01')
    await field(page, 'Place of birth').fill('Mogadishu')
    await next.click()

    await fillSignUpAddress(page)
    await next.click()

    await page.getByRole('heading', { name: /Review and confirm/ }).waitFor()
    expect(await page.getByText(email).count()).toBe(1)
    await page.getByRole('button', { name: 'Complete Registration' }).click()
    expect(await page.getByRole('alert').textContent()).toContain('Please accept the terms and conditions to continue')
    await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check()
    await page.getByRole('button', { name: 'Complete Registration' }).click()
    await page.getByText('New user registered successfully!!').waitFor()

    // After 2 seconds the app asks for the code e-mailed to the address (cognito-local's is fixed);
    // the code finishes the account and signs in.
    await page.waitForURL(`${baseUrl}/auth/confirm-email`)
    await page.getByText(email).waitFor()
    await field(page, 'Code from the e-mail').fill(LOCAL_CODE)
    await page.getByRole('button', { name: 'Confirm and sign in' }).click()
    await page.waitForURL(`${baseUrl}/dashboard/profile`)
    const account = page.getByRole('button', { name: 'Amina account menu' })
    await account.waitFor()
    expect(await page.getByRole('link', { name: 'My Recipients', exact: true }).getAttribute('href')).toBe('/dashboard/my-recipients')
    // By exact name: until the profile's code loads, the code page may stay on screen with its own
    // "sign in" link, which is not the signed-out navbar's "Sign In".
    expect(await page.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0)

    const stored: unknown = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))
    expect(stored).toMatchObject({ email, firstName: 'Amina', isAdmin: false })

    await page.reload()
    await account.waitFor()
    expect(pathOf(page)).toBe('/dashboard/profile')

    // A token that expired while the tab was closed is refreshed silently at start.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>
      localStorage.setItem('user', JSON.stringify({ ...session, token: 'expired', expiresAt: new Date(Date.now() - 60_000).toISOString() }))
    })
    await page.reload()
    // During the start spinner the public navbar shows its own account menu while the signed-in
    // shell renders hidden: wait for the shell, whose menu is the one used below.
    await page.getByRole('navigation', { name: 'Dashboard' }).waitFor()
    await account.waitFor()
    const refreshed = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string; expiresAt: string })
    expect(refreshed.token).not.toBe('expired')
    expect(Date.parse(refreshed.expiresAt)).toBeGreaterThan(Date.now())
    const me = await fetch(`${baseUrl}/api/user/me`, { headers: { authorization: `Bearer ${refreshed.token}` } })
    expect(me.status).toBe(200)

    await account.click()
    // The menu's code loads on first open: wait for it rather than look at once. The profile page
    // behind it shows the e-mail address too, so look inside the menu's panel.
    const menu = page.locator(`[id="${(await account.getAttribute('aria-controls')) ?? ''}"]`)
    await menu.getByText(email, { exact: true }).waitFor()
    expect(await menu.getByText('User', { exact: true }).isVisible()).toBe(true)
    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/user/logout'))
    // The signed-in shell's header menu (spec 2.6: Profile and Logout).
    await menu.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(`${baseUrl}/auth/sign-in`)
    expect((await loggedOut).status()).toBe(204)
    // Revoked on the server too: the old token no longer works.
    const afterSignOut = await fetch(`${baseUrl}/api/user/me`, { headers: { authorization: `Bearer ${refreshed.token}` } })
    expect(afterSignOut.status).toBe(401)
    await page.getByRole('link', { name: 'Sign In' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()

    // Reloading a page only signed-in users may see now asks to sign in.
    await page.goto(`${baseUrl}/dashboard/profile`)
    // The page to return to rides along (?next=).
    await page.waitForURL((url) => url.pathname === '/auth/sign-in' && url.searchParams.get('next') === '/dashboard/profile')

    expect(consoleErrors).toEqual([])
  })

  it("shows 'Invalid email or password' above the form for a wrong password", async (test) => {
    const email = uniqueEmail()
    await apiSignUp(email)
    const page = await newPage(test, 375)
    await page.goto(`${baseUrl}/auth/sign-in`)
    await field(page, 'Email').waitFor()
    await signIn(page, email, 'Wrong-Pass1')
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Invalid email or password')
    const alertBox = await alert.boundingBox()
    const emailBox = await field(page, 'Email').boundingBox()
    expect(alertBox && emailBox && alertBox.y + alertBox.height <= emailBox.y).toBe(true)
    expect(pathOf(page)).toBe('/auth/sign-in')
  })

  it('sends a signed-in user from /auth/sign-in and /auth/sign-up to /', async (test) => {
    const email = uniqueEmail()
    await apiSignUp(email)
    const page = await newPage(test)
    await page.goto(`${baseUrl}/login`)
    await field(page, 'Email').waitFor()
    await signIn(page, email)
    await page.waitForURL(`${baseUrl}/dashboard/profile`)

    for (const path of ['/auth/sign-in', '/auth/sign-up']) {
      await page.goto(`${baseUrl}${path}`)
      await page.waitForURL(`${baseUrl}/`)
      await page.getByRole('button', { name: 'Hodan account menu' }).waitFor()
    }
  })

  it('sends a signed-out visitor of a signed-in page to sign in, and back there afterwards', async (test) => {
    const email = uniqueEmail()
    await apiSignUp(email)
    const page = await newPage(test)
    await page.goto(`${baseUrl}/transactions?page=2`)
    await page.waitForURL((url) => url.pathname === '/auth/sign-in' && url.searchParams.get('next') === '/transactions?page=2')
    await signIn(page, email)
    await page.waitForURL(`${baseUrl}/transactions?page=2`)
  })

  it('takes a sign-in of an account still waiting for its e-mail code to the code screen, which finishes it', async (test) => {
    const email = uniqueEmail()
    await signUpThroughApi(baseUrl, email, 'Hodan', { confirm: false })
    const page = await newPage(test, 375)
    await page.goto(`${baseUrl}/auth/sign-in`)
    await field(page, 'Email').waitFor()
    await signIn(page, email)
    await page.waitForURL(`${baseUrl}/auth/confirm-email`)
    await page.getByRole('button', { name: 'Send a new code' }).click()
    await page.getByText(`We have sent a new code to ${email}.`).waitFor()
    await field(page, 'Code from the e-mail').fill(LOCAL_CODE)
    await page.getByRole('button', { name: 'Confirm and sign in' }).click()
    await page.waitForURL(`${baseUrl}/dashboard/profile`)
    await page.getByRole('button', { name: 'Hodan account menu' }).waitFor()
  })

  it('resets a forgotten password with the e-mailed code, then signs in with the new one', async (test) => {
    const email = uniqueEmail()
    await apiSignUp(email)
    const page = await newPage(test, 375)
    await page.goto(`${baseUrl}/auth/sign-in`)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor()
    await field(page, 'Email').fill(email)
    await page.getByRole('button', { name: 'Send reset code' }).click()
    await fillFields(page, { 'Code from the e-mail': '123456', 'New password': 'Fresh-Pass2', 'Confirm new password': 'Fresh-Pass2' })
    await page.getByRole('button', { name: 'Reset password' }).click()
    await page.getByRole('heading', { name: 'Password changed' }).waitFor()
    await page.getByRole('link', { name: 'Back to sign in' }).first().click()
    await signIn(page, email, 'Fresh-Pass2')
    await page.waitForURL(`${baseUrl}/dashboard/profile`)
  })
})
