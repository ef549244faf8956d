import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { testStack } from '../../functions/lib/testing/test-stack'
import { outboxes } from '../../functions/transfers/testing/outboxes'
import { apiNewUser, apiUploadDocument, browserPages, field, LOCAL_ADMIN, pathOf, signInThroughUi } from './journey-helpers'

/**
 * Verification as a review in Chromium: a user uploads a document; the staff home's badge leads a staff
 * member to the uploads waiting for verification, they open the user's review (documents beside the
 * identity details, the limits, the decision) and refuse with a reason; back on the queue a status
 * line says so, the user leaves the queue, gets the reason by e-mail and reads it on their own
 * profile. axe finds nothing on the queue, the review or the profile at 375 and 1280 px. Screenshots
 * of each at both widths go to /tmp/shots-verification-review/.
 */

const baseUrl = testStack().baseUrl
const { newPage, signedInPage } = browserPages()
const { mailsTo } = outboxes(testStack().functionEnv as Record<string, string>, testStack().dataDir)
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const SHOTS = '/tmp/shots-verification-review'
const REASON = 'The passport photo is too dark to read the number. Please upload a brighter scan of the photo page.'

/** axe's violations in `selector` at phone and desktop widths, with a screenshot of the page at each (the page is left at 1280 px). */
async function axeAndShots(page: Page, selector: string, name: string): Promise<Record<number, string[]>> {
  mkdirSync(SHOTS, { recursive: true })
  const found: Record<number, string[]> = {}
  // Evaluated rather than added as a script tag: the SPA's CSP allows no inline script.
  await page.evaluate(axeSource)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    // The sidebar slides to its narrow layout on a resize: its transition ends before the picture.
    await page.waitForTimeout(600)
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
    found[width] = (await page.evaluate(
      `axe.run(${JSON.stringify(selector)}).then((r) => r.violations.map((v) => v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(", ")))`,
    )) as string[]
  }
  return found
}

describe('verification as a review in Chromium', () => {
  it('staff open the queue from the badge, review a user’s upload and refuse with a reason; the user reads it', async (test) => {
    const newcomer = await apiNewUser(baseUrl, 'Sahra')
    await apiUploadDocument(baseUrl, newcomer.token, 'Passport photo page')

    const { page, consoleErrors } = await signedInPage(test, LOCAL_ADMIN.email, { password: LOCAL_ADMIN.password })
    await page.goto(`${baseUrl}/dashboard`)
    // The staff home counts the uploads waiting; the sidebar's badge reads the count with its name.
    const card = page.getByRole('region', { name: 'Needs you today' })
    const row = card.getByRole('link', { name: /Uploads waiting for verification/ })
    await test.expect.poll(async () => Number((await row.textContent())?.replace(/\D/g, '') ?? '0')).toBeGreaterThanOrEqual(1)
    const badge = page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: /^Verifications\s*, \d+ uploads? waiting for verification$/ })
    await badge.click()
    await page.waitForURL(`${baseUrl}/dashboard/verifications`)
    await page.getByRole('heading', { name: 'Uploads waiting for verification' }).waitFor()
    const item = page.getByRole('listitem').filter({ hasText: newcomer.email })
    await item.waitFor()
    expect(await axeAndShots(page, '.verifications', 'queue')).toEqual({ 375: [], 1280: [] })

    await item.getByRole('link', { name: 'Review Sahra Ali' }).click()
    expect(pathOf(page)).toBe(`/dashboard/users/${newcomer.id}/verification`)
    await page.getByRole('heading', { name: 'Verification review of Sahra Ali' }).waitFor()
    // The documents (with their download) beside the identity details, the limits, then the decision.
    await page.getByRole('region', { name: 'Documents' }).getByRole('button', { name: 'Download Passport photo page' }).waitFor()
    await page.getByRole('region', { name: 'Identity details' }).waitFor()
    await page.getByRole('region', { name: 'Sending limits' }).waitFor()
    expect(await page.getByRole('region', { name: 'Profile details' }).textContent()).toContain('Hargeisa')
    expect(await axeAndShots(page, '.verification-review', 'review')).toEqual({ 375: [], 1280: [] })

    // Refused: the reason is required, then recorded.
    await page.getByRole('radio', { name: /Refused/ }).check()
    await page.getByRole('button', { name: 'Record the review' }).click()
    await page.getByText('Give the reason the user will read').waitFor()
    await field(page, 'Reason (the user reads it)').fill(REASON)
    await page.getByRole('button', { name: 'Record the review' }).click()
    await page.waitForURL(`${baseUrl}/dashboard/verifications`)
    await page.getByRole('status').filter({ hasText: 'Sahra Ali was refused. They were sent the reason by e-mail.' }).waitFor()
    await test.expect.poll(() => page.getByRole('listitem').filter({ hasText: newcomer.email }).count()).toBe(0)
    expect(await axeAndShots(page, '.verifications', 'queue-after-review')).toEqual({ 375: [], 1280: [] })
    expect(consoleErrors).toEqual([])

    // The e-mail, once, with the reason.
    const mail = await test.expect
      .poll(async () => (await mailsTo(newcomer.email)).filter((m) => m.subject === 'We could not verify your account').length)
      .toBe(1)
      .then(async () => (await mailsTo(newcomer.email)).find((m) => m.subject === 'We could not verify your account'))
    expect(mail?.body.text).toContain(REASON)

    // The user reads the outcome and the reason on their profile (not who refused them).
    const userPage = await newPage(test, 375)
    await signInThroughUi(userPage, baseUrl, newcomer.email)
    await userPage.goto(`${baseUrl}/dashboard/profile`)
    const verification = userPage.getByRole('region', { name: 'Get verified' })
    await verification.getByText('Verification refused').waitFor()
    expect(await verification.textContent()).toContain(REASON)
    expect(await verification.textContent()).not.toMatch(/ by /)
    expect(await axeAndShots(userPage, 'section[aria-labelledby="profile-get-verified"]', 'user-profile')).toEqual({ 375: [], 1280: [] })
  })
})
