import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  apiLogIn,
  apiSignUp,
  browserPages,
  checkAgainIfLost,
  field,
  fillFields,
  pathOf,
  signIn,
  signInThroughUi,
  uniqueCard,
  uniqueEmail,
} from './journey-helpers'

const { baseUrl, newPage, newUserPage } = browserPages()

interface TransferList {
  items: {
    firstName: string
    lastName: string
    inputValue: number
    fees: number
    total: number
    status: string
    card: { last4: string }
    payout: { currency: string; rate: string; receiveAmount: number }
  }[]
}

async function myTransfers(email: string): Promise<TransferList['items']> {
  const { token } = await apiLogIn(baseUrl, email)
  const response = await fetch(`${baseUrl}/api/customers`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return ((await response.json()) as TransferList).items
}

/** Steps 1 and 2 of the wizard, then the review; answers the card paid with (its own: velocity limits count per card). */
async function fillWizard(page: Page, firstName: string): Promise<string> {
  const card = uniqueCard()
  await page.getByRole('heading', { name: 'Money Transfer' }).waitFor()
  await checkAgainIfLost(page.getByRole('radio', { name: 'Mobile Money' }))
  await field(page, 'Mobile money provider').selectOption('M-Pesa')
  await fillFields(page, {
    'Mobile Number': '0712345678',
    'First Name': firstName,
    'Middle Name': 'Ali',
    'Last Name': 'Warsame',
    'City / Town / State': 'Nairobi',
  })
  await field(page, 'Relationship').selectOption('Sister')
  await page.getByRole('button', { name: 'Next' }).click()
  await fillFields(page, { 'Card Number': card, 'Expiration Date': '12/30', CVV: '123' })
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('table', { name: 'Transfer details' }).waitFor()
  return card
}

/** The text of the row labelled `label` in a table or description list under `scope`. */
async function valueOf(scope: ReturnType<Page['getByRole']>, label: string): Promise<string> {
  const row = scope.locator('tr, .detail-list__row').filter({ has: scope.page().getByText(label, { exact: true }) })
  return ((await row.first().locator('td, dd').textContent()) ?? '').replace(/\s/g, ' ')
}

// Side by side: each journey has a user of its own and a browser context of its own.
// Polls take the test's own expect (`test.expect`): the shared one knows no test once tests interleave.
describe.concurrent('sending money in Chromium', () => {
  it('country page → a KES quote → the wizard at the locked rate → the disclosure → pays once on a double click → the receipt at the same rate → My Recipients', async (test) => {
    const { email, page, consoleErrors } = await newUserPage(test, { firstName: 'Amina', width: 375 })

    await page.goto(baseUrl)
    // The countries grid loads as it nears the viewport.
    await page.getByRole('heading', { name: 'Choose a destination' }).scrollIntoViewIfNeeded()
    await page
      .getByRole('list', { name: /countries/i })
      .getByRole('link', { name: /Kenya/ })
      .click()
    await page.getByRole('heading', { name: 'Send to Kenya' }).waitFor()
    expect(await field(page, 'They receive in').inputValue()).toBe('KES')
    await field(page, 'How they receive it').selectOption('Mobile Money')
    await field(page, 'Amount to Send').fill('100')
    await field(page, 'Amount to Send').blur()
    const summary = page.getByRole('group', { name: 'Transfer summary' })
    // The amount's rule loads on the field's first focus: on a busy machine the quote can follow the blur a moment later.
    await test.expect.poll(() => summary.textContent()).toContain('$5.00')
    expect(await summary.textContent()).toContain('$105.00')
    // The seeded sample rate for Kenya, as the server quoted it.
    const rateHint = page.getByText(/^Exchange rate: 1 USD = [\d,.]+ KES$/)
    await rateHint.waitFor()
    const rate = ((await rateHint.textContent()) ?? '').replace('Exchange rate: ', '')
    const receives = await field(page, 'Recipient Gets').inputValue()
    expect(receives).toMatch(/^[\d,]+\.\d{2}$/)
    await page.getByRole('link', { name: 'Continue to Send Money' }).click()
    await page.waitForURL(`${baseUrl}/country/sender-details/ke?inputValue=100&fees=5&total=105&currency=KES&paymentType=Mobile+Money`)

    // The wizard holds a quote of its own: the same rate, with the time it holds.
    const wizardSummary = page.getByRole('table', { name: 'Payment summary' })
    await test.expect.poll(() => wizardSummary.textContent()).toContain(rate)
    expect(await wizardSummary.textContent()).toContain(`KES ${receives}`.replace(' ', '\u00a0'))
    expect(await page.getByRole('timer').textContent()).toMatch(/^(30:00|29:[0-5]\d)$/)

    const card = await fillWizard(page, 'Faduma')
    const disclosure = page.getByRole('table', { name: 'Transfer details' })
    expect(await valueOf(disclosure, 'Exchange rate')).toBe(rate)
    expect(await valueOf(disclosure, 'Total to recipient')).toBe(`KES ${receives}`)
    expect(await valueOf(disclosure, 'Total')).toBe('$105.00')
    const confirmed = page.waitForResponse((response) => response.url().endsWith('/api/customers') && response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Pay $105.00' }).dblclick()
    expect((await confirmed).status()).toBe(201)
    await page.getByRole('heading', { name: 'Your money is on its way' }).waitFor()
    await page.getByRole('link', { name: 'View and print the receipt' }).click()

    const receipt = page.getByRole('article', { name: 'Transfer Receipt' })
    await receipt.waitFor()
    expect(await valueOf(receipt, 'Exchange rate')).toBe(rate)
    expect(await valueOf(receipt, 'Total to recipient')).toBe(`KES ${receives}`)
    expect(await receipt.getByText(/within 30 minutes/).count()).toBe(1)
    expect(await receipt.getByText(/consumerfinance\.gov/).count()).toBe(1)
    // Printed, the receipt is one page.
    await page.emulateMedia({ media: 'print' })
    const pdf = await page.pdf({ format: 'Letter', margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' } })
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1)
    await page.emulateMedia({ media: 'screen' })

    await page.getByRole('link', { name: 'Back to my transfers' }).click()
    await page.waitForURL(`${baseUrl}/dashboard/my-reciepients`)
    await page.getByText('Showing 1-1 of 1 recipient').waitFor()
    expect(
      await page
        .getByRole('main')
        .getByText(/Faduma/)
        .count(),
    ).toBeGreaterThan(0)

    const transfers = await myTransfers(email)
    expect(transfers).toHaveLength(1)
    expect(transfers[0]).toMatchObject({
      firstName: 'Faduma',
      inputValue: 100,
      fees: 5,
      total: 105,
      amountCents: 10_000,
      feeCents: 500,
      totalCents: 10_500,
      status: 'PENDING',
      card: { last4: card.slice(-4) },
      payout: { currency: 'KES', receiveAmount: Number(receives.replace(/,/g, '')) },
    })
    expect(consoleErrors).toEqual([])
  })

  it('sends a signed-out visitor of the wizard to sign in, then back to the same payment', async (test) => {
    const email = uniqueEmail()
    await apiSignUp(baseUrl, email)
    const page = await newPage(test)
    const wizard = `/country/sender-details/so?inputValue=250&fees=12.5&total=262.5`
    await page.goto(`${baseUrl}${wizard}`)
    await page.waitForURL((url) => url.pathname === '/auth/sign-in' && url.searchParams.get('next') === wizard)
    await signIn(page, email)
    await page.waitForURL(`${baseUrl}${wizard}`)
    expect(pathOf(page)).toBe('/country/sender-details/so')
    const summary = page.getByRole('table', { name: 'Payment summary' })
    await summary.waitFor()
    expect(await summary.textContent()).toContain('$262.50')
    // Somalia's dial code 252: the city is one of the regions.
    expect(await field(page, 'City / Region').locator('option').count()).toBe(9)
  })

  it("the next user signing in on the same tab never sees the previous user's saved recipients, not even briefly", async (test) => {
    const [first, next] = [uniqueEmail(), uniqueEmail()]
    await Promise.all([apiSignUp(baseUrl, first, 'Amina'), apiSignUp(baseUrl, next, 'Bashir')])
    // A saved recipient of the first user's address book: what the wizard's picker offers.
    const saved = await fetch(`${baseUrl}/api/recipients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${(await apiLogIn(baseUrl, first)).token}` },
      body: JSON.stringify({
        firstName: 'Qorsheeye',
        lastName: 'Warsame',
        mobileNumber: '612345678',
        countryId: 'so',
        city: 'Banadir',
        paymentType: 'Cash Collection',
      }),
    })
    expect(saved.status).toBe(201)
    const wizard = `${baseUrl}/country/sender-details/so?inputValue=100&fees=5&total=105`

    const page = await newPage(test, 1280)
    await signInThroughUi(page, baseUrl, first)
    await page.goto(wizard)
    await page.getByRole('option', { name: /Qorsheeye/ }).waitFor({ state: 'attached' })

    // Sign out and in as the next user in the same tab, without reloading it (the SWR cache lives on).
    await page.getByRole('button', { name: 'Amina account menu' }).click()
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await page.getByRole('link', { name: 'Sign In' }).first().click()
    await signIn(page, next)
    await page.waitForURL(`${baseUrl}/dashboard/profile`)
    // From here on, any moment the previous user's recipient shows is recorded.
    await page.evaluate(() => {
      const seen = ((window as unknown as { seenPrevious: boolean[] }).seenPrevious = [] as boolean[])
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Qorsheeye')) seen.push(true)
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    await page.getByRole('button', { name: 'Bashir account menu' }).waitFor()
    await page.evaluate((url) => {
      history.pushState(null, '', url)
      dispatchEvent(new PopStateEvent('popstate'))
    }, wizard.slice(baseUrl.length))
    await page.getByRole('heading', { name: 'Money Transfer' }).waitFor()
    await page.getByRole('textbox', { name: 'First Name' }).waitFor()
    await page.waitForTimeout(1_500)
    expect(await page.evaluate(() => (window as unknown as { seenPrevious: boolean[] }).seenPrevious.length)).toBe(0)
    expect(await page.getByText('Qorsheeye').count()).toBe(0)
  })
})
