import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { testStack } from '../../functions/lib/testing/test-stack'
import { apiCreateTransfer, apiLogIn, apiNewUser, browserPages, field, fillFields, openCountryPage, screenshotFor } from './journey-helpers'

const baseUrl = testStack().baseUrl
// The signed-out quote, sign-up, payment and reload of this flow are walked by sender-journey.e2e.test.ts.
const { signedInPage } = browserPages()

/** Step 1's recipient fields (cash collection in Kenya). */
async function fillRecipient(page: Page): Promise<void> {
  await fillFields(page, {
    'Mobile Number': '0712345678',
    'First Name': 'Faduma',
    'Middle Name': 'Ali',
    'Last Name': 'Warsame',
    'City / Town / State': 'Nairobi',
  })
}

describe.concurrent('the send flow in Chromium', () => {
  it('with $450 left of the limit, $500 stops at step 1 with the limit’s own words and the way to the Documents page', async (test) => {
    const { email } = await apiNewUser(baseUrl, 'Ayaan')
    const { token } = await apiLogIn(baseUrl, email)
    await apiCreateTransfer(baseUrl, token, { inputValue: 550 })
    const { page } = await signedInPage(test, email, { width: 375 })

    await openCountryPage(page, baseUrl, 'ke')
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
})
