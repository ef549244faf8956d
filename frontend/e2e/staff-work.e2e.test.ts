import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sampleMobile } from '../../shared/transfers/phone/sample-mobile'
import { formatPhone } from '../../shared/transfers/phone/format-phone'
import { invoiceLabel } from '../../shared/transfers/transfer-options'
import { testStack } from '../../functions/lib/testing/test-stack'
import { outboxes } from '../../functions/transfers/testing/outboxes'
import {
  apiCreateTransfer,
  apiNewUser,
  apiUploadDocument,
  axeViolations,
  browserPages,
  checkAgainIfLost,
  LOCAL_ADMIN,
  screenshotFor,
} from './journey-helpers'

/**
 * A staff member's day in Chromium, end to end: the staff home and the sidebar count
 * what waits; the held queue from its badge; a search by a full name in another order and one by a
 * phone as the app displays it; a verification review from its badge, with the e-mail it sends; a
 * payout batch made, its file downloaded and the partner's result file uploaded with one paid and
 * one failed row; and the timeline of each. axe finds nothing on the new pages.
 * `E2E_SCREENSHOTS=<folder>` keeps the screenshots.
 */

const { baseUrl, signedInPage } = browserPages()
const { mailsTo } = outboxes(testStack().functionEnv as Record<string, string>, testStack().dataDir)

/** Letters only (names take no digits), different on every run. */
const uniqueName = (base: string) =>
  `${base}${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)))}`

/** The figure in a count's text ('3 held for review' → 3). */
const countIn = (text: string | null) => Number(text?.replace(/\D/g, '') || '0')

describe('a staff member’s day in Chromium', () => {
  it('counts, the held queue, two searches, a verification review and its e-mail, a payout batch out and its results in, and their timelines', async (test) => {
    // What waits for staff: a transfer held by screening, an upload to verify, two Kenya M-Pesa payouts.
    const sender = await apiNewUser(baseUrl, 'Halima')
    const held = await apiCreateTransfer(baseUrl, sender.token, { firstName: 'Xasan', middleName: 'Qorane', lastName: 'Dhuubow', inputValue: 20 })
    expect(held.status).toBe('ON_HOLD')
    const newcomer = await apiNewUser(baseUrl, 'Sahra')
    await apiUploadDocument(baseUrl, newcomer.token, 'Passport photo page')
    const hodan = uniqueName('Hodan')
    const national = sampleMobile('ke')
    const mpesa = { countryId: 'ke', paymentType: 'Mobile Money', walletProvider: 'M-Pesa', inputValue: 60 }
    // Typed as a caller reads it out, with the trunk 0; stored and shown as E.164.
    const paidOne = await apiCreateTransfer(baseUrl, sender.token, {
      ...mpesa,
      firstName: hodan,
      middleName: '',
      lastName: 'Warsame',
      mobileNumber: `0${national}`,
    })
    const bahati = uniqueName('Bahati')
    const failedOne = await apiCreateTransfer(baseUrl, sender.token, { ...mpesa, firstName: bahati, middleName: '', lastName: 'Otieno' })

    const { page, consoleErrors } = await signedInPage(test, LOCAL_ADMIN.email, { password: LOCAL_ADMIN.password })
    await page.goto(`${baseUrl}/dashboard`)
    const card = page.getByRole('region', { name: 'Needs you today' })
    for (const queue of [/Transfers held for review/, /Uploads waiting for verification/, /Transfers ready to pay out/]) {
      const row = card.getByRole('link', { name: queue })
      await test.expect.poll(async () => countIn(await row.textContent())).toBeGreaterThanOrEqual(1)
    }
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' })
    await sidebar.getByRole('link', { name: /^Payouts\s*, \d+ ready to pay out$/ }).waitFor()
    await screenshotFor(page, 'staff-day-home-1280')

    // The held queue, from its badge.
    await sidebar.getByRole('link', { name: /^Compliance review\s*, \d+ held for review$/ }).click()
    await page.waitForURL(`${baseUrl}/dashboard/compliance`)
    const heldInvoice = invoiceLabel('Somalia', held.invoiceNumber)
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: new RegExp(heldInvoice) }) })
      .waitFor()

    // Search: the full name in the other order, then the phone as the app shows it.
    await page.goto(`${baseUrl}/country/customers`)
    await page.getByRole('heading', { name: 'Customer Dashboard' }).waitFor()
    const search = page.getByLabel('Search customers')
    const paidInvoice = invoiceLabel('Kenya', paidOne.invoiceNumber)
    for (const query of [`warsame ${hodan}`, formatPhone(`+254${national}`)]) {
      await search.fill(query)
      const results = page.getByRole('region', { name: `Search results for ${query}` })
      await results.getByRole('link').filter({ hasText: paidInvoice }).waitFor()
    }
    expect(formatPhone(`+254${national}`)).toMatch(/^\+254 7\d\d \d{6}$/)
    await screenshotFor(page, 'staff-day-search-1280')

    // A verification review, from its badge: verified, with the document checked; the owner is e-mailed.
    await sidebar.getByRole('link', { name: /^Verifications\s*, \d+ uploads? waiting for verification$/ }).click()
    await page.waitForURL(`${baseUrl}/dashboard/verifications`)
    const waiting = page.getByRole('listitem').filter({ hasText: newcomer.email })
    await waiting.getByRole('link', { name: 'Review Sahra Ali' }).click()
    await page.getByRole('heading', { name: 'Verification review of Sahra Ali' }).waitFor()
    expect(await axeViolations(page, '.verification-review')).toEqual([])
    await page.getByRole('radio', { name: /^Verified/ }).check()
    await page.getByLabel('Document checked').selectOption({ label: 'Passport photo page' })
    await page.getByRole('button', { name: 'Record the review' }).click()
    await page.waitForURL(`${baseUrl}/dashboard/verifications`)
    await page.getByRole('status').filter({ hasText: 'Sahra Ali is verified. They were sent an e-mail.' }).waitFor()
    await test.expect.poll(async () => (await mailsTo(newcomer.email)).filter((mail) => mail.subject === 'Your account is verified').length).toBe(1)
    // Its record: who, when and the document checked, on the profile staff read.
    await page.goto(`${baseUrl}/dashboard/profile/${newcomer.id}`)
    const review = page.getByRole('region', { name: 'Verification' })
    await review.getByText('Document checked: Passport photo page').waitFor()
    expect(await review.textContent()).toMatch(/Verified on .+ by /)

    // A payout batch: two ready transfers of one queue, its file, the partner's results.
    await page.goto(`${baseUrl}/dashboard/payouts?country=ke&method=Mobile+Money`)
    await checkAgainIfLost(page.getByRole('checkbox', { name: `Select for a batch: ${hodan} Warsame` }))
    await checkAgainIfLost(page.getByRole('checkbox', { name: `Select for a batch: ${bahati} Otieno` }))
    await page.getByRole('button', { name: 'Create batch (2 selected)' }).click()
    await page.waitForURL(/\/dashboard\/payouts\/batches\/[0-9A-Z]{26}$/)
    await page.getByRole('heading', { name: 'Payout batch: Kenya · Mobile Money' }).waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download file' }).click()])
    const rows = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n')
      .slice(1)
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual([paidOne.id, failedOne.id].sort())
    expect(rows.find((row) => row.startsWith(paidOne.id))).toContain(`,+254${national},KE,`)
    const results = ['reference,status,reason', `${paidOne.id},paid,`, `${failedOne.id},failed,Wallet not registered`, ''].join('\r\n')
    await page.getByLabel('Result file (CSV)').setInputFiles({ name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from(results) })
    await page.getByRole('button', { name: 'Upload result file' }).click()
    await page.getByText('Applied: paid 1, failed 1, skipped 0, refused 0.').waitFor()
    await screenshotFor(page, 'staff-day-batch-1280')
    expect(await axeViolations(page)).toEqual([])

    // The timeline of each: paid by the partner; failed with its reason and back in the ready queue.
    await page.goto(`${baseUrl}/customers/view-customer-details/${paidOne.id}`)
    await page.getByText('Added to a payout batch').waitFor()
    await page.getByText('Paid out by the payout partner').waitFor()
    await page.goto(`${baseUrl}/customers/view-customer-details/${failedOne.id}`)
    await page.getByText('Payout failed: back in the ready queue').waitFor()
    await page.getByText('Reason: Wallet not registered').waitFor()
    await screenshotFor(page, 'staff-day-timeline-1280')
    await page.goto(`${baseUrl}/dashboard/payouts?country=ke&method=Mobile+Money`)
    await page.getByRole('checkbox', { name: `Select for a batch: ${bahati} Otieno` }).waitFor()
    expect(consoleErrors).toEqual([])
  })
})
