import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { testStack } from '../../functions/lib/testing/test-stack'
import { apiCreateTransfer, apiNewUser, browserPages, checkAgainIfLost, LOCAL_ADMIN, screenshotFor } from './journey-helpers'

/**
 * Payout batches in Chromium (docs/payout-batches.md): staff select two ready Rwanda
 * mobile-money transfers, make a batch, download its file, upload the partner's result with one paid
 * and one failed row, and read each transfer's timeline. No accessibility violation (axe) on the new
 * pages, at 1280 and 375 px.
 */

const baseUrl = testStack().baseUrl
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const { signedInPage } = browserPages()

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag: the SPA's CSP allows no inline script.
  await page.evaluate(axeSource)
  return (await page.evaluate(
    'axe.run("main").then((r) => r.violations.map((v) => v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(", ")))',
  )) as string[]
}

/** Letters only (names take no digits), different on every run. */
const uniqueName = (base: string) =>
  `${base}${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)))}`

describe('payout batches in Chromium', () => {
  it('staff batch two transfers, download the file, upload one paid and one failed, and read each timeline', async (test) => {
    const sender = await apiNewUser(baseUrl, 'Halima')
    const wallet = { countryId: 'rw', paymentType: 'Mobile Money', walletProvider: 'MTN MoMo', mobileNumber: '0781234567', inputValue: 60 }
    const paidName = uniqueName('Amani')
    const failedName = uniqueName('Bahati')
    const paidOne = await apiCreateTransfer(baseUrl, sender.token, { ...wallet, firstName: paidName, middleName: '', lastName: 'Uwase' })
    const failedOne = await apiCreateTransfer(baseUrl, sender.token, { ...wallet, firstName: failedName, middleName: '', lastName: 'Uwase' })

    const { page, consoleErrors } = await signedInPage(test, LOCAL_ADMIN.email, { password: LOCAL_ADMIN.password })
    await page.goto(`${baseUrl}/dashboard/payouts?country=rw&method=Mobile+Money`)
    await checkAgainIfLost(page.getByRole('checkbox', { name: `Select for a batch: ${paidName} Uwase` }))
    await checkAgainIfLost(page.getByRole('checkbox', { name: `Select for a batch: ${failedName} Uwase` }))
    await screenshotFor(page, 'payouts-selected-1280')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Create batch (2 selected)' }).click()
    await page.waitForURL(/\/dashboard\/payouts\/batches\/[0-9A-Z]{26}$/)
    await page.getByRole('heading', { name: 'Payout batch: Rwanda · Mobile Money' }).waitFor()
    await screenshotFor(page, 'payout-batch-1280')
    expect(await axeViolations(page)).toEqual([])

    // The partner's file: a row per payout, the phone in E.164, the amount in minor units.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download file' }).click()])
    const csv = readFileSync(await download.path(), 'utf8')
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe(
      'reference,invoice_number,recipient_name,phone_e164,country,city,payout_method,wallet_provider,bank_name,account_number,amount_minor,currency',
    )
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([paidOne.id, failedOne.id].sort())
    const { receiveMinor, currency } = paidOne.payout as { receiveMinor: number; currency: string }
    expect(lines.find((line) => line.startsWith(paidOne.id))).toMatch(
      new RegExp(`,\\+250781234567,RW,.*,mobile_money,MTN MoMo,,,${receiveMinor},${currency}$`),
    )

    const results = ['reference,status,reason', `${paidOne.id},paid,`, `${failedOne.id},failed,Wallet not registered`, ''].join('\r\n')
    await page.getByLabel('Result file (CSV)').setInputFiles({ name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from(results) })
    await page.getByRole('button', { name: 'Upload result file' }).click()
    await page.getByText('Applied: paid 1, failed 1, skipped 0, refused 0.').waitFor()
    await page.getByText('Failed: Wallet not registered').waitFor()
    await screenshotFor(page, 'payout-batch-applied-1280')
    expect(await axeViolations(page)).toEqual([])

    // Uploaded again: nothing changes.
    await page.getByRole('button', { name: 'Upload result file' }).click()
    await page.getByText('This file was applied before: nothing changed.').waitFor()

    await page.goto(`${baseUrl}/customers/view-customer-details/${paidOne.id}`)
    await page.getByText('Paid out by the payout partner').waitFor()
    await page.getByText('Added to a payout batch').waitFor()
    await screenshotFor(page, 'timeline-paid-1280')
    await page.goto(`${baseUrl}/customers/view-customer-details/${failedOne.id}`)
    await page.getByText('Payout failed: back in the ready queue').waitFor()
    await page.getByText('Reason: Wallet not registered').waitFor()
    await screenshotFor(page, 'timeline-failed-1280')

    // Phone width: the batch page fits and has no violation.
    const batchUrl = `${baseUrl}/dashboard/payouts`
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(batchUrl)
    await page.getByRole('link', { name: 'Rwanda · Mobile Money' }).first().click()
    await page.getByRole('heading', { name: 'Payout batch: Rwanda · Mobile Money' }).waitFor()
    await page.getByText('Settled').first().waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshotFor(page, 'payout-batch-375')
    expect(await axeViolations(page)).toEqual([])
    await page.goto(`${baseUrl}/dashboard/payouts?country=rw&method=Mobile+Money`)
    await page.getByRole('heading', { name: 'Payout batches' }).waitFor()
    await screenshotFor(page, 'payouts-375')
    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
