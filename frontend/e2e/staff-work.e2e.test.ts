import { describe, expect, it } from 'vitest'
import { invoiceLabel } from '../../shared/transfers/transfer-options'
import { testStack } from '../../functions/lib/testing/test-stack'
import { apiCreateTransfer, apiLogIn, apiNewUser, browserPages, field, LOCAL_ADMIN, pathOf, screenshotFor } from './journey-helpers'

const baseUrl = testStack().baseUrl
const { signedInPage } = browserPages()

describe('staff work queues in Chromium (issue 40)', () => {
  it('the staff home counts what waits, the sidebar says it too, and Payouts lists a corridor’s queue oldest first until it is paid', async (test) => {
    const sender = await apiNewUser(baseUrl, 'Halima')
    const transfer = await apiCreateTransfer(baseUrl, sender.token, {
      countryId: 'ug',
      paymentType: 'Bank Transfer',
      bankName: 'Stanbic Bank',
      accountNumber: '9030012345678',
      walletProvider: undefined,
      inputValue: 75,
    })
    const invoice = invoiceLabel('Uganda', transfer.invoiceNumber)

    const { page, consoleErrors } = await signedInPage(test, LOCAL_ADMIN.email, { password: LOCAL_ADMIN.password })
    await page.goto(`${baseUrl}/dashboard`)
    const card = page.getByRole('region', { name: 'Needs you today' })
    const ready = card.getByRole('link', { name: /Transfers ready to pay out/ })
    await test.expect.poll(async () => Number((await ready.textContent())?.replace(/\D/g, '') ?? '0')).toBeGreaterThanOrEqual(1)
    // The sidebar's Payouts entry reads its count aloud with its name.
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: /^Payouts\s*, \d+ ready to pay out$/ })
      .waitFor()
    await screenshotFor(page, 'staff-home-1280')

    await ready.click()
    await page.waitForURL(`${baseUrl}/dashboard/payouts`)
    await field(page, 'Payout queue').selectOption('ug:Bank Transfer')
    const item = page.getByRole('listitem').filter({ hasText: invoice })
    await item.getByText('Stanbic Bank').waitFor()
    await item.getByText('9030012345678').waitFor()
    await item.getByRole('link', { name: `Open transfer ${invoice}` }).click()
    expect(pathOf(page)).toBe(`/customers/view-customer-details/${transfer.id}`)

    // Paid out: it leaves the queue.
    const admin = await apiLogIn(baseUrl, LOCAL_ADMIN.email, LOCAL_ADMIN.password)
    const paid = await fetch(`${baseUrl}/api/customers/${transfer.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ status: 'PAID', version: transfer.version }),
    })
    expect(paid.status).toBe(200)
    await page.goto(`${baseUrl}/dashboard/payouts?country=ug&method=Bank+Transfer`)
    await page.getByRole('heading', { name: 'Ready to pay out' }).waitFor()
    await test.expect.poll(() => page.getByText(invoice).count()).toBe(0)
    expect(consoleErrors).toEqual([])
  })
})
