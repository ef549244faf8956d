import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pollUntil } from '../../functions/lib/testing/poll-until'
import { testStack } from '../../functions/lib/testing/test-stack'
import { outboxes, trackingTokenIn } from '../../functions/transfers/testing/outboxes'
import { sampleMobile } from '../../shared/transfers/phone/sample-mobile'
import { invoiceLabel } from '../../shared/transfers/transfer-options'
import {
  apiLogIn,
  browserPages,
  consoleErrorsOf,
  field,
  fieldValues,
  fillFields,
  futureExpiry,
  LOCAL_ADMIN,
  LOCAL_CODE,
  openCountryPage,
  screenshotFor,
  signUpThroughUi,
  uniqueCard,
  uniqueEmail,
} from './journey-helpers'

/**
 * One sender's whole journey on one phone-width page: a signed-out quote on the country page,
 * sign-up with the e-mailed code and back in the wizard at the same quote, a recipient paid by bank
 * transfer and saved from step 1, the payment's page reloaded (one transfer), the recipient in My
 * Recipients, Send again prefilled at a new quote, and the recipient's tracking page from the link
 * in their SMS. Each page starts at its top, not where the last one was scrolled to; the wizard's
 * steps and the payment's page put the focus on their heading.
 */

const baseUrl = testStack().baseUrl
const { smsTo } = outboxes(testStack().functionEnv as Record<string, string>, testStack().dataDir)
const { newPage } = browserPages()

const WIZARD = '/country/sender-details/ke?inputValue=250&fees=12.5&total=262.5&currency=KES&paymentType=Bank+Transfer'
const RECIPIENT = { firstName: 'Faduma', middleName: 'Ali', lastName: 'Warsame', fullName: 'Faduma Ali Warsame' }
const BANK = { name: 'Equity Bank', account: '0123456789' }

interface ApiTransfer {
  id: string
  version: number
  status: string
  mobileNumber: string
  invoiceNumber: string
  country: string
  paymentType: string
}

async function transfersOf(token: string): Promise<ApiTransfer[]> {
  const response = await fetch(`${baseUrl}/api/customers`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { items: ApiTransfer[] }).items
}

/** Staff's payout of a transfer (PENDING → PAID), as the back office records it: a bank recipient is texted then. */
async function payOut(transfer: ApiTransfer): Promise<void> {
  const { token } = await apiLogIn(baseUrl, LOCAL_ADMIN.email, LOCAL_ADMIN.password)
  const response = await fetch(`${baseUrl}/api/customers/${transfer.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status: 'PAID', version: transfer.version }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** A new page, once `shown` (something of its own) is there, starts at its top, not where the last page was scrolled to. */
async function startsAtTop(page: Page, shown: Locator): Promise<void> {
  await shown.waitFor()
  expect(await scrollY(page)).toBe(0)
}
/** The focused element's text, white space folded. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, ' ').trim())

describe('the sender’s journey in Chromium at 375 px', () => {
  it('quote signed out → sign-up with the code → same quote → bank recipient saved → pay → reload → My Recipients → Send again → tracking page from the SMS', async (test) => {
    const page = await newPage(test, 375, 740)
    const consoleErrors = consoleErrorsOf(page)
    const email = uniqueEmail()
    const mobile = sampleMobile('ke')

    // 1. The country page, signed out: the figures follow the typing; Continue works on the first click.
    await openCountryPage(page, baseUrl, 'ke')
    await page.getByRole('heading', { level: 1, name: 'Send to Kenya' }).waitFor()
    expect(await scrollY(page)).toBe(0)
    await field(page, 'How they receive it').selectOption('Bank Transfer')
    await field(page, 'Amount to Send').pressSequentially('200')
    const summary = page.getByRole('group', { name: 'Transfer summary' })
    await test.expect.poll(() => summary.textContent()).toContain('$210.00')
    await page.getByText(/^Exchange rate: 1 USD = [\d,.]+ KES$/).waitFor()
    await screenshotFor(page, 'journey-1-country')
    await field(page, 'Amount to Send').fill('')
    await field(page, 'Amount to Send').pressSequentially('250')
    await page.getByText('Continue to Send Money').click()

    // 2. Sign-in asks who this is; a newcomer signs up, the way back going along, and confirms with the code.
    await page.waitForURL((url) => url.pathname === '/auth/sign-in')
    expect(new URL(page.url()).searchParams.get('next')).toBe(WIZARD)
    await startsAtTop(page, page.getByRole('link', { name: 'Create an account' }))
    await page.getByRole('link', { name: 'Create an account' }).click()
    await page.waitForURL((url) => url.pathname === '/auth/sign-up' && url.searchParams.get('next') === WIZARD)
    await startsAtTop(page, field(page, 'First name'))
    await signUpThroughUi(page, email)
    await page.waitForURL((url) => url.pathname === '/auth/confirm-email' && url.searchParams.get('next') === WIZARD)
    await startsAtTop(page, field(page, 'Code from the e-mail'))
    await field(page, 'Code from the e-mail').fill(LOCAL_CODE)
    await page.getByRole('button', { name: 'Confirm and sign in' }).click()

    // 3. Back in the wizard at the same amount and method.
    await page.waitForURL(`${baseUrl}${WIZARD}`)
    await page.getByRole('heading', { level: 2, name: /Recipient Info/ }).waitFor()
    expect(await scrollY(page)).toBe(0)
    const wizardSummary = page.getByRole('table', { name: 'Payment summary' })
    await test.expect.poll(() => wizardSummary.textContent()).toContain('$262.50')
    expect(await wizardSummary.textContent()).toContain('$250.00')
    expect(await page.getByRole('radio', { name: 'Bank Transfer' }).isChecked()).toBe(true)

    // 4. Step 1: a new recipient paid into their bank account, to be saved (the box is ticked for a typed recipient).
    await fillFields(page, {
      'Bank name': BANK.name,
      'Account number': BANK.account,
      'Mobile Number': `0${mobile}`,
      'First Name': RECIPIENT.firstName,
      'Middle Name': RECIPIENT.middleName,
      'Last Name': RECIPIENT.lastName,
      'City / Town / State': 'Nairobi',
    })
    const saveBox = page.getByRole('checkbox', { name: /Save to my recipients/ })
    expect(await saveBox.isChecked()).toBe(true)
    await screenshotFor(page, 'journey-4-recipient')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('heading', { level: 2, name: /Payment/ }).waitFor()
    expect(await scrollY(page)).toBe(0)
    expect(await focusedText(page)).toMatch(/Step 2 of 3.*Payment/)
    await fillFields(page, { 'Card Number': uniqueCard(), 'Expiration Date': futureExpiry(), CVV: '123' })
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('heading', { level: 2, name: /Confirm/ }).waitFor()
    expect(await scrollY(page)).toBe(0)
    expect(await focusedText(page)).toMatch(/Step 3 of 3.*Confirm/)

    // 5. Pay: one payment, then (and only then) the address book's save, as a request of its own.
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/(customers|recipients)$/.test(request.url())) posts.push(new URL(request.url()).pathname)
    })
    await page.getByRole('button', { name: 'Pay $262.50' }).click()
    await page.waitForURL((url) => /^\/transfers\/[0-9A-Z]{26}\/sent$/.test(url.pathname))
    const transferId = new URL(page.url()).pathname.split('/')[2] ?? ''
    const sentHeading = page.getByRole('heading', { level: 2, name: 'Your money is on its way' })
    await sentHeading.waitFor()
    expect(await scrollY(page)).toBe(0)
    expect(await focusedText(page)).toBe('Your money is on its way')
    await page.getByText(`${RECIPIENT.fullName} is saved in your recipients.`).waitFor()
    expect(posts).toEqual(['/api/customers', '/api/recipients'])
    const invoice = await page.locator('.payment-success__fact dd').first().textContent()
    await screenshotFor(page, 'journey-5-sent')

    // 6. A reload shows the same transfer and pays nothing more.
    await page.reload()
    await sentHeading.waitFor()
    expect(await page.locator('.payment-success__fact dd').first().textContent()).toBe(invoice)
    expect(posts).toEqual(['/api/customers', '/api/recipients'])
    const { token } = await apiLogIn(baseUrl, email)
    const transfers = await transfersOf(token)
    expect(transfers.map((transfer) => transfer.id)).toEqual([transferId])

    // 7. My Recipients: the recipient saved, with their bank payout.
    await page.getByRole('link', { name: 'Track your transfers' }).click()
    // The spec's spelling, my-reciepients, is the same page.
    await page.waitForURL((url) => /^\/dashboard\/my-reci(pie|epie)nts$/.test(url.pathname))
    await page.getByRole('heading', { level: 1, name: 'My Recipients' }).waitFor()
    expect(await scrollY(page)).toBe(0)
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: RECIPIENT.fullName }) })
    await card.getByText('Saved', { exact: true }).waitFor()
    const facts = (await card.textContent()) ?? ''
    expect(facts).toContain('Bank Transfer')
    expect(facts).toContain(BANK.name)
    expect(facts).toContain(invoice ?? 'no invoice')
    const { items: saved } = (await (await fetch(`${baseUrl}/api/recipients`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      items: { firstName: string; paymentType: string; bankName?: string; accountNumber?: string }[]
    }
    expect(saved.map(({ firstName, paymentType, bankName, accountNumber }) => ({ firstName, paymentType, bankName, accountNumber }))).toEqual([
      { firstName: RECIPIENT.firstName, paymentType: 'Bank Transfer', bankName: BANK.name, accountNumber: BANK.account },
    ])
    await screenshotFor(page, 'journey-7-my-recipients')

    // 8. Send again: the wizard prefilled (still Bank Transfer, the details and the amount), at a new quote.
    const quotes: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/quotes/mine')) quotes.push(request.url())
    })
    await card.getByRole('link', { name: `Send again to ${RECIPIENT.fullName}` }).click()
    await page.waitForURL((url) => url.pathname === '/country/sender-details/ke')
    await page.getByRole('heading', { level: 2, name: /Recipient Info/ }).waitFor()
    expect(await scrollY(page)).toBe(0)
    await test.expect.poll(() => field(page, 'First Name').inputValue()).toBe(RECIPIENT.firstName)
    expect(await page.getByRole('radio', { name: 'Bank Transfer' }).isChecked()).toBe(true)
    expect(await fieldValues(page, ['Bank name', 'Account number', 'Last Name', 'Amount'])).toEqual({
      'Bank name': BANK.name,
      'Account number': BANK.account,
      'Last Name': RECIPIENT.lastName,
      Amount: '$250.00',
    })
    await test.expect.poll(() => page.getByRole('table', { name: 'Payment summary' }).textContent()).toContain('$262.50')
    expect(quotes.length).toBeGreaterThan(0)
    // The saved recipient, unchanged: nothing to save again.
    expect(await saveBox.count()).toBe(0)
    await screenshotFor(page, 'journey-8-send-again')

    // 9. The recipient's side: staff pay the transfer out, the bank recipient is texted, and the link opens their page.
    const paid = transfers[0]
    if (!paid) throw new Error('no transfer')
    await payOut(paid)
    const sms = await pollUntil(() => smsTo(paid.mobileNumber)[0]?.message, 'the recipient SMS', { intervalMs: 250 })
    const reference = invoiceLabel(paid.country, paid.invoiceNumber)
    expect(sms).toContain(reference)
    const link = /https?:\/\/\S+\/track\/[A-Za-z0-9_-]{22}/.exec(sms)?.[0] ?? ''
    expect(trackingTokenIn(link)).toBeDefined()
    // The SMS's own link, its path on this stack: the link's host is the stage's APP_URL, which may
    // name the test stack's gateway otherwise (localhost for 127.0.0.1).
    await page.goto(new URL(new URL(link).pathname, baseUrl).href)
    await page.getByRole('heading', { level: 1, name: 'Nasra sent you money' }).waitFor()
    expect(await scrollY(page)).toBe(0)
    expect(await page.getByText('Paid out').isVisible()).toBe(true)
    expect(await page.getByText(reference, { exact: true }).isVisible()).toBe(true)
    await page.getByText(`The money has been paid into your account at ${BANK.name}.`, { exact: false }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshotFor(page, 'journey-9-tracking')
    expect(consoleErrors).toEqual([])
  })
})
