import lighthouse, { type Flags, type Result } from 'lighthouse'
import { CATEGORIES, toPercent, type Category } from './budgets'

/** The Core Web Vitals and friends, kept per run so a score can be explained. */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const

export interface AuditFinding {
  id: string
  title: string
  /** 0–1 for scored audits; null when the audit errored. */
  score: number | null
  /** Lighthouse's reason when the audit could not run (scoreDisplayMode 'error'). */
  error?: string
  /** Where it applies (selector or URL) — the first few items. */
  items?: string[]
}

export interface LighthouseRun {
  /** 0–100 per category; undefined when Lighthouse could not score it. */
  scores: Record<Category, number | undefined>
  metrics: Record<(typeof METRICS)[number], number | undefined>
  /** Scored audits below 1 in any category (what costs points). */
  failing: AuditFinding[]
  /** Audits that could not run: they count as failed in their category. */
  errored: AuditFinding[]
  /**
   * Best Practices and SEO audits Lighthouse found nothing to judge on (e.g. HSTS and HTTP→HTTPS
   * redirects on a plain-HTTP localhost): they say nothing about the deployed site.
   */
  notApplicable: string[]
  finalUrl: string
  warnings: string[]
  runtimeError?: string
}

const NOT_SCORED = new Set(['informative', 'manual', 'notApplicable'])

function itemsOf(audit: Result['audits'][string]): string[] | undefined {
  const details = audit.details
  if (!details || !('items' in details) || !Array.isArray(details.items)) return undefined
  const labels: string[] = []
  for (const item of details.items.slice(0, 5)) {
    if (typeof item !== 'object' || item === null) continue
    const record = item as Record<string, unknown>
    const node = record.node as { selector?: unknown; snippet?: unknown } | undefined
    const label = node?.selector ?? record.url ?? record.source ?? node?.snippet
    if (typeof label === 'string') labels.push(label)
    else if (typeof label === 'object' && label !== null && 'url' in label && typeof label.url === 'string') labels.push(label.url)
  }
  return labels.length > 0 ? labels : undefined
}

/** What a Lighthouse report says, reduced to what the audit keeps. */
function summarizeLhr(lhr: Result): LighthouseRun {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, toPercent(lhr.categories[c]?.score)])) as Record<Category, number | undefined>
  const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue])) as LighthouseRun['metrics']
  // Only audits that weigh in a score: the rest (performance insights, diagnostics) are hints.
  const ids = new Set(CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? []))
  const notApplicable = (['best-practices', 'seo'] as const).flatMap(
    (c) => lhr.categories[c]?.auditRefs.filter((ref) => lhr.audits[ref.id]?.scoreDisplayMode === 'notApplicable').map((ref) => ref.id) ?? [],
  )
  const failing: AuditFinding[] = []
  const errored: AuditFinding[] = []
  for (const id of ids) {
    const audit = lhr.audits[id]
    if (!audit) continue
    const items = itemsOf(audit)
    if (audit.scoreDisplayMode === 'error') {
      errored.push({ id, title: audit.title, score: null, ...(audit.errorMessage ? { error: audit.errorMessage } : {}) })
    } else if (!NOT_SCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1) {
      failing.push({ id, title: audit.title, score: audit.score, ...(items ? { items } : {}) })
    }
  }
  return {
    scores,
    metrics,
    failing,
    errored,
    notApplicable,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings.map(String),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  }
}

/**
 * One Lighthouse run with its default (mobile) settings: a Moto G Power-sized screen, simulated slow
 * 4G and a 4× slower CPU. Lighthouse opens its own tab in the Chrome listening on `port`.
 */
export async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    disableFullPageScreenshot: true,
  }
  const result = await lighthouse(url, flags)
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
  return summarizeLhr(result.lhr)
}
