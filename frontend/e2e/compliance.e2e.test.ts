import { describe, expect, it } from 'vitest'
import { invoiceLabel } from '../../shared/transfers/transfer-options'
import {
  apiCreateTransfer,
  apiNewUser,
  apiVerify,
  browserPages,
  checkAgainIfLost,
  field,
  fillFields,
  LOCAL_ADMIN,
  openCountryPage,
  screenshotFor,
  signInThroughUi,
  uniqueCard,
} from './journey-helpers'

/**
 * In Chromium: an unverified sender meets their sending limit and is told how to raise it;
 * a transfer to a listed name is held, an admin reads the match on the Compliance review screen and
 * releases it, and the sender reads the release on the timeline; a verified sender enters identity
 * details in Profile Settings and then sends $3,000.
 */

const { baseUrl, newPage, signedInPage } = browserPages()

/** A new confirmed sender, with their token and id. */
const newSender = (firstName = 'Amina') => apiNewUser(baseUrl, firstName)

// Side by side: each journey has a user of its own and a browser context of its own.
// The admin's review list is found by the held transfer's invoice, so another journey's rows do not matter.
// Polls take the test's own expect (`test.expect`): the shared one knows no test once tests interleave.
describe.concurrent('compliance in Chromium', () => {
  it('an unverified sender near their limit sees what is left and how to raise it, before paying', async (test) => {
    const sender = await newSender()
    await apiCreateTransfer(baseUrl, sender.token, { inputValue: 960 })
    const { page, consoleErrors } = await signedInPage(test, sender.email, { width: 375 })
    await openCountryPage(page, baseUrl, 'so')
    await page.getByRole('heading', { name: 'Send to Somalia' }).waitFor()
    const notice = page.getByTestId('sending-limit')
    await notice.getByText('You can send up to $40.00 more').waitFor()
    await field(page, 'Amount to Send').fill('50')
    await field(page, 'Amount to Send').blur()
    const problem = notice.getByRole('alert')
    await problem.getByText(/you can send up to \$40\.00 more in the next 24 hours\. To raise your limit, verify your identity/).waitFor()
    await screenshotFor(page, 'compliance-limit-375')
    // Raising the limit means documents: the link goes where they are uploaded.
    await problem.getByRole('link', { name: 'Go to the Documents page' }).click()
    await page.waitForURL(`${baseUrl}/dashboard/upload-documents`)
    await page.locator('main input[type="file"]').waitFor({ state: 'attached' })
    expect(consoleErrors).toEqual([])
  })

  it('a transfer to a listed name is held; an admin reads the match and releases it; the sender reads the release', async (test) => {
    const sender = await newSender()
    const transfer = await apiCreateTransfer(baseUrl, sender.token, { firstName: 'Xasan', middleName: 'Qorane', lastName: 'Dhuubow', inputValue: 20 })
    expect(transfer.status).toBe('ON_HOLD')
    const invoice = invoiceLabel('Somalia', transfer.invoiceNumber)

    const { page: admin, consoleErrors } = await signedInPage(test, LOCAL_ADMIN.email, { password: LOCAL_ADMIN.password })
    await admin.getByRole('link', { name: 'Compliance review' }).click()
    const item = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: new RegExp(invoice) }) })
    await item.waitFor()
    await item.getByText('DHUUBOW, Xasan Qorane', { exact: true }).waitFor()
    await item.getByText(/Possible sanctions match: the recipient's name "Xasan Qorane Dhuubow"/).waitFor()
    await screenshotFor(admin, 'compliance-review-1280')
    await item.getByRole('button', { name: `Release ${invoice}` }).click()
    const dialog = admin.getByRole('dialog', { name: `Release transfer ${invoice}` })
    await dialog.getByRole('button', { name: 'Release' }).click()
    await dialog.getByText('Enter the reason for your decision').waitFor()
    await field(admin, 'Reason').fill('Different date of birth: not the listed person')
    await dialog.getByRole('button', { name: 'Release' }).click()
    await admin.getByText('Released: the transfer can be paid out.').waitFor()
    await test.expect.poll(() => item.count()).toBe(0)
    expect(consoleErrors).toEqual([])

    const page = await newPage(test, 375)
    await signInThroughUi(page, baseUrl, sender.email)
    await page.goto(`${baseUrl}/customers/view-customer-details/${transfer.id}`)
    const timeline = page.getByRole('region', { name: 'Timeline' })
    await timeline.getByText('On hold for review').waitFor()
    await timeline.getByText('Released after review').waitFor()
    // The reviewer's reason is staff's.
    expect(await timeline.getByText('Different date of birth').count()).toBe(0)
    await screenshotFor(page, 'compliance-released-timeline-375')
  })

  it('a verified sender enters identity details in Profile Settings, then sends $3,000', async (test) => {
    const sender = await newSender('Farah')
    await apiVerify(baseUrl, sender.token, sender.id)
    const { page, consoleErrors } = await signedInPage(test, sender.email, { width: 375 })
    await openCountryPage(page, baseUrl, 'so')
    await field(page, 'Amount to Send').fill('3000')
    await field(page, 'Amount to Send').blur()
    await page.getByText(/^Transfers of \$3,000 or more need your verified identity/).waitFor()

    await page.goto(`${baseUrl}/profile`)
    const card = page.getByRole('region', { name: 'Identity details' })
    await field(page, 'Document type').selectOption('passport')
    await fillFields(page, { 'Document number': 'P9876543', 'Issued by': 'United States', 'Expiry date': '2034-05-31' })
    await card.getByRole('button', { name: 'Save identity details' }).click()
    await card.getByText('•••• 6543').waitFor()
    await screenshotFor(page, 'compliance-identity-375')

    await openCountryPage(page, baseUrl, 'so')
    await field(page, 'Amount to Send').fill('3000')
    await field(page, 'Amount to Send').blur()
    await page.getByTestId('sending-limit').getByText('You can send up to $10,000.00 more').waitFor()
    expect(await page.getByText(/^Transfers of \$3,000 or more need your verified identity/).count()).toBe(0)
    await page.getByRole('link', { name: 'Continue to Send Money' }).click()
    await page.getByRole('heading', { name: 'Money Transfer' }).waitFor()
    await checkAgainIfLost(page.getByRole('radio', { name: 'Mobile Money' }))
    await field(page, 'Mobile money provider').selectOption({ index: 1 })
    await fillFields(page, { 'Mobile Number': '612345678', 'First Name': 'Hodan', 'Middle Name': 'Ali', 'Last Name': 'Warsame' })
    await field(page, 'City / Region').selectOption('Banadir')
    await field(page, 'Relationship').selectOption('Sister')
    await page.getByRole('button', { name: 'Next' }).click()
    await fillFields(page, { 'Card Number': uniqueCard(), 'Expiration Date': '12/30', CVV: '123' })
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Pay $3,150.00' }).click()
    await page.getByRole('heading', { name: 'Your money is on its way' }).waitFor()
    expect(consoleErrors).toEqual([])
  })
})
