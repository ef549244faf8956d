import { act, waitFor } from '@testing-library/react'
import { StrictMode, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DESTINATIONS } from '../../../shared/countries/destinations'
import { isLocale, type Locale } from '../../../shared/i18n/locales'
import { PRERENDERED_PATHS } from '../../../shared/site/prerendered-pages'
import { App } from '../app/app'
import { prerenderedDocument } from '../../prerender-plugin'
import { PrerenderedStartContext, prerenderedStartOf } from '../app/prerendered-start'
import { AppProvider } from '../app/provider'
import { AppRoutes } from '../app/router'
import { paths } from '../config/paths'
import { i18n } from '../lib/i18n/i18n'
import { COUNTRY_OFFERS } from '../testing/country-offers'
import { jsonResponse, mockCountriesApi, mockFetch } from '../testing/mock-fetch'
import { signedInStore } from '../testing/session'
import { renderPage } from './render-page'

let unmount = () => {}

afterEach(() => {
  act(() => unmount())
  unmount = () => {}
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

describe('renderPage (the build’s prerender of a public page)', () => {
  it.each([
    ['/faq', 'en', ['How can we help?', 'What is Remit?', 'Frequently asked questions'], 'Help | Remit'],
    ['/faq', 'so', ['Waa maxay Remit?'], 'Caawimaad | Remit'],
    ['/', 'en', ['Send money'], 'Remit — Send money to East Africa and Turkey'],
    ['/about-us', 'tr', ['Kenya'], undefined],
    ['/privacy-policy', 'en', ['Privacy'], undefined],
    // The sign-in and sign-up forms (signed out: no guard's spinner), painted not taking input yet.
    [
      '/auth/sign-in',
      'en',
      ['Welcome back', 'name="email"', 'name="password"', '<fieldset class="hydrated-fieldset column" disabled="">'],
      'Sign in | Remit',
    ],
    ['/auth/sign-up', 'so', ['name="firstName"', '<fieldset class="hydrated-fieldset column" disabled="">'], undefined],
    // The calculator itself, drawn from the destination (not the page's loading spinner).
    ['/country/send-money-to-country/ke', 'sw', ['country-transfer__card', 'Tuma kwenda Kenya', 'country-transfer__money-input'], undefined],
  ] as const)('renders %s in %s with its content inline, no script needed to show it', async (path, locale, texts, pageTitle) => {
    const { markup: html, title } = await renderPage(path, locale)
    expect(title).toEqual(pageTitle ?? expect.stringMatching(/ \| Remit$/))
    for (const text of texts) expect(html).toContain(text)
    // No Suspense boundary left pending or outlined behind React's inline script.
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<!--$?-->')
    expect(html).not.toContain('<template')
    // No style attribute: the CSP (style-src 'self') refuses one in markup, where React's own writes are allowed.
    expect(html).not.toMatch(/ style="/)
    // The signed-out navbar: Sign in / Get started.
    expect(html).toContain('href="/auth/sign-in')
  })

  it('prerenders exactly the public pages: the router’s content pages and each destination’s page', () => {
    const { home, faq, privacyPolicy, termsOfService, aboutUs, security, contactUs, signIn, signUp, countryTransfer } = paths
    expect(PRERENDERED_PATHS).toEqual([
      ...[home, faq, privacyPolicy, termsOfService, aboutUs, security, contactUs, signIn, signUp].map((page) => page.getHref()),
      ...DESTINATIONS.map((country) => countryTransfer.getHref(country.id)),
    ])
  })

  it('marks the document with its page and language, as main.tsx checks before hydrating', () => {
    const template = '<!doctype html><html lang="en"><head><title>Remit</title></head><body><div id="root"></div></body></html>'
    const page = { markup: '<p>$1 fee</p>', title: 'Fees & <limits> | Remit' }
    const document = prerenderedDocument(template, page, '/faq', 'so', { css: ['assets/faq-1.css'], fonts: ['assets/font-1.woff2'] })
    expect(document).toContain('<title>Fees &amp; &lt;limits&gt; | Remit</title>')
    expect(document).toContain('<html lang="so">')
    expect(document).toContain('<link rel="stylesheet" crossorigin href="/assets/faq-1.css">')
    expect(document).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/font-1.woff2">')
    expect(document).toContain('<div id="root" data-prerendered-path="/faq" data-prerendered-locale="so"><p>$1 fee</p></div>')
  })
})

/**
 * `renderPage` as the build runs it: in Node, which has no IntersectionObserver (happy-dom has one,
 * from the test set-up). A component that renders differently there shows as a mismatch below.
 */
async function renderAsTheBuild(path: string, locale: Locale): Promise<string> {
  const observer = globalThis.IntersectionObserver
  Reflect.deleteProperty(globalThis, 'IntersectionObserver')
  try {
    return (await renderPage(path, locale)).markup
  } finally {
    globalThis.IntersectionObserver = observer
  }
}

/** Hydrates `html` (the prerendered markup of the current URL) with `app`; the errors React reported. */
async function hydrate(html: string, path: string, app: ReactNode, beforeHydrating: (container: HTMLElement) => void = () => {}) {
  // React's server renderer leaves the last page's context values (the router's location) set on
  // the context objects, which this process's client React shares: an empty render resets them.
  await prerender(<></>)
  window.history.replaceState(null, '', path)
  document.body.innerHTML = `<div id="root" data-prerendered-path="${path}" data-prerendered-locale="${i18n.locale}">${html}</div>`
  const container = document.getElementById('root')
  if (!container) throw new Error('no #root')
  expect(isLocale(i18n.locale) && prerenderedStartOf(container, i18n.locale, window.location)).toBe(path)
  const consoleErrors: unknown[][] = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // React's development build marks each context with the renderer that last provided it, and
    // warns when another renderer provides it: here the server's and the browser's React share one
    // process (and the router's contexts), which the build's Node process and a browser never do.
    if (!String(args[0]).startsWith('Detected multiple renderers concurrently rendering the same context provider')) consoleErrors.push(args)
  })
  const recoverable: unknown[] = []
  beforeHydrating(container)
  await act(async () => {
    const root = hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) })
    unmount = () => root.unmount()
  })
  return { container, recoverable, consoleErrors }
}

/** Hydrates the prerendered markup of `path` with the app main.tsx starts, as it starts it there. */
const hydrateApp = (html: string, path: string, beforeHydrating?: (container: HTMLElement) => void) =>
  hydrate(
    html,
    path,
    <StrictMode>
      <App prerenderedPath={path} />
    </StrictMode>,
    beforeHydrating,
  )

describe('hydrating a prerendered page', () => {
  it('takes over the FAQ in Somali without a hydration mismatch', async () => {
    mockCountriesApi()
    const html = await renderAsTheBuild('/faq', 'so')
    const { container, recoverable, consoleErrors } = await hydrateApp(html, '/faq')
    await waitFor(() => expect(container.querySelector('.faq-search__input')).not.toBeNull())
    expect(recoverable).toEqual([])
    expect(consoleErrors).toEqual([])
    expect(container.textContent).toContain('Waa maxay Remit?')
    expect(document.title).toContain('Caawimaad')
  })

  it('keeps what a reader typed in the FAQ search before the script ran, and searches it', async () => {
    mockCountriesApi()
    const html = await renderAsTheBuild('/faq', 'en')
    const { container, recoverable } = await hydrateApp(html, '/faq', (prerendered) => {
      // Typed into the painted box while the page's code was still loading: no React handler saw it.
      const box = prerendered.querySelector<HTMLInputElement>('.faq-search__input')
      if (!box) throw new Error('the prerendered FAQ has no search box')
      box.value = 'cvv'
    })
    expect(recoverable).toEqual([])
    await waitFor(() => expect(container.querySelector('h2')?.textContent).toMatch(/answers? for “cvv”/))
    expect(container.querySelector<HTMLInputElement>('.faq-search__input')?.value).toBe('cvv')
  })

  it('takes over a country page without a mismatch, its calculator painted before the API answers, then the stage’s range', async () => {
    const narrower = { ...COUNTRY_OFFERS.find((offer) => offer.id === 'ke'), minAmountCents: 2_500, maxAmountCents: 50_000 }
    const fetchMock = mockFetch((url) => (url === '/countries/ke' ? jsonResponse(narrower) : jsonResponse({ error: 'Not found' }, 404)))
    const path = paths.countryTransfer.getHref('ke')
    const html = await renderAsTheBuild(path, 'so')
    expect(html).toContain('country-transfer__card')
    // Painted before its code runs, the form takes no input until then (what was typed would be lost).
    expect(html).toMatch(/<fieldset class="hydrated-fieldset country-transfer__fields" disabled="">/)
    const { container, recoverable, consoleErrors } = await hydrateApp(html, path)
    expect(recoverable).toEqual([])
    expect(consoleErrors).toEqual([])
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/countries/ke'))
    expect(container.querySelector('.country-transfer__card h1')?.textContent).toContain('Kenya')
    expect(container.querySelector('fieldset.country-transfer__fields')).toHaveProperty('disabled', false)
  })

  it('takes over the sign-up form without a mismatch, its fields taking input once hydrated', async () => {
    mockCountriesApi()
    const path = paths.signUp.getHref()
    const html = await renderAsTheBuild(path, 'so')
    const { container, recoverable, consoleErrors } = await hydrateApp(html, path)
    expect(recoverable).toEqual([])
    expect(consoleErrors).toEqual([])
    await waitFor(() => expect(container.querySelector('fieldset.hydrated-fieldset')).toHaveProperty('disabled', false))
    expect(container.querySelector('input[name="firstName"]')).not.toBeNull()
  })

  it('takes over the home page, signed in, without a mismatch: the first render is the signed-out markup', async () => {
    const fetchMock = mockCountriesApi()
    const html = await renderAsTheBuild('/', 'so')
    const session = await signedInStore()
    const { container, recoverable, consoleErrors } = await hydrate(
      html,
      '/',
      <StrictMode>
        <AppProvider session={session}>
          <MemoryRouter initialEntries={['/']}>
            <PrerenderedStartContext value="/">
              <AppRoutes />
            </PrerenderedStartContext>
          </MemoryRouter>
        </AppProvider>
      </StrictMode>,
    )
    expect(recoverable).toEqual([])
    expect(consoleErrors).toEqual([])
    // Then the stored session shows: the signed-out navbar's sign-in link is gone.
    await waitFor(() => expect(container.querySelector('a[href="/auth/sign-in"]')).toBeNull())
    // The countries grid (in view at once here) has asked for its list: nothing is left to fetch after the test.
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/countries'))
  })
})
