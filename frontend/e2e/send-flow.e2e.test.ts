import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { testStack } from '../../functions/lib/testing/test-stack'
import {
  apiCreateTransfer,
  apiLogIn,
  apiNewUser,
  browserPages,
  consoleErrorsOf,
  field,
  LOCAL_CODE,
  PASSWORD,
  screenshotFor,
  uniqueCard,
  uniqueEmail,
} from './journey-helpers'

const baseUrl = testStack().baseUrl
const { newPage, signedInPage, newUserPage } = browserPages()

/** The four steps of the sign-up form, filled and sent. */
async function signUpThroughUi(page: Page, email: string): Promise<void> {
  const next = page.getByRole('button', { name: 'Next' })
  await field(page, 'First name').fill('Nasra')
  await field(page, 'Last name').fill('Abdi')
  await field(page, 'Email').fill(email)
  await field(page, 'Password').fill(PASSWORD)
  await next.click()
  await field(page, 'Phone number').pressSequentially('6125550101')
  await field(page, 'Date of birth').fill('1990-05-01')
  await field(page, 'Place of birth').fill('Mogadishu')
  await next.click()
  await field(page, 'Zip code').fill('55401')
  await field(page, 'Building number').fill('12')
  await field(page, 'State').fill('mn')
  await field(page, 'Street').fill('Main St')
  await field(page, 'City').fill('Minneapolis')
  await next.click()
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check()
  await page.getByRole('button', { name: 'Complete Registration' }).click()
}

/** Step 1's recipient fields (cash collection in Kenya). */
async function fillRecipient(page: Page): Promise<void> {
  await field(page, 'Mobile Number').fill('0712345678')
  await field(page, 'First Name').fill('Faduma')
  await field(page, 'Middle Name').fill('Ali')
  await field(page, 'Last Name').fill('Warsame')
  await field(page, 'City / Town / State').fill('Nairobi')
}

async function transfersOf(email: string): Promise<{ id: string }[]> {
  const { token } = await apiLogIn(baseUrl, email)
  const response = await fetch(`${baseUrl}/api/customers`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { items: { id: string }[] }).items
}

describe.concurrent('the send flow (issue 39) in Chromium', () => {
  it('a signed-out quote at 375 px → Continue on the first click → sign-up with the e-mailed code → back in the wizard with the same amount and method', async (test) => {
    const page = await newPage(test, 375)
    const consoleErrors = consoleErrorsOf(page)
    await page.goto(`${baseUrl}/country/send-money-to-country/ke`)
    await page.getByRole('heading', { name: 'Send to Kenya' }).waitFor()
    await field(page, 'How they receive it').selectOption('Mobile Money')
    // Typed, not left: the figures follow the typing.
    await field(page, 'Amount to Send').pressSequentially('200')
    const summary = page.getByRole('group', { name: 'Transfer summary' })
    await test.expect.poll(() => summary.textContent()).toContain('$210.00')
    await page.getByText(/^Exchange rate: 1 USD = [\d,.]+ KES$/).waitFor()
    await screenshotFor(page, 'send-flow-country-375')

    // Typed again and Continue pressed at once: one click is enough.
    await field(page, 'Amount to Send').fill('')
    await field(page, 'Amount to Send').pressSequentially('250')
    await page.getByText('Continue to Send Money').click()
    const wizard = '/country/sender-details/ke?inputValue=250&fees=12.5&total=262.5&currency=KES&paymentType=Mobile+Money'
    await page.waitForURL((url) => url.pathname === '/auth/sign-in')
    expect(new URL(page.url()).searchParams.get('next')).toBe(wizard)

    // A newcomer: from sign-in to sign-up, the way back goes along.
    await page.getByRole('link', { name: 'Create an account' }).click()
    await page.waitForURL((url) => url.pathname === '/auth/sign-up' && url.searchParams.get('next') === wizard)
    await signUpThroughUi(page, uniqueEmail())
    await page.waitForURL((url) => url.pathname === '/auth/confirm-email' && url.searchParams.get('next') === wizard)
    await field(page, 'Code from the e-mail').fill(LOCAL_CODE)
    await page.getByRole('button', { name: 'Confirm and sign in' }).click()

    await page.waitForURL(`${baseUrl}${wizard}`)
    const wizardSummary = page.getByRole('table', { name: 'Payment summary' })
    await test.expect.poll(() => wizardSummary.textContent()).toContain('$262.50')
    expect(await wizardSummary.textContent()).toContain('$250.00')
    expect(await page.getByRole('radio', { name: 'Mobile Money' }).isChecked()).toBe(true)
    await screenshotFor(page, 'send-flow-back-in-wizard-375')
    expect(consoleErrors).toEqual([])
  })

  it('with $450 left of the limit, $500 stops at step 1 with the limit’s own words and the way to the Documents page', async (test) => {
    const { email } = await apiNewUser(baseUrl, 'Ayaan')
    const { token } = await apiLogIn(baseUrl, email)
    await apiCreateTransfer(baseUrl, token, { inputValue: 550 })
    const { page } = await signedInPage(test, email, { width: 375 })

    await page.goto(`${baseUrl}/country/send-money-to-country/ke`)
    await field(page, 'Amount to Send').pressSequentially('500')
    await page.getByText(/you can send up to \$450\.00 more in the next 24 hours/).waitFor()
    expect(await page.getByRole('link', { name: 'Continue to Send Money' }).getAttribute('aria-disabled')).toBe('true')

    await page.goto(`${baseUrl}/country/sender-details/ke?inputValue=500&fees=25&total=525&currency=KES&paymentType=Cash+Collection`)
    await page
      .getByText(/This is over your sending limit/)
      .first()
      .waitFor()
    expect(await page.getByRole('link', { name: 'Go to the Documents page' }).getAttribute('href')).toBe('/dashboard/upload-documents')
    await fillRecipient(page)
    await page.getByRole('button', { name: 'Next' }).click()
    // Still step 1, the refusal by the button too.
    await test.expect.poll(() => page.getByText(/This is over your sending limit/).count()).toBe(2)
    expect(await page.getByRole('heading', { level: 2, name: /Recipient Info/ }).count()).toBe(1)
    await screenshotFor(page, 'send-flow-limit-step-1-375')
  })

  it('the payment ends on /transfers/<id>/sent: a reload shows the same transfer and pays nothing more', async (test) => {
    const { email, page } = await newUserPage(test, { width: 375 })
    await page.goto(`${baseUrl}/country/sender-details/ke?inputValue=100&fees=5&total=105&currency=KES&paymentType=Cash+Collection`)
    await page.getByRole('heading', { name: 'Money Transfer' }).waitFor()
    await fillRecipient(page)
    await page.getByRole('button', { name: 'Next' }).click()
    await field(page, 'Card Number').fill(uniqueCard())
    await field(page, 'Expiration Date').fill('12/30')
    await field(page, 'CVV').fill('123')
    await page.getByRole('button', { name: 'Next' }).click()
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/customers')) posts.push(request.url())
    })
    await page.getByRole('button', { name: 'Pay $105.00' }).click()
    await page.waitForURL((url) => /^\/transfers\/[0-9A-Z]{26}\/sent$/.test(url.pathname))
    await page.getByRole('heading', { name: 'Your money is on its way' }).waitFor()
    const invoice = await page.locator('.payment-success__fact dd').first().textContent()
    await screenshotFor(page, 'send-flow-sent-375')

    await page.reload()
    await page.getByRole('heading', { name: 'Your money is on its way' }).waitFor()
    expect(await page.locator('.payment-success__fact dd').first().textContent()).toBe(invoice)
    expect(posts).toHaveLength(1)
    expect(await transfersOf(email)).toHaveLength(1)
  })
})
