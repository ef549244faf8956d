import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { Session } from '../../shared/users/user'
import { SESSION_STORAGE_KEY } from '../../frontend/src/lib/session/session-storage-key'
import { LOCALE_KEY } from '../../frontend/src/lib/i18n/locale-choice'
import type { Locale } from '../../shared/i18n/locales'
import { LOCALE_COOKIE } from '../../shared/site/prerendered-pages'

/** How long the network must stay quiet (and the page spinner gone) before a page counts as settled. */
const QUIET_MS = 1_000
const SETTLE_TIMEOUT_MS = 20_000

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** A new context (empty cache and storage), signed in with `session` when given. */
async function newContext(browser: Browser, baseUrl: string, width: number, session: Session | undefined, locale: Locale): Promise<BrowserContext> {
  const stored = [{ name: LOCALE_KEY, value: locale }, ...(session ? [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(session) }] : [])]
  // The language as a visitor who chose it has it: in localStorage for the app, and in the cookie the edge reads to answer the page prerendered in it.
  const cookie = {
    name: LOCALE_COOKIE,
    value: locale,
    domain: new URL(baseUrl).hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }
  return browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 800 },
    storageState: { cookies: [cookie], origins: [{ origin: new URL(baseUrl).origin, localStorage: stored }] },
  })
}

async function openSettled(page: Page, url: string): Promise<void> {
  let inFlight = 0
  let lastActivity = Date.now()
  const busy = () => {
    inFlight += 1
    lastActivity = Date.now()
  }
  const done = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastActivity = Date.now()
  }
  page.on('request', busy)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  await page.goto(url, { waitUntil: 'load' })
  const deadline = Date.now() + SETTLE_TIMEOUT_MS
  for (;;) {
    const spinner = await page.locator('.spinner--page').count()
    if (spinner === 0 && inFlight === 0 && Date.now() - lastActivity >= QUIET_MS) break
    if (Date.now() > deadline)
      throw new Error(`${url} did not settle within ${SETTLE_TIMEOUT_MS} ms (spinner: ${spinner}, requests in flight: ${inFlight})`)
    await page.waitForTimeout(100)
  }
  page.off('request', busy)
  page.off('requestfinished', done)
  page.off('requestfailed', done)
}

export interface LoadedFile {
  /** Path on our origin (or the full URL of another). */
  url: string
  type: 'script' | 'stylesheet'
  /** Bytes of the decoded body. */
  bytes: number
  /** The body gzipped here (zlib's default level, as Vite's report): independent of the server's encoding. */
  gzipBytes: number
}

export interface InitialLoad {
  finalPath: string
  files: LoadedFile[]
  jsGzipBytes: number
  cssGzipBytes: number
}

/**
 * The JavaScript and CSS a first visit really downloads before any interaction, read from the
 * network responses of a fresh 375 px context (so nothing comes from a cache).
 */
export async function measureInitialLoad(
  browser: Browser,
  baseUrl: string,
  path: string,
  session: Session | undefined,
  locale: Locale,
): Promise<InitialLoad> {
  const context = await newContext(browser, baseUrl, 375, session, locale)
  try {
    const page = await context.newPage()
    const pending: Promise<LoadedFile | undefined>[] = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      pending.push(
        response.body().then(
          (body) => {
            const url = new URL(response.url())
            return {
              url: url.origin === new URL(baseUrl).origin ? url.pathname : url.href,
              type,
              bytes: body.length,
              gzipBytes: gzipSync(body).length,
            }
          },
          () => undefined,
        ),
      )
    })
    await openSettled(page, new URL(path, baseUrl).href)
    const files = (await Promise.all(pending)).filter((file): file is LoadedFile => file !== undefined)
    const sum = (type: LoadedFile['type']) => files.filter((file) => file.type === type).reduce((total, file) => total + file.gzipBytes, 0)
    return { finalPath: new URL(page.url()).pathname, files, jsGzipBytes: sum('script'), cssGzipBytes: sum('stylesheet') }
  } finally {
    await context.close()
  }
}

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  /** CSS selectors of the first few elements concerned. */
  targets: string[]
  nodes: number
}

export interface AxeResult {
  width: number
  finalPath: string
  violations: AxeViolation[]
  /** Rules axe could not decide (e.g. contrast over an image): listed, not counted. */
  incomplete: string[]
}

interface AxeRunResults {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[]
  incomplete: { id: string }[]
}

/** axe-core's default rule set (WCAG 2.x A and AA plus best practices) on the settled page at `width` px. */
export async function runAxe(
  browser: Browser,
  baseUrl: string,
  path: string,
  width: number,
  session: Session | undefined,
  locale: Locale,
): Promise<AxeResult> {
  const context = await newContext(browser, baseUrl, width, session, locale)
  try {
    const page = await context.newPage()
    await openSettled(page, new URL(path, baseUrl).href)
    // Evaluated through DevTools, so the page's CSP (script-src 'self') does not apply.
    await page.evaluate(axeSource)
    const results = (await page.evaluate('axe.run(document, { resultTypes: ["violations", "incomplete"] })')) as AxeRunResults
    return {
      width,
      finalPath: new URL(page.url()).pathname,
      violations: results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
        nodes: violation.nodes.length,
      })),
      incomplete: results.incomplete.map((item) => item.id),
    }
  } finally {
    await context.close()
  }
}

/**
 * Puts `session` into (or removes any session from) localStorage of the browser's default profile —
 * the one Lighthouse's tab uses. Done on /robots.txt, so no app code runs meanwhile.
 */
export async function setDefaultProfileSession(browser: Browser, baseUrl: string, session: Session | undefined, locale: Locale): Promise<void> {
  const [context] = browser.contexts()
  if (!context) throw new Error('The browser has no default context to put the session in')
  const page = await context.newPage()
  try {
    await page.goto(new URL('/robots.txt', baseUrl).href)
    await page.evaluate(([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)), [
      SESSION_STORAGE_KEY,
      session ? JSON.stringify(session) : null,
    ] as const)
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LOCALE_KEY, locale] as const)
    await page.evaluate(([name, value]) => (document.cookie = `${name}=${value}; Path=/; SameSite=Lax`), [LOCALE_COOKIE, locale] as const)
  } finally {
    await page.close()
  }
}
