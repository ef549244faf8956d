import { readFileSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { testStack } from '../../functions/lib/testing/test-stack'
import { apiCreateTransfer, apiNewUser, browserPages, LOCAL_ADMIN as ADMIN, screenshotFor } from './journey-helpers'

/**
 * Staff see the sender, in Chromium: staff's Customer Dashboard names the sender (linking to their profile) at
 * 1280 px with every row action in view, the quick view shows the sender and the status and nothing
 * about a CVV, and the search box's placeholder fits a 375 px phone in every language.
 * `E2E_SCREENSHOTS=<folder>` keeps screenshots of both widths.
 */

const baseUrl = testStack().baseUrl
const { signedInPage } = browserPages()

/** Whether the element is inside `frame`'s visible box and is what a click at its centre hits (nothing over it). */
async function inView(element: Locator, frame: Locator): Promise<boolean> {
  const [box, outer] = await Promise.all([element.boundingBox(), frame.boundingBox()])
  if (!box || !outer) return false
  const inside = box.x >= outer.x && box.x + box.width <= outer.x + outer.width + 0.5
  const hit = await element.evaluate((node) => {
    const rect = node.getBoundingClientRect()
    const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
    return top !== null && node.contains(top)
  })
  return inside && hit
}

/** The search placeholder of each language, from the catalogs (the SPA's ids are hashes; the English text is the msgid). */
function placeholders(): string[] {
  const english = 'Name, invoice or mobile'
  const translated = ['so', 'sw', 'am', 'tr'].map((locale) => {
    const catalog = readFileSync(`frontend/src/locales/${locale}/messages.po`, 'utf8')
    const found = new RegExp(`msgid "${english}"\\nmsgstr "([^"]+)"`).exec(catalog)?.[1]
    if (!found) throw new Error(`${locale} has no translation of '${english}'`)
    return found
  })
  return [english, ...translated]
}

/** How wide `text` is in the input's own font, and how much room the input leaves for it. */
async function placeholderRoom(page: Page, texts: readonly string[]): Promise<{ text: string; width: number; room: number }[]> {
  return page.getByLabel('Search customers').evaluate((input, all) => {
    const style = getComputedStyle(input)
    const context = document.createElement('canvas').getContext('2d')
    if (!context) throw new Error('no canvas')
    context.font = style.font
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return all.map((text) => ({ text, width: context.measureText(text).width, room }))
  }, texts)
}

describe.concurrent('staff see the sender, in Chromium', () => {
  it('at 1280 px the table names the sender with a link to their profile, and every row action is in view', async (test) => {
    const sender = await apiNewUser(baseUrl, 'Sahra')
    const transfer = await apiCreateTransfer(baseUrl, sender.token, { paymentType: 'Cash Collection' })
    const invoice = `SO-${transfer.invoiceNumber}`

    const { page, consoleErrors } = await signedInPage(test, ADMIN.email, { password: ADMIN.password, width: 1280 })
    await page.goto(`${baseUrl}/country/customers`)
    await page.getByRole('heading', { name: 'Customer Dashboard' }).waitFor()
    await page.getByLabel('Search customers').fill(transfer.invoiceNumber)
    await page
      .getByRole('region', { name: `Search results for ${transfer.invoiceNumber}` })
      .getByText('1 found')
      .waitFor()
    const row = page.getByRole('row').filter({ hasText: invoice })
    await row.waitFor()
    await row.scrollIntoViewIfNeeded()

    const headers = await page.getByRole('columnheader').allTextContents()
    expect(headers.slice(0, 4)).toEqual(['Date/Time', 'Invoice', 'Sender', 'Recipient'])
    const link = row.getByRole('link', { name: 'Sahra Ali' })
    expect(await link.getAttribute('href')).toBe(`/dashboard/profile/${sender.id}`)
    expect(await row.getByText(sender.email).isVisible()).toBe(true)

    const frame = page.locator('.data-table__frame')
    const actions = await row.locator('.row-action').all()
    await screenshotFor(page, 'staff-table-1280', { fullPage: false })
    // The whole table fits beside the open sidebar; were a longer name to widen it, the actions stay in view (above).
    const { scroll, client } = await frame.evaluate((f) => ({ scroll: f.scrollWidth, client: f.clientWidth }))
    expect(scroll).toBeLessThanOrEqual(client + 1)
    expect(actions).toHaveLength(5)
    for (const action of actions) expect(await inView(action, frame), (await action.getAttribute('aria-label')) ?? '').toBe(true)

    await row.getByRole('button', { name: `Quick view ${invoice}` }).click()
    const panel = page.getByRole('dialog', { name: 'Customer View Panel' })
    await panel.getByRole('link', { name: 'Sahra Ali' }).waitFor()
    expect(await panel.getByText(sender.email).isVisible()).toBe(true)
    expect(await panel.locator('.detail-list__row').filter({ hasText: 'Status' }).textContent()).toContain('READY')
    expect(await panel.getByText('CVV').count()).toBe(0)
    await screenshotFor(page, 'staff-quick-view-1280', { fullPage: false })
    await panel.getByRole('link', { name: 'Sahra Ali' }).click()
    await page.waitForURL(`**/dashboard/profile/${sender.id}`)
    expect(consoleErrors).toEqual([])
  })

  it('at 375 px the search placeholder fits the box, in every language', async (test) => {
    const { page } = await signedInPage(test, ADMIN.email, { password: ADMIN.password, width: 375 })
    await page.goto(`${baseUrl}/country/customers`)
    await page.getByRole('heading', { name: 'Customer Dashboard' }).waitFor()
    await page.getByLabel('Search customers').scrollIntoViewIfNeeded()
    await screenshotFor(page, 'staff-search-375', { fullPage: false })
    const measured = await placeholderRoom(page, placeholders())
    for (const { text, width, room } of measured) expect(width, `'${text}' is ${width} px in ${room} px`).toBeLessThanOrEqual(room)
  })
})
