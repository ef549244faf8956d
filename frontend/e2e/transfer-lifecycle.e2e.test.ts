import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { CANCEL_WINDOW_PASSED } from '../../shared/transfers/transfer-lifecycle'
import { invoiceLabel } from '../../shared/transfers/transfer-options'
import { clockedInvoker } from '../../functions/transfers/testing/clocked-handlers'
import {
  apiCreateTransfer,
  apiNewUser,
  browserPages,
  type CreatedTransfer,
  field,
  LOCAL_ADMIN,
  quotedPayment,
  screenshotFor,
  signInThroughUi,
} from './journey-helpers'
import { testStack } from '../../functions/lib/testing/test-stack'
import { captureLogs } from '../../functions/lib/logger'

/**
 * In Chromium: a sender cancels a fresh transfer within its 30 minutes and reads the refund;
 * once the window has passed the button is gone and the server refuses a forged cancel; a sender
 * reports a problem, an admin resolves it from the Claims screen, and the sender reads the answer.
 */

const baseUrl = testStack().baseUrl
const invokeAt = clockedInvoker(testStack().functionEnv as Record<string, string>)
const { newPage, signedInPage } = browserPages()

const refundLine = (transfer: CreatedTransfer) => `Refund of $105.00 issued to ${transfer.card.brand} ending ${transfer.card.last4}`

// Side by side: each journey has a user of its own and a browser context of its own.
// The in-process handler takes its time from its event, not from a clock shared with the other journeys;
// the admin's claims list is searched for this journey's invoice.
describe.concurrent('the transfer lifecycle in Chromium', () => {
  it('a sender cancels a fresh transfer from My Recipients and reads the full refund', async (test) => {
    const { email, token } = await apiNewUser(baseUrl, 'Amina')
    const transfer = await apiCreateTransfer(baseUrl, token)

    const { page, consoleErrors } = await signedInPage(test, email, { width: 375 })
    await page.goto(`${baseUrl}/dashboard/my-recipients`)
    const cancel = page.getByRole('button', { name: /^Cancel the transfer to Hodan Warsame \((29|30):\d\d left\)$/ })
    await cancel.waitFor()
    await cancel.click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this transfer?' })
    await dialog.getByText(`on your ${transfer.card.brand} ending ${transfer.card.last4}`, { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Cancel transfer' }).click()
    await page.getByText(`Transfer cancelled. ${refundLine(transfer)}.`).waitFor()
    const card = page.getByRole('listitem').filter({ hasText: invoiceLabel('Somalia', transfer.invoiceNumber) })
    await card.getByText('CANCELLED', { exact: true }).waitFor()
    await card.getByText(`${refundLine(transfer)}.`).waitFor()
    expect(await page.getByRole('button', { name: /^Cancel the transfer/ }).count()).toBe(0)
    await screenshotFor(page, 'lifecycle-cancelled-375')

    // The details page tells the same story on its timeline.
    await page.goto(`${baseUrl}/customers/view-customer-details/${transfer.id}`)
    const timeline = page.getByRole('region', { name: 'Timeline' })
    await timeline.getByText('Cancelled and refunded').waitFor()
    await timeline.getByText(`${refundLine(transfer)}.`).waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('once 30 minutes have passed the Cancel button is gone and the server refuses a forged cancel', async (test) => {
    const { email, token } = await apiNewUser(baseUrl, 'Amina')
    // Paid 31 minutes ago by the server's clock: the create run in-process at that time.
    const made = await invokeAt(() => import('../../functions/transfers/create-transfer'), routes.createTransfer, {
      token,
      body: await quotedPayment(baseUrl, token),
      headers: { 'idempotency-key': randomUUID() },
      at: Date.now() - 31 * 60_000,
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const transfer = made.body as CreatedTransfer

    const page = await newPage(test)
    await signInThroughUi(page, baseUrl, email)
    await page.goto(`${baseUrl}/customers/view-customer-details/${transfer.id}`)
    await page.getByRole('region', { name: 'Timeline' }).getByText('Money available').waitFor()
    expect(await page.getByRole('button', { name: /^Cancel/ }).count()).toBe(0)

    const forged = await fetch(`${baseUrl}/api/customers/${transfer.id}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    })
    expect(forged.status).toBe(409)
    expect(await forged.json()).toEqual({ error: CANCEL_WINDOW_PASSED, code: 'CANCEL_WINDOW_PASSED' })
    await page.reload()
    await page.getByRole('region', { name: 'Timeline' }).getByText('Money available').waitFor()
    expect(await page.getByText('READY', { exact: true }).count()).toBeGreaterThan(0)
  })

  it('a sender reports a problem, an admin resolves it from the Claims screen, the sender reads the answer', async (test) => {
    const { email, token } = await apiNewUser(baseUrl, 'Amina')
    const transfer = await apiCreateTransfer(baseUrl, token)
    const invoice = invoiceLabel('Somalia', transfer.invoiceNumber)

    const { page: sender, consoleErrors } = await signedInPage(test, email, { width: 375 })
    await sender.goto(`${baseUrl}/customers/view-customer-details/${transfer.id}`)
    await sender.getByRole('button', { name: 'Report a problem' }).click()
    await field(sender, 'What went wrong?').selectOption({ label: 'The recipient did not receive the money by the date available' })
    await field(sender, 'Describe the problem').fill('My sister went to the agent twice and was told nothing had arrived.')
    await sender.getByRole('button', { name: 'Send report' }).click()
    await sender.getByText('We received your report. We will answer within 90 days.').waitFor()
    const reports = sender.getByRole('region', { name: 'Problems reported' })
    await reports.getByText('Open', { exact: true }).waitFor()

    const { page: admin, consoleErrors: adminErrors } = await signedInPage(test, LOCAL_ADMIN.email, { password: LOCAL_ADMIN.password })
    await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Claims' }).click()
    await admin.getByRole('heading', { level: 2, name: 'Reported problems' }).waitFor()
    const resolve = admin.getByRole('button', { name: `Resolve the claim on ${invoice}` })
    // Open claims come oldest first: earlier tests' claims may fill the first pages. Wait for the
    // list (the claim, or more to load) before judging which.
    const more = admin.getByRole('button', { name: 'Load more' })
    for (;;) {
      await resolve.or(more).first().waitFor()
      if (await resolve.isVisible()) break
      await more.click()
    }
    const item = admin.getByRole('listitem').filter({ hasText: invoice })
    await item.getByText(/due /).waitFor()
    await screenshotFor(admin, 'lifecycle-claims-1280')
    await resolve.click()
    const dialog = admin.getByRole('dialog', { name: 'Resolve claim' })
    await field(admin, 'Outcome').selectOption({ label: 'No error found' })
    const answer = 'Our agent in Banadir paid it out on the day, against her ID. If she did not collect it, call us.'
    await field(admin, 'Answer to the sender').fill(answer)
    await dialog.getByRole('button', { name: 'Resolve claim' }).click()
    await admin.getByText('Claim resolved. The sender can read your answer on the transfer.').waitFor()
    await resolve.waitFor({ state: 'detached' })

    await sender.reload()
    const answered = sender.getByRole('region', { name: 'Problems reported' })
    await answered.getByText('Resolved', { exact: true }).waitFor()
    await answered.getByText('No error found').waitFor()
    await answered.getByText(answer).waitFor()
    await sender.getByRole('region', { name: 'Timeline' }).getByText('Claim resolved: No error found').waitFor()
    await screenshotFor(sender, 'lifecycle-claim-answered-375')
    expect(consoleErrors).toEqual([])
    expect(adminErrors).toEqual([])
  })
})

// After the journeys above have paid, cancelled, refunded and answered claims: the night's job finds
// the books clean, and staff read it so on the Reconciliation page.
describe('the books after the journeys', () => {
  it('the reconciliation of today is clean, as the Reconciliation page says', async (test) => {
    Object.assign(process.env, testStack().functionEnv)
    const { handler } = await import('../../functions/jobs/reconcile-ledger')
    const day = new Date().toISOString().slice(0, 10)
    const restore = captureLogs(() => undefined)
    await handler({ day }).finally(restore)

    const { page, consoleErrors } = await signedInPage(test, LOCAL_ADMIN.email, { password: LOCAL_ADMIN.password })
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reconciliation' }).click()
    await page.getByText('Clean day: the books reconcile.').waitFor()
    await page.getByText('Trial balance', { exact: true }).waitFor()
    await screenshotFor(page, 'lifecycle-reconciliation-1280')
    expect(consoleErrors).toEqual([])
  })
})
