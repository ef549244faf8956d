import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import type { Page } from 'playwright-core'
import { describe, expect, it, type ExpectStatic } from 'vitest'
import { legalTexts } from '../../shared/i18n/legal-texts'
import type { Locale } from '../../shared/i18n/locales'
import { LOCALE_COOKIE } from '../../shared/site/prerendered-pages'
import {
  apiLogIn,
  apiSignUp,
  browserPages,
  checkAgainIfLost,
  consoleErrorsOf,
  field,
  openCountryPage,
  PASSWORD,
  screenshotFor,
  uniqueCard,
  uniqueEmail,
} from './journey-helpers'

const { baseUrl, newPage } = browserPages()

/** English → the locale's words, from the catalogs the SPA is built with (so the test reads what a reader reads). */
async function wordsOf(locale: Locale): Promise<(english: string, context?: string) => string> {
  const words = new Map<string, string>()
  for (const catalog of await getCatalogs(getConfig({ cwd: process.cwd() }))) {
    const english = (await catalog.read('en')) ?? {}
    const other = (await catalog.read(locale)) ?? {}
    for (const [id, message] of Object.entries(other)) {
      const source = english[id]?.translation || english[id]?.message
      if (source && message.translation) words.set(`${message.context ?? ''}|${source}`, message.translation)
    }
  }
  return (english, context = '') => {
    const word = words.get(`${context}|${english}`)
    if (!word) throw new Error(`No ${locale} translation of ${JSON.stringify(english)}`)
    return word
  }
}

/** The page's language switcher (its label is in the language shown) set to `locale`; `<html lang>` follows. */
async function chooseLanguage(page: Page, locale: Locale, expect: ExpectStatic): Promise<void> {
  await page.locator('.language-switcher__select').first().selectOption(locale)
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale)
}

// Side by side: each journey has a user of its own and a browser context of its own.
// Polls take the test's own expect (`test.expect`): the shared one knows no test once tests interleave.
describe.concurrent('languages in Chromium', () => {
  it('a visitor switches to Somali, signs in, sends money and reads the Somali receipt, printed with its English copy', async (test) => {
    const so = await wordsOf('so')
    const legal = legalTexts('so')
    const email = uniqueEmail()
    await apiSignUp(baseUrl, email, 'Hodan')
    const page = await newPage(test, 375)
    const consoleErrors = consoleErrorsOf(page)

    await page.goto(`${baseUrl}/auth/sign-in`)
    await page.getByLabel('Language', { exact: true }).waitFor()
    await chooseLanguage(page, 'so', test.expect)
    await page.getByLabel(so('Language'), { exact: true }).waitFor()
    await page.getByRole('heading', { name: so('Welcome back') }).waitFor()
    await screenshotFor(page, 'so-sign-in')
    await field(page, so('Email')).fill(email)
    await field(page, so('Password')).fill(PASSWORD)
    await page.getByRole('button', { name: so('SIGN IN SECURELY') }).click()
    await page.waitForURL(`${baseUrl}/dashboard/profile`)
    // The profile keeps the choice: e-mails go out in it, and another device opens in it.
    const { token } = await apiLogIn(baseUrl, email)
    await test.expect
      .poll(
        async () =>
          ((await (await fetch(`${baseUrl}/api/user/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { language?: string })
            .language,
      )
      .toBe('so')

    await openCountryPage(page, baseUrl, 'ke')
    await field(page, so('Amount to Send')).fill('100')
    await field(page, so('Amount to Send')).blur()
    await screenshotFor(page, 'so-country')
    await page.getByRole('link', { name: so('Continue to Send Money') }).click()
    await page.waitForURL(/\/country\/sender-details\/ke/)

    await checkAgainIfLost(page.getByRole('radio', { name: so('Mobile Money', 'transfer option') }))
    await field(page, so('Mobile money provider')).selectOption('M-Pesa')
    await field(page, so('Mobile Number')).fill('0712345678')
    await field(page, so('First Name')).fill('Faduma')
    await field(page, so('Middle Name')).fill('Ali')
    await field(page, so('Last Name')).fill('Warsame')
    await field(page, so('City / Town / State')).fill('Nairobi')
    await field(page, so('Relationship')).selectOption('Sister')
    expect(await field(page, so('Relationship')).locator('option:checked').textContent()).toBe(so('Sister', 'transfer option'))
    await screenshotFor(page, 'so-wizard-recipient')
    await page.getByRole('button', { name: so('Next') }).click()
    await field(page, so('Card Number')).fill(uniqueCard())
    await field(page, so('Expiration Date')).fill('12/30')
    await field(page, 'CVV').fill('123')
    await page.getByRole('button', { name: so('Next') }).click()
    // The disclosure speaks Somali, in the rule's terms the e-mails use too.
    const disclosure = page.getByRole('table', { name: so('Transfer details') })
    await disclosure.getByText(legal.disclosureLabels.totalToRecipient, { exact: true }).waitFor()
    await screenshotFor(page, 'so-wizard-review')
    const paid = page.waitForResponse((response) => response.url().endsWith('/api/customers') && response.request().method() === 'POST')
    await page.getByRole('button', { name: /105/ }).click()
    expect((await paid).status()).toBe(201)
    await page.getByRole('link', { name: so('View and print the receipt') }).click()

    const receipt = page.getByRole('article', { name: so('Transfer Receipt') })
    await receipt.waitFor()
    expect(await receipt.getByText(legal.rightsTitle, { exact: true }).count()).toBe(1)
    expect(await receipt.getByText(legal.disclosureLabels.total, { exact: true }).count()).toBe(1)
    // On screen one language; printed, the English copy follows (12 CFR 1005.31(g)).
    const englishCopy = receipt.locator('section[lang="en"]')
    expect(await englishCopy.isVisible()).toBe(false)
    await screenshotFor(page, 'so-receipt')
    await page.emulateMedia({ media: 'print' })
    expect(await englishCopy.isVisible()).toBe(true)
    expect(await englishCopy.getByText('Total to recipient', { exact: true }).count()).toBe(1)
    expect(await englishCopy.getByText(legalTexts('en').rightsTitle, { exact: true }).count()).toBe(1)
    await page.emulateMedia({ media: 'screen' })
    expect(consoleErrors).toEqual([])
  })

  it('every language shows the home page in its own words and script, and a reload keeps the choice', async (test) => {
    const page = await newPage(test, 375)
    await page.goto(baseUrl)
    for (const locale of ['am', 'tr', 'sw'] as const) {
      const words = await wordsOf(locale)
      await chooseLanguage(page, locale, test.expect)
      await page
        .getByRole('link', { name: words('Get Started') })
        .first()
        .waitFor()
      await screenshotFor(page, `home-${locale}`, { fullPage: false })
    }
    await page.reload()
    await page
      .getByRole('link', { name: (await wordsOf('sw'))('Get Started') })
      .first()
      .waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw')
  })

  // Chromium has no Somali Intl data: the FormatJS polyfills supply it, the heaviest script of a
  // first visit. The pages marked TEXT_ONLY in frontend/src/app/router.tsx start without them.
  it('a Somali page that formats nothing at first starts without the Intl polyfills; the first key press loads them, and the next page names countries in Somali', async (test) => {
    for (const path of ['/faq', '/privacy-policy', '/security', '/contact-us', '/auth/sign-in', '/auth/sign-up']) {
      const page = await newPage(test, 375)
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'so', url: baseUrl }])
      await page.addInitScript(() => localStorage.setItem('remit:locale', 'so'))
      const polyfills: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/assets/polyfill-force-')) polyfills.push(request.url())
      })
      // A first render that differs from the prerendered markup (a date or amount the polyfills would
      // have formatted otherwise) is a hydration error, thrown on the page.
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(error.message))
      await page.goto(`${baseUrl}${path}`)
      // The language menu waits for hydration.
      await page.locator('.language-switcher__select:enabled').first().waitFor()
      await page.waitForLoadState('networkidle')
      expect(pageErrors, path).toEqual([])
      expect(polyfills, path).toEqual([])
      if (path !== '/faq') continue

      await page.keyboard.press('Tab')
      await test.expect.poll(() => polyfills.length).toBeGreaterThan(0)
      await page.locator('footer a[href="/about-us"]').click()
      await page.getByRole('heading', { level: 1 }).waitFor()
      // Country names come from Intl (CLDR's Somali, here the polyfill's): 'Somalia' would be the fallback's.
      await page.getByText('Soomaaliya', { exact: true }).first().waitFor()
      expect(pageErrors).toEqual([])
    }
  })

  it("links and preloads the Ethiopic font in an Amharic page's first paint, and elsewhere fetches it once the page has loaded", async (test) => {
    const stylesheet = /\/assets\/ethiopic-[\w-]+\.css/
    const firstPaint = async (locale: Locale) => (await fetch(baseUrl, { headers: { cookie: `${LOCALE_COOKIE}=${locale}` } })).text()
    const amharic = await firstPaint('am')
    expect(amharic).toMatch(stylesheet)
    // Its font files too: found by the first layout while still loading, Chromium left the font unused
    // in some elements for good, drawing their letters as boxes.
    expect(amharic.match(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/noto-sans-ethiopic-[^"]+">/g)).toHaveLength(2)
    expect(await firstPaint('en')).not.toMatch(stylesheet)

    // The language menu names Amharic in its script, shown only when the menu opens: its font need not
    // share the first paint's bandwidth.
    const page = await newPage(test, 375)
    await page.goto(baseUrl)
    await page.waitForLoadState('load')
    const fetchedAfterLoad = () =>
      page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
        const font = performance.getEntriesByType('resource').find((entry) => /\/assets\/ethiopic-[\w-]+\.css$/.test(entry.name))
        return font && navigation ? font.startTime >= navigation.loadEventStart : undefined
      })
    await test.expect.poll(fetchedAfterLoad).toBe(true)
    expect(await page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Noto Sans Ethiopic'))).toBe(true)
  })
})
