import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { invoiceLabel } from '../../shared/transfers/transfer-options'
import { pollUntil } from '../../functions/lib/testing/poll-until'
import { testStack } from '../../functions/lib/testing/test-stack'
import { outboxes, trackingTokenIn } from '../../functions/transfers/testing/outboxes'
import { apiCreateTransfer, apiLogIn, apiSignUp, browserPages, consoleErrorsOf, screenshotFor, uniqueEmail } from './journey-helpers'

/**
 * In Chromium, at phone width: the recipient opens the link in their SMS and reads what collecting
 * the money needs, on a page that is not indexed and sends no referrer; a wrong link is a plain
 * not-found page. No accessibility violation (axe).
 */

const baseUrl = testStack().baseUrl
const { smsTo } = outboxes(testStack().functionEnv as Record<string, string>, testStack().dataDir)
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const { newPage } = browserPages()

describe('the tracking page in Chromium', () => {
  it('a cash recipient opens the link in the SMS and sees the amount, the reference and how to collect', async (test) => {
    const email = uniqueEmail()
    await apiSignUp(baseUrl, email, 'Faadumo')
    const session = await apiLogIn(baseUrl, email)
    const transfer = await apiCreateTransfer(baseUrl, session.token, { paymentType: 'Cash Collection', walletProvider: undefined })
    const reference = invoiceLabel('Somalia', transfer.invoiceNumber)
    const sms = await pollUntil(() => smsTo(String(transfer.mobileNumber))[0]?.message, 'the recipient SMS', { intervalMs: 250 })
    expect(sms).toContain(reference)
    const token = trackingTokenIn(sms)
    expect(token).toBeDefined()

    const page = await newPage(test, 375, 740)
    const consoleErrors = consoleErrorsOf(page)
    const answer = await page.goto(`${baseUrl}/track/${token ?? ''}`)
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect(answer?.headers()['referrer-policy']).toBe('no-referrer')
    await page.getByRole('heading', { level: 1, name: 'Faadumo sent you money' }).waitFor()
    expect(await page.getByText('Ready to collect').isVisible()).toBe(true)
    expect(await page.getByText(reference, { exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('listitem').first().textContent()).toBe('Go to one of our agents in Banadir.')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow')
    // One column at phone width: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshotFor(page, 'tracking-375')
    // Evaluated rather than added as a script tag: the SPA's CSP allows no inline script.
    await page.evaluate(axeSource)
    const violations = (await page.evaluate(
      'axe.run("main").then((r) => r.violations.map((v) => v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(", ")))',
    )) as string[]
    expect(violations).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  it('a wrong link is a not-found page that says what to do', async (test) => {
    const page = await newPage(test, 375, 740)
    await page.goto(`${baseUrl}/track/AAAAAAAAAAAAAAAAAAAAAA`)
    await page.getByRole('heading', { level: 1, name: 'Link not found' }).waitFor()
    expect(await page.getByText('This tracking link is not valid or has expired.').isVisible()).toBe(true)
  })
})
