import { describe, expect, it } from 'vitest'
import { DESTINATIONS } from '../../shared/countries/destinations'
import { browserPages } from './journey-helpers'
import { testStack } from '../../functions/lib/testing/test-stack'

const baseUrl = testStack().baseUrl
const { newPage } = browserPages()

// Side by side: each test opens a context of its own and watches only its own page's requests.
// Polls take the test's own expect (`test.expect`): the shared one knows no test once tests interleave.
describe.concurrent('home page in Chromium', () => {
  it('shows the countries grid from the API, with flags from our own origin', async (test) => {
    const page = await newPage(test, 375, 812)
    const foreignRequests: string[] = []
    const consoleErrors: string[] = []
    page.on('request', (request) => {
      const { origin } = new URL(request.url())
      if (origin !== baseUrl && !request.url().startsWith('data:')) foreignRequests.push(request.url())
    })
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })

    const listRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/countries') listRequests.push(request.url())
    })
    await page.goto(baseUrl)
    // The grid's code and data load as it nears the viewport: the hero fills the first screen.
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.waitForTimeout(500)
    expect(listRequests).toEqual([])
    await page.getByRole('heading', { name: 'Choose a destination' }).scrollIntoViewIfNeeded()
    const grid = page.getByRole('list', { name: /countries/i })
    await grid.waitFor()
    const cards = grid.getByRole('link')
    await test.expect.poll(() => cards.count()).toBe(DESTINATIONS.length)

    const kenya = grid.getByRole('link', { name: /Kenya/ })
    expect(await kenya.getAttribute('href')).toBe('/country/send-money-to-country/ke')
    expect(await kenya.textContent()).toContain('Bank Transfer: next business day')
    const flag = kenya.getByRole('img', { name: /Kenya/ })
    await test.expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

    expect(foreignRequests).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  it('a country card opens its page at the top on a phone; back returns to the grid', async (test) => {
    const page = await newPage(test, 375, 812)
    await page.goto(baseUrl)
    await page.getByRole('heading', { name: 'Choose a destination' }).scrollIntoViewIfNeeded()
    const kenya = page.getByRole('list', { name: /countries/i }).getByRole('link', { name: /Kenya/ })
    await kenya.scrollIntoViewIfNeeded()
    const gridY = await page.evaluate(() => window.scrollY)
    expect(gridY).toBeGreaterThan(400)
    await kenya.click()
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /Kenya/ }).waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await test.expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400)
  })

  it('shows the not-found page for an unknown path', async (test) => {
    const page = await newPage(test)
    await page.goto(`${baseUrl}/no-such-page`)
    await page.getByRole('heading', { name: "SORRY, WE COULDN'T FIND THAT PAGE" }).waitFor()
  })
})
