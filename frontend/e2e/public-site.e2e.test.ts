import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserPages, type PageOwner } from './journey-helpers'
import { testStack } from '../../functions/lib/testing/test-stack'

const baseUrl = testStack().baseUrl
const { newPage } = browserPages()

async function open(test: PageOwner, path: string, width = 375): Promise<{ page: Page; problems: string[] }> {
  const page = await newPage(test, width, 812)
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== baseUrl) problems.push(`foreign request ${request.url()}`)
  })
  await page.goto(`${baseUrl}${path}`)
  await page.getByRole('heading', { level: 1 }).waitFor()
  return { page, problems }
}

// Side by side: each test opens a context of its own and watches only its own page.
describe.concurrent('public site in Chromium', () => {
  it('help page: search filters, a quick topic opens a modal that keeps focus and Escape closes', async (test) => {
    const { page, problems } = await open(test, '/faq')
    await page.getByRole('searchbox', { name: 'Search the help articles' }).fill('cvv')
    await page.getByRole('heading', { level: 2, name: /answers? for “cvv”/ }).waitFor()
    await page.getByRole('button', { name: 'Clear search' }).click()

    const card = page.getByRole('button', { name: /fees and exchange rate/i })
    await card.click()
    const dialog = page.getByRole('dialog', { name: 'Fees and exchange rate' })
    await dialog.waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close')
    // The page behind is inert: Tab never leaves the dialog for the page.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement === document.body || Boolean(document.activeElement?.closest('dialog')))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await card.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(problems).toEqual([])
  })

  it('footer newsletter: validates, then subscribes through the API', async (test) => {
    const { page, problems } = await open(test, '/privacy-policy', 1280)
    const footer = page.getByRole('contentinfo')
    // The box loads as the footer nears the viewport: a visitor scrolls down to it.
    await footer.scrollIntoViewIfNeeded()
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await footer.getByText('Email is required').waitFor()
    await footer.getByRole('textbox', { name: 'Email address' }).fill(`e2e-${Date.now()}@example.com`)
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await footer.getByRole('status').getByText('Thanks — you are subscribed.').waitFor()
    expect(problems).toEqual([])
  })

  it('the sign-up links /terms and /privacy land on the real pages', async (test) => {
    for (const [path, target, heading] of [
      ['/terms', '/terms-of-service', 'Terms of service'],
      ['/privacy', '/privacy-policy', 'Privacy policy'],
      ['/help-center', '/faq', 'How can we help?'],
    ] as const) {
      const { page } = await open(test, path)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading)
      expect(new URL(page.url()).pathname).toBe(target)
    }
  })
})
