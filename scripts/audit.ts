/**
 * The public site against its budgets — figures, not a test (it is not part of `npm test`).
 *
 *   npm run audit [-- --runs 3 --only home,faq --locale en,so|all --base-url http://127.0.0.1:3000 --strict]
 *
 * Builds the SPA into a temporary folder and starts the local stack on free ports to serve it
 * (unless --base-url points at a running stack), then for every page of scripts/audit/routes.ts: Lighthouse mobile
 * (--runs times, median per category), axe-core at 375 and 1280 px, and the JavaScript and CSS a
 * first visit downloads before any interaction (gzip). Prints a Markdown table with PASS/FAIL per
 * cell, the findings behind every miss and the lazy chunks of the build, and writes everything to
 * bench/results/audit-<timestamp>.json. Exits 1 on a budget miss only with --strict.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { isLocale, LOCALES } from '../shared/i18n/locales'
import type { Session } from '../shared/users/user'
import { CATEGORIES, CATEGORY_LABELS, DEFAULT_BUDGETS, judge, KB, markdownTable, median, type RouteSummary } from './audit/budgets'
import { readBuildChunks } from './audit/build-chunks'
import { startChrome } from './audit/chrome'
import { runLighthouse, type AuditFinding, type LighthouseRun } from './audit/lighthouse-run'
import { buildSpaInto, startLocalStack, type StartedStack } from './audit/local-stack'
import { measureInitialLoad, runAxe, setDefaultProfileSession, type AxeResult, type InitialLoad } from './audit/page-checks'
import { readLocalSettings } from '../infra/local/local-settings'
import { AUDIT_ROUTES, resolvePath, type AuditSession, type RouteContext } from './audit/routes'
import { adminSignIn, countryIds, createPayoutBatch, createTransfer, signUpAndSignIn, reportProblem } from './audit/session'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const AXE_WIDTHS = [375, 1280] as const
const log = (message: string) => process.stderr.write(`${message}\n`)
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

/**
 * Lighthouse checks whose result on this offline, plain-HTTP localhost says nothing about the
 * deployed site (CloudFront, HTTPS, HTTP/2), printed with the report so nobody reads them as ours.
 */
const LOCALHOST_CAVEATS = [
  "Runs on http://127.0.0.1 with no network beyond it. Chrome treats localhost as a secure origin, so `is-on-https` passes here and says nothing about the deployed site (CloudFront serves HTTPS only); HTTP/2 and CloudFront's compression are not exercised either (the local gateway speaks HTTP/1.1 with gzip).",
  "Performance uses Lighthouse's simulated throttling (slow 4G, 4× CPU) on this machine; on a busy 2-core machine the CPU-bound metrics (TBT) vary between runs, hence the median of several runs.",
  'Audits Lighthouse could not run (score "error", e.g. one that needs to reach another host) are listed under each page and count as failed in their category, never as passed.',
]

/**
 * The Best Practices and SEO audits Lighthouse answered "not applicable" (no weight in the score).
 * Most mean "nothing to flag" (`has-hsts`, `csp-xss`, `clickjacking-mitigation` with our headers) or
 * "nothing to check" (`image-alt` on a page without images); `redirects-http` alone is skipped
 * because the page is on localhost.
 */
function notApplicable(results: readonly RouteResult[]): string | undefined {
  const ids = [...new Set(results.flatMap((result) => result.lighthouse.flatMap((run) => run.notApplicable)))].sort()
  if (ids.length === 0) return undefined
  const local = ids.includes('redirects-http')
    ? ' Of these only `redirects-http` (HTTP→HTTPS redirect) is skipped because the page is on localhost: on a stage, CloudFront redirects HTTP to HTTPS.'
    : ''
  return `Best Practices / SEO audits Lighthouse marked not applicable (nothing to flag or nothing to check; no weight): ${ids.map((id) => `\`${id}\``).join(', ')}.${local}`
}

interface RouteResult {
  name: string
  path: string
  session: AuditSession | 'none'
  lighthouse: LighthouseRun[]
  axe: AxeResult[]
  initial: InitialLoad
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      only: { type: 'string' },
      'base-url': { type: 'string' },
      strict: { type: 'boolean', default: false },
      locale: { type: 'string', default: 'en' },
    },
  })
  const runsGiven = process.argv.some((arg) => arg === '--runs' || arg.startsWith('--runs='))
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1')
  const only = values.only?.split(',').map((name) => name.trim())
  const locales = values.locale === 'all' ? [...LOCALES] : values.locale.split(',').map((name) => name.trim())
  const unknown = locales.filter((locale) => !isLocale(locale))
  if (unknown.length > 0) throw new Error(`--locale: unknown ${unknown.join(', ')}; one of ${LOCALES.join(', ')} or all`)
  return { runs, runsGiven, only, baseUrl: values['base-url'], strict: values.strict, locales: locales.filter(isLocale) }
}

/** Each finding once, with how many of the runs reported it. */
function mergeFindings(runs: readonly AuditFinding[][]): (AuditFinding & { runs: number })[] {
  const merged = new Map<string, AuditFinding & { runs: number }>()
  for (const findings of runs) {
    for (const finding of findings) {
      const seen = merged.get(finding.id)
      if (seen) seen.runs += 1
      else merged.set(finding.id, { ...finding, runs: 1 })
    }
  }
  return [...merged.values()]
}

const scriptsOf = (result: RouteResult) =>
  result.initial.files
    .filter((file) => file.type === 'script')
    .map((file) => ({ path: new URL(file.url, 'http://x').pathname, gzipBytes: file.gzipBytes }))

/**
 * The scripts every audited page inside the signed-in shell loads besides the entry: the shell and
 * the data layer (API client, SWR, session calls), fetched once per visit. Empty with fewer than two
 * such pages, so a lone page is charged for all of it.
 */
function sharedSignedInScripts(results: readonly RouteResult[], entryFiles: ReadonlySet<string>): Set<string> {
  const inShell = results.filter(
    (result) => result.session !== 'none' && scriptsOf(result).some(({ path }) => /\/(?:signed-in|dashboard)-layout-[\w-]+\.js$/.test(path)),
  )
  if (inShell.length < 2) return new Set()
  const [first, ...rest] = inShell.map((result) => new Set(scriptsOf(result).map(({ path }) => path)))
  return new Set([...(first ?? [])].filter((path) => !entryFiles.has(path) && rest.every((paths) => paths.has(path))))
}

/** JS a signed-in page loads beyond the entry and the shared signed-in scripts: what that route alone costs. */
function routeJsBytes(result: RouteResult, excluded: ReadonlySet<string>): number | undefined {
  if (result.session === 'none') return undefined
  return scriptsOf(result)
    .filter(({ path }) => !excluded.has(path))
    .reduce((total, file) => total + file.gzipBytes, 0)
}

function summarize(result: RouteResult, excluded: ReadonlySet<string>): RouteSummary {
  const route = routeJsBytes(result, excluded)
  return {
    ...(route === undefined ? {} : { routeJsBytes: route }),
    name: result.name,
    path: result.path,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, median(result.lighthouse.map((run) => run.scores[c]).filter((score): score is number => score !== undefined))]),
    ) as RouteSummary['scores'],
    axe: result.axe.map((axe) => ({ width: axe.width, violations: axe.violations.map((violation) => violation.id) })),
    initialJsBytes: result.initial.jsGzipBytes,
    initialCssBytes: result.initial.cssGzipBytes,
  }
}

function details(result: RouteResult, runs: number): string[] {
  const lines = [`### \`${result.path}\`${result.session === 'none' ? '' : ` (signed in: ${result.session})`}`, '']
  const perRun = CATEGORIES.map((c) => `${CATEGORY_LABELS[c]} ${result.lighthouse.map((run) => run.scores[c] ?? 'n/a').join('/')}`)
  lines.push(`- Lighthouse runs: ${perRun.join('; ')}`)
  const lcp = result.lighthouse.map((run) => Math.round(run.metrics['largest-contentful-paint'] ?? NaN))
  const tbt = result.lighthouse.map((run) => Math.round(run.metrics['total-blocking-time'] ?? NaN))
  lines.push(`- LCP ms ${lcp.join('/')}; TBT ms ${tbt.join('/')}`)
  for (const finding of mergeFindings(result.lighthouse.map((run) => run.failing))) {
    lines.push(
      `- Lighthouse \`${finding.id}\` (${finding.title}): score ${finding.score} in ${finding.runs}/${runs} runs${finding.items ? ` — ${finding.items.join(', ')}` : ''}`,
    )
  }
  for (const finding of mergeFindings(result.lighthouse.map((run) => run.errored))) {
    lines.push(`- Lighthouse \`${finding.id}\` could not run in ${finding.runs}/${runs} runs: ${finding.error ?? 'no reason given'}`)
  }
  for (const warning of new Set(result.lighthouse.flatMap((run) => run.warnings))) lines.push(`- Lighthouse warning: ${warning}`)
  for (const axe of result.axe) {
    for (const violation of axe.violations) {
      lines.push(
        `- axe @${axe.width}px \`${violation.id}\` (${violation.impact ?? 'n/a'}, ${violation.nodes} element(s)): ${violation.help} — ${violation.targets.join(', ')}`,
      )
    }
  }
  const files = result.initial.files.map((file) => `${file.url} ${kb(file.gzipBytes)}`)
  lines.push(`- Initial load (${kb(result.initial.jsGzipBytes)} JS, ${kb(result.initial.cssGzipBytes)} CSS gzip): ${files.join(', ')}`)
  return [...lines, '']
}

async function main(): Promise<void> {
  const options = parseOptions()
  const routes = AUDIT_ROUTES.filter((route) => !options.only || options.only.includes(route.name))
  if (routes.length === 0) throw new Error(`--only matched no route; routes: ${AUDIT_ROUTES.map((route) => route.name).join(', ')}`)

  let stack: StartedStack | undefined
  let chrome: Awaited<ReturnType<typeof startChrome>> | undefined
  // Our own build of the current sources, unless we audit a stack someone else runs (which serves frontend/dist).
  const spaDir = options.baseUrl ? join(repoRoot, 'frontend', 'dist') : mkdtempSync(join(tmpdir(), 'remit-audit-spa-'))
  // Every step runs even when one before it fails: a left-over stack would keep its emulators running.
  const stopAll = async () => {
    const results = await Promise.allSettled([chrome?.close(), stack?.stop()])
    if (!options.baseUrl) rmSync(spaDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
    for (const result of results) if (result.status === 'rejected') log(`Cleanup: ${String(result.reason)}`)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().then(() => process.exit(130)))
  try {
    if (!options.baseUrl) {
      log('Building the SPA…')
      await buildSpaInto(spaDir)
      stack = await startLocalStack(spaDir, log)
    }
    const baseUrl = options.baseUrl ?? (stack as StartedStack).baseUrl
    log(`Auditing ${baseUrl} (${options.runs} Lighthouse run(s) per page)`)
    chrome = await startChrome()
    const browser = await chromium.connectOverCDP(chrome.wsEndpoint)
    const sessions = new Map<AuditSession, Session>()
    const sessionFor = async (kind: AuditSession): Promise<Session> => {
      const known = sessions.get(kind)
      if (known) return known
      const made = kind === 'admin' ? await adminSignIn(baseUrl, readLocalSettings(process.env, repoRoot)) : await signUpAndSignIn(baseUrl)
      sessions.set(kind, made)
      return made
    }
    const destinations = await countryIds(baseUrl)
    let context: RouteContext = { countryIds: destinations, transferId: '', customerId: '', payoutBatchId: '' }
    if (routes.some((route) => route.session !== undefined)) {
      const customer = await sessionFor('customer')
      const transferId = await createTransfer(baseUrl, customer, destinations[0] ?? 'so')
      await reportProblem(baseUrl, customer, transferId)
      // A transfer to a (synthetic) listed name, so the Compliance review screen has one to show.
      await createTransfer(baseUrl, customer, destinations[0] ?? 'so', { firstName: 'Xasan', middleName: 'Qorane', lastName: 'Dhuubow' })
      // Another of the customer's transfers in a payout batch, so the batch page has one to show.
      const batched = await createTransfer(baseUrl, customer, destinations[0] ?? 'so')
      const payoutBatchId = await createPayoutBatch(baseUrl, await sessionFor('admin'), destinations[0] ?? 'so', batched)
      context = { countryIds: destinations, customerId: customer.id, transferId, payoutBatchId }
    }

    const results: RouteResult[] = []
    for (const locale of options.locales)
      for (const route of routes) {
        const path = resolvePath(route, context)
        const session = route.session ? await sessionFor(route.session) : undefined
        // Signed-in pages are judged on Accessibility, axe and route JS: one Lighthouse run unless asked.
        const runs = route.session && !options.runsGiven ? 1 : options.runs
        log(`${path} [${locale}]: initial load, axe at ${AXE_WIDTHS.join(' and ')} px, Lighthouse ×${runs}`)
        const initial = await measureInitialLoad(browser, baseUrl, path, session, locale)
        const axe: AxeResult[] = []
        for (const width of AXE_WIDTHS) axe.push(await runAxe(browser, baseUrl, path, width, session, locale))
        const lighthouse: LighthouseRun[] = []
        for (let run = 0; run < runs; run += 1) {
          await setDefaultProfileSession(browser, baseUrl, session, locale)
          lighthouse.push(await runLighthouse(new URL(path, baseUrl).href, chrome.port))
        }
        // A page that sent us elsewhere (e.g. a signed-in page to sign-in) was not what we meant to measure.
        const landed = new Set([initial.finalPath, ...axe.map((a) => a.finalPath), ...lighthouse.map((run) => new URL(run.finalUrl).pathname)])
        const expected = new URL(path, baseUrl).pathname
        if (landed.size !== 1 || !landed.has(expected)) log(`  warning: ${path} ended on ${[...landed].join(', ')}`)
        // Another language's row names it beside the path.
        results.push({
          name: route.name,
          path: locale === 'en' ? path : `${path} [${locale}]`,
          session: route.session ?? 'none',
          lighthouse,
          axe,
          initial,
        })
      }
    await browser.close()

    const build = readBuildChunks(spaDir)
    const entryFiles = new Set(build.entry.map((chunk) => chunk.file))
    const shared = sharedSignedInScripts(results, entryFiles)
    const verdicts = results.map((result) => judge(summarize(result, new Set([...entryFiles, ...shared]))))
    const sharedBytes = build.lazy.filter((chunk) => shared.has(chunk.file)).reduce((total, chunk) => total + chunk.gzipBytes, 0)
    const report = [
      '## SPA audit',
      '',
      `Lighthouse ${options.runs === 1 ? '1 run' : `median of ${options.runs} runs`} (mobile), axe-core at ${AXE_WIDTHS.join(' and ')} px, gzip bytes of what a first visit loads before any interaction. ${new Date().toISOString()}`,
      '',
      markdownTable(verdicts),
      '',
      ...(shared.size > 0
        ? [
            `Signed-in pages share ${kb(sharedBytes)} of scripts beyond the entry (shell and data layer, loaded once per visit): ${[...shared].join(', ')}. "route" is what a page loads beyond those and the entry.`,
            '',
          ]
        : []),
      ...results.flatMap((result) => details(result, result.lighthouse.length)),
      '### Build chunks (gzip)',
      '',
      `- Loaded by index.html: ${build.entry.map((chunk) => `${chunk.file} ${kb(chunk.gzipBytes)}`).join(', ')}`,
      `- Lazy: ${build.lazy.map((chunk) => `${chunk.file} ${kb(chunk.gzipBytes)}`).join(', ')}`,
      `- Catalogs (one language's share of one chunk, loaded with it): ${build.catalogs.length} files, the largest ${kb(build.catalogs[0]?.gzipBytes ?? 0)}`,
      '',
      '### Caveats',
      '',
      ...[...LOCALHOST_CAVEATS, notApplicable(results)].filter((caveat) => caveat !== undefined).map((caveat) => `- ${caveat}`),
    ].join('\n')
    process.stdout.write(`${report}\n`)

    const outDir = join(repoRoot, 'bench', 'results')
    mkdirSync(outDir, { recursive: true })
    const file = join(outDir, `audit-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
    writeFileSync(
      file,
      JSON.stringify(
        {
          when: new Date().toISOString(),
          baseUrl,
          runs: options.runs,
          budgets: DEFAULT_BUDGETS,
          verdicts,
          results,
          build,
          caveats: LOCALHOST_CAVEATS,
        },
        null,
        2,
      ),
    )
    log(`Figures written to ${relative(repoRoot, file)}`)

    const missed = verdicts.filter((verdict) => !verdict.pass)
    if (missed.length > 0)
      log(`Budget missed on ${missed.map((verdict) => verdict.path).join(', ')}${options.strict ? '' : ' (exit 0: pass --strict to fail on it)'}`)
    process.exitCode = options.strict && missed.length > 0 ? 1 : 0
  } finally {
    await stopAll()
  }
}

main().catch((error: unknown) => {
  log(`Audit failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  process.exit(1)
})
