import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { INTL_LOCALES, LOCALE_NAMES, LOCALES, type Locale } from '../../shared/i18n/locales'
import { formatDateAvailable } from '../../shared/rates/disclosure'
import { LOCALE_KEY } from '../src/lib/i18n/locale-choice'
import { LOCALE_COOKIE } from '../../shared/site/prerendered-pages'
import { PAGE_WAIT_MS } from './page-wait'
import { apiSignUp, browserPages, checkAgainIfLost, futureExpiry, PASSWORD, screenshotFor, uniqueCard, uniqueEmail } from './journey-helpers'
import { describeOverflow, overflowOf } from './overflow-check'
import { testStack } from '../../functions/lib/testing/test-stack'

// The translations' bar: no text overflows its button or cell at 375 px in any language. Every page a
// customer meets, signed out and in, in each language: the page must not scroll sideways and no
// control or cell may hold text wider than itself. Fields are found by name, not by their words, so
// one walk serves every language. E2E_SCREENSHOTS=<folder> keeps a full-page screenshot of each.

const baseUrl = testStack().baseUrl
const { newPage } = browserPages()

/** Anything still loading: the spinner, skeleton placeholders, a busy region. */
const LOADING = '.spinner, .skeleton, .skeleton-line, .countries-skeleton, [aria-busy="true"]'

/** The page's fetches still in flight (its API calls), as they start and end. */
interface Fetches {
  readonly quiet: boolean
  /** Resolves once none is in flight; fails naming the ones still out after {@link PAGE_WAIT_MS}. */
  done(): Promise<void>
}

function fetchesOf(page: Page): Fetches {
  const inFlight = new Set<Request>()
  let quiet = Promise.resolve()
  let becameQuiet = () => {}
  page.on('request', (request) => {
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return
    if (inFlight.size === 0) quiet = new Promise((resolve) => (becameQuiet = resolve))
    inFlight.add(request)
  })
  // A fetch the next page load cuts off fails: it ends too.
  const end = (request: Request) => {
    if (inFlight.delete(request) && inFlight.size === 0) becameQuiet()
  }
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  return {
    get quiet() {
      return inFlight.size === 0
    },
    done: () => bounded(() => `loading ${[...inFlight].map((request) => request.url()).join(', ')}`, quiet),
  }
}

/**
 * Waits for the page as a reader sees it: fonts in, every lazily loaded section brought in by
 * scrolling through the page once (the home page's grid and the footer's newsletter box load as they
 * near the viewport); then, at one moment, no fetch in flight, nothing showing that it loads, the
 * newsletter box's form in and every image drawn; then back at the top, where the measurements and
 * the screenshot start. Rather than the load's `networkidle`, which waited half a second of quiet
 * after every page, and missed the calls a page makes later (the country page's limits).
 */
async function settle(page: Page, fetches: Fetches): Promise<void> {
  await bounded(
    'scrolling through the page',
    page.evaluate(async () => {
      await document.fonts.ready
      // Two frames at each screen: in the first the intersection observers see the new scroll
      // position, the second comes after their callbacks. Instant: the page scrolls smoothly by
      // default, and the screenshot must not catch it half-way.
      const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await twoFrames()
      }
    }),
  )
  do {
    await fetches.done()
    // The newsletter box's slot shows nothing while its code loads: an empty one is still loading.
    await page.waitForFunction(
      (loading) =>
        [...document.querySelectorAll(loading)].every((element) => !element.checkVisibility()) &&
        [...document.querySelectorAll('.newsletter-slot')].every((slot) => slot.childElementCount > 0) &&
        [...document.images].every((image) => image.complete),
      LOADING,
    )
    // A call that answered may have started another (the profile's identity after the account).
  } while (!fetches.quiet)
  await bounded(
    'scrolling back to the top',
    page.evaluate(async () => {
      await document.fonts.ready
      window.scrollTo({ top: 0, behavior: 'instant' })
    }),
  )
}

/**
 * `work`, failing with what it was doing after {@link PAGE_WAIT_MS}: a page's script and a wait for
 * events have no timeout of their own. `what` may be read late, to name what was still out then.
 */
async function bounded<T>(what: string | (() => string), work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    const name = () => (typeof what === 'string' ? what : what())
    timer = setTimeout(() => reject(new Error(`${name()} took more than ${PAGE_WAIT_MS / 1000} s`)), PAGE_WAIT_MS)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

describe('no text overflows at 375 px, in every language', () => {
  it('the check finds text wider than its control and a page wider than the screen, and leaves chosen truncation alone', async (test) => {
    const page = await newPage(test, 375)
    const long = 'Uhamisho wa Papo Hapo'
    await page.setContent(`
      <style>.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap }</style>
      <button style="width: 100px; white-space: nowrap">${long}</button>
      <select style="width: 100px; appearance: none"><option>${long}</option></select>
      <table style="width: 100px; table-layout: fixed"><tr><td style="white-space: nowrap">${long}</td></tr></table>
      <button style="width: 100px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">${long}</button>
      <div style="width: 100px; overflow-x: auto"><button style="width: 100px; overflow-x: auto; white-space: nowrap">${long}</button></div>
      <span class="visually-hidden"><button>${long}</button></span>
      <label style="display: block; width: 100px">${long}</label>
      <a style="display: inline-block; width: 100px; white-space: nowrap" href="#">${long}</a>
      <a href="#">${long} ${long}</a>`)
    const overflow = await overflowOf(page)
    expect(overflow.overflowing.map((element) => element.tag)).toEqual(['button', 'select', 'td', 'a'])
    expect(overflow.pageWidth).toBeLessThanOrEqual(overflow.viewportWidth)

    await page.setContent(`<p style="width: 500px">${long}</p>`)
    const wide = await overflowOf(page)
    expect(wide.pageWidth).toBeGreaterThan(wide.viewportWidth)
    expect(wide.pastTheEdge.map((element) => element.tag)).toEqual(['p'])
    expect(describeOverflow('test', wide)[0]).toBe(`test: the page is ${wide.pageWidth}px wide in a 375px viewport`)
  })

  // The languages side by side, each in a context of its own with a user of its own: a walk mostly
  // waits on the stack and on the page, and five walks one after another took five times as long.
  it.concurrent.for(LOCALES)(
    'in %s: public pages, sign-in, the send wizard, the receipt and the dashboard',
    // Sixteen pages each, five languages at once, on a machine the other lanes share: a hang-catcher.
    { timeout: 600_000 },
    async (locale: Locale, test) => {
      const email = uniqueEmail()
      const signedUp = apiSignUp(baseUrl, email, 'Hodan')
      const page = await newPage(test, 375)
      const fetches = fetchesOf(page)
      // The choice a visitor's switcher stores, there before the SPA starts on every page load: in
      // localStorage for the app, and in the cookie by which the edge answers the page prerendered in it.
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [LOCALE_KEY, locale] as const)
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseUrl }])
      const problems: string[] = []
      // Where the walk is, so a walk that overruns its time says which step it was stuck in.
      const started = Date.now()
      let at = 'signing up'
      const reach = (step: string) => (at = `${step} (at ${Math.round((Date.now() - started) / 1000)} s)`)
      test.onTestFailed(() => console.error(`${locale}: the walk stopped at ${at}, ${Math.round((Date.now() - started) / 1000)} s in`))
      const check = async (name: string): Promise<void> => {
        reach(`settling ${name}`)
        await settle(page, fetches)
        reach(`measuring ${name}`)
        await screenshotFor(page, `overflow-${locale}-${name}`)
        problems.push(...describeOverflow(`${locale} ${name}`, await bounded(`measuring ${name}`, overflowOf(page))))
      }
      const visit = async (path: string, ready: string): Promise<void> => {
        reach(`opening ${path}`)
        await page.goto(`${baseUrl}${path}`)
        await page.locator(ready).first().waitFor()
      }
      /** Each page in turn, once its `ready` selector shows, measured under `name`. */
      const visitAndCheck = async (pages: readonly (readonly [path: string, ready: string, name: string])[]): Promise<void> => {
        for (const [path, ready, name] of pages) {
          await visit(path, ready)
          await check(name)
        }
      }
      const submitWizardStep = () => page.locator('.money-transfer__form button[type="submit"]').click()

      await visit('/', 'main h1')
      // The page speaks the chosen language (else every check below would measure English).
      expect(await page.evaluate(() => document.documentElement.lang), LOCALE_NAMES[locale]).toBe(locale)
      await check('home')
      await visitAndCheck([
        ['/faq', 'main h1', 'faq'],
        ['/country/send-money-to-country/so', 'fieldset.country-transfer__fields:enabled', 'country-signed-out'],
        ['/auth/sign-up', 'main form', 'sign-up'],
        // Left on the sign-in form, for the sign-in below.
        ['/auth/sign-in', 'input[name="email"]', 'sign-in'],
      ])

      reach('waiting for the sign-up')
      await signedUp
      reach('signing in')
      await page.locator('input[name="email"]').fill(email)
      await page.locator('input[name="password"]').fill(PASSWORD)
      await page.locator('.auth__form button[type="submit"]').click()
      await page.waitForURL(`${baseUrl}/dashboard/profile`)
      await page.locator('main h1, main h2').first().waitFor()
      await check('dashboard-profile')

      // Kenya: a mobile-money payout with a text city field, the longest form of the wizard's first step.
      await visit('/country/send-money-to-country/ke', 'fieldset.country-transfer__fields:enabled')
      // Amount to Send (Recipient Gets is typed in too): its id ends in -amount.
      const amount = page.locator('.country-transfer__money-input[id$="-amount"]')
      await amount.fill('100')
      await amount.blur()
      const proceed = page.locator('a.country-transfer__continue')
      await proceed.waitFor()
      await check('country')
      await proceed.click()
      reach('filling the recipient')

      await checkAgainIfLost(page.locator('input[name="paymentType"][value="Mobile Money"]'))
      await page.locator('select[name="walletProvider"]').selectOption('M-Pesa')
      await page.locator('input[name="mobileNumber"]').fill('0712345678')
      await page.locator('input[name="firstName"]').fill('Faduma')
      await page.locator('input[name="middleName"]').fill('Ali')
      await page.locator('input[name="lastName"]').fill('Warsame')
      await page.locator('input[name="city"]').fill('Nairobi')
      await page.locator('select[name="relationship"]').selectOption('Sister')
      await check('wizard-recipient')
      await submitWizardStep()
      reach('filling the payment')
      await page.locator('input[name="cardNumber"]').fill(uniqueCard())
      await page.locator('input[name="expirationDate"]').fill(futureExpiry())
      await page.locator('input[name="cvv"]').fill('123')
      await check('wizard-payment')
      await submitWizardStep()
      reach('opening the review')
      await page.locator('.money-transfer__review .disclosure').waitFor()
      await check('wizard-review')

      const paid = page.waitForResponse((response) => response.url().endsWith('/api/customers') && response.request().method() === 'POST')
      reach('paying')
      await submitWizardStep()
      const created = await paid
      expect(created.status()).toBe(201)
      const { payout } = (await created.json()) as { payout: { dateAvailable: string } }
      await page.locator('.payment-success').waitFor()
      // The date in the reader's language, as Node's full ICU writes it, also where the browser has
      // no data for the language (Chromium has no Somali: the SPA loads FormatJS's).
      expect(await page.locator('.payment-success').textContent()).toContain(formatDateAvailable(payout.dateAvailable, INTL_LOCALES[locale]))
      await check('payment-success')
      await page.locator('.payment-success__actions a').first().click()
      await page.locator('article.receipt').waitFor()
      await check('receipt')

      await visitAndCheck([
        ['/dashboard', 'main h1, main h2', 'overview'],
        ['/dashboard/my-reciepients', 'main h1, main h2', 'my-recipients'],
        ['/transactions', 'main table, main h1', 'transactions'],
        ['/profile', 'main form', 'profile-settings'],
      ])

      expect(problems, `Overflows in ${LOCALE_NAMES[locale]}:\n${problems.join('\n')}`).toEqual([])
    },
  )
})
