import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { apiCreateTransfer, apiNewUser, browserPages, LOCAL_ADMIN as ADMIN, signInThroughUi } from './journey-helpers'
import { testStack } from '../../functions/lib/testing/test-stack'

/**
 * The transfer administration journey (spec 2.7–2.9) in Chromium against the local stack: a new
 * sender pays through the API, the admin signs in through the UI, finds the transfer by its invoice
 * number, looks at it, marks it PAID, prints its receipt; the sender then sees it PAID. A plain user
 * reaches neither Add Customer nor someone else's transfer.
 */

const baseUrl = testStack().baseUrl
// The receipt's Print opens the browser's dialog, which headless Chromium cannot show: count calls instead.
const { newPage, signedInPage } = browserPages((context) =>
  context.addInitScript(() => {
    const counted = window as unknown as { printCalls: number }
    counted.printCalls = 0
    window.print = () => {
      counted.printCalls++
    }
  }),
)

/** A new account through the API, logged in: its e-mail and token. */
const newSender = () => apiNewUser(baseUrl, 'Hawa')

// Side by side: each journey has a user of its own and a browser context of its own.
// The admin's search narrows the list to this journey's invoice: the other journey's transfer is not in it.
describe.concurrent('transfer administration in Chromium', () => {
  it('the admin finds a new transfer by invoice, views it, marks it PAID and prints its receipt; the sender sees PAID', async (test) => {
    const sender = await newSender()
    const firstName = `Zamzam${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`
    const transfer = await apiCreateTransfer(baseUrl, sender.token, {
      firstName,
      paymentType: 'Cash Collection',
      inputValue: 321.5,
    })
    const invoice = `SO-${transfer.invoiceNumber}`

    const { page, consoleErrors } = await signedInPage(test, ADMIN.email, { password: ADMIN.password })
    await page.goto(`${baseUrl}/country/customers`)
    await page.getByRole('heading', { name: 'Customer Dashboard' }).waitFor()

    // Search by the invoice number: the results panel and the table narrow to it.
    await page.getByLabel('Search customers').fill(transfer.invoiceNumber)
    const results = page.getByRole('region', { name: `Search results for ${transfer.invoiceNumber}` })
    await results.getByText('1 found').waitFor()
    expect(await results.getByRole('link').getAttribute('href')).toBe(`/customers/view-customer-details/${transfer.id}`)
    const row = page.getByRole('row').filter({ hasText: invoice })
    await row.waitFor()
    expect(await page.getByRole('row').count()).toBe(2)
    expect(await row.getByText('READY').isVisible()).toBe(true)

    // Quick view.
    await row.getByRole('button', { name: `Quick view ${invoice}` }).click()
    const panel = page.getByRole('dialog', { name: 'Customer View Panel' })
    await panel.waitFor()
    expect(await panel.getByText(/^Pay the amount of/).textContent()).toBe(`Pay the amount of $321.50 to ${firstName} Ali Warsame`)
    expect(await panel.getByText(`**** **** **** ${transfer.card.last4}`).isVisible()).toBe(true)
    await panel.getByRole('button', { name: 'Close' }).click()

    // Edit → PAID.
    await row.getByRole('link', { name: `Edit ${invoice}` }).click()
    await page.waitForURL(`**/customers/edit-customer/${transfer.id}`)
    await page.getByRole('combobox', { name: 'Status' }).selectOption('PAID')
    await page.getByRole('button', { name: 'Update' }).click()
    await page.getByText('Customer record updated successfully!').waitFor()
    await page.waitForURL((url) => url.pathname === '/country/customers')

    // The receipt, from the list: print is offered now that it is PAID.
    await page.getByLabel('Search customers').fill(transfer.invoiceNumber)
    const paidRow = page.getByRole('row').filter({ hasText: invoice })
    await paidRow.getByText('PAID').waitFor()
    expect(await paidRow.getByRole('button', { name: /^Edit/ }).isDisabled()).toBe(true)
    await paidRow.getByRole('link', { name: `Print receipt ${invoice}` }).click()
    const receipt = page.getByRole('article', { name: 'Transfer Receipt' })
    await receipt.waitFor()
    expect(await receipt.getByText(invoice).isVisible()).toBe(true)
    expect(await receipt.getByText('$321.50').count()).toBeGreaterThanOrEqual(1)
    expect(await receipt.getByText('PAID', { exact: true }).isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Print' }).click()
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1)

    // The sender (through the API) sees it PAID.
    const seen = await fetch(`${baseUrl}/api/customers/${transfer.id}`, { headers: { authorization: `Bearer ${sender.token}` } })
    expect(seen.status).toBe(200)
    expect(((await seen.json()) as { status: string }).status).toBe('PAID')
    expect(consoleErrors).toEqual([])
  })

  it("a plain user gets 403 on Add Customer and 404 on someone else's transfer", async (test) => {
    const [plain, other] = await Promise.all([newSender(), newSender()])
    const theirs = await apiCreateTransfer(baseUrl, other.token, { firstName: 'Ubah' })

    const page = await newPage(test, 375)
    await signInThroughUi(page, baseUrl, plain.email)
    await page.goto(`${baseUrl}/customers/add-customer`)
    await page.getByRole('heading', { name: 'Permission Denied' }).waitFor()
    expect(await page.getByText('Only administrators can add customers.').isVisible()).toBe(true)

    for (const path of ['/customers/view-customer-details/', '/customers/customer-print-receipt/', '/customers/edit-customer/']) {
      await page.goto(`${baseUrl}${path}${theirs.id}`)
      await page.getByRole('heading', { name: 'Transfer not found' }).waitFor()
      expect(await page.getByText(theirs.invoiceNumber).count()).toBe(0)
    }

    // Their own list is empty: nobody else's transfers are listed.
    await page.goto(`${baseUrl}/country/customers`)
    await page.getByRole('heading', { name: 'No Customers Found' }).waitFor()
  })
})
