/**
 * The pure part of `npm run audit`: budgets, medians, the PASS/FAIL verdict of each cell and the
 * Markdown table. No I/O here, so it is unit-tested on its own (budgets.test.ts).
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export const CATEGORY_LABELS: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
}

/** 1 KB = 1000 bytes, as in Vite's build report, so the figures can be compared with it. */
export const KB = 1000

export interface Budgets {
  /** Lowest acceptable Lighthouse score (0–100) per category. */
  scores: Record<Category, number>
  /** Most JavaScript (gzip bytes) a first visit of a public page may load before any interaction. */
  initialJsBytes: number
  /**
   * Most JavaScript (gzip bytes) a signed-in page may add beyond the entry and the dashboard shell
   * (each signed-in route chunk, with what it alone pulls in).
   */
  signedInRouteJsBytes: number
  /** Signed-in routes with a budget of their own instead of `signedInRouteJsBytes`, by audit route name. */
  routeJsBytesByRoute: Readonly<Record<string, number>>
  /** Most axe violations per viewport. */
  axeViolations: number
}

export const DEFAULT_BUDGETS: Budgets = {
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  initialJsBytes: 100 * KB,
  signedInRouteJsBytes: 30 * KB,
  // The send-money wizard measured 40.8 KB after its steps 2 and 3 and the payment request became
  // chunks of their own: what is left is all step 1's, 14.8 of it react-hook-form and its resolver,
  // which hold step 1's fields as they hold the app's other forms. 30 KB would need a second form
  // mechanism in this one form (docs/performance.md, "The wizard's route JS").
  routeJsBytesByRoute: { wizard: 41 * KB },
  axeViolations: 0,
}

/** Median of the numbers given; with an even count, the mean of the middle two. Undefined when empty. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] as number
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2
}

/** A Lighthouse category score (0–1, or null when the category could not be scored) as 0–100. */
export function toPercent(score: number | null | undefined): number | undefined {
  return typeof score === 'number' ? Math.round(score * 100) : undefined
}

interface AxeFigure {
  width: number
  /** Rule ids of the violations (one entry per rule). */
  violations: readonly string[]
}

/** What one route measured; the raw per-run figures stay in the JSON. */
export interface RouteSummary {
  name: string
  path: string
  /** Median of the runs per category; undefined when no run produced a score. */
  scores: Record<Category, number | undefined>
  axe: readonly AxeFigure[]
  initialJsBytes: number
  initialCssBytes: number
  /**
   * Set for signed-in pages: the JS they load beyond the entry and what every signed-in page loads
   * (shell and data layer). Such a page is judged on that, on Accessibility and on axe; its
   * Performance, Best Practices and SEO are shown, not judged (the agreed budgets).
   */
  routeJsBytes?: number
}

interface Cell {
  text: string
  pass: boolean
}

export interface RouteVerdict {
  name: string
  path: string
  signedIn: boolean
  cells: Record<Category | 'axe' | 'initialJs', Cell>
  initialCss: string
  pass: boolean
}

const kb = (bytes: number) => (bytes / KB).toFixed(1)

export function judge(summary: RouteSummary, budgets: Budgets = DEFAULT_BUDGETS): RouteVerdict {
  const signedIn = summary.routeJsBytes !== undefined
  const score = (category: Category): Cell => {
    const value = summary.scores[category]
    if (value === undefined) return { text: 'n/a', pass: false }
    if (signedIn && category !== 'accessibility') return { text: `${value} (info)`, pass: true }
    return { text: String(value), pass: value >= budgets.scores[category] }
  }
  const axeCounts = summary.axe.map((figure) => figure.violations.length)
  const axe: Cell = {
    text: summary.axe.length === 0 ? 'n/a' : summary.axe.map((figure) => `${figure.violations.length} @${figure.width}`).join(', '),
    pass: summary.axe.length > 0 && axeCounts.every((count) => count <= budgets.axeViolations),
  }
  const initialJs: Cell =
    summary.routeJsBytes === undefined
      ? { text: kb(summary.initialJsBytes), pass: summary.initialJsBytes <= budgets.initialJsBytes }
      : {
          text: `${kb(summary.initialJsBytes)} (route ${kb(summary.routeJsBytes)})`,
          pass: summary.routeJsBytes <= (budgets.routeJsBytesByRoute[summary.name] ?? budgets.signedInRouteJsBytes),
        }
  const cells = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    axe,
    initialJs,
  }
  return {
    name: summary.name,
    path: summary.path,
    signedIn,
    cells,
    initialCss: kb(summary.initialCssBytes),
    pass: Object.values(cells).every((cell) => cell.pass),
  }
}

const mark = (cell: Cell) => `${cell.text} ${cell.pass ? 'PASS' : 'FAIL'}`

/** The report's table: one row per route, a budget row first; every judged cell says PASS or FAIL. */
export function markdownTable(verdicts: readonly RouteVerdict[], budgets: Budgets = DEFAULT_BUDGETS): string {
  const header = ['Route', ...CATEGORIES.map((c) => CATEGORY_LABELS[c]), 'axe (375, 1280 px)', 'Initial JS (KB gzip)', 'Initial CSS (KB gzip)']
  const budgetRow = [
    '*budget*',
    ...CATEGORIES.map((c) => (budgets.scores[c] >= 100 ? '100' : `≥ ${budgets.scores[c]}`)),
    `${budgets.axeViolations} each`,
    `≤ ${kb(budgets.initialJsBytes)}; signed in: route ≤ ${kb(budgets.signedInRouteJsBytes)}${Object.entries(budgets.routeJsBytesByRoute)
      .map(([name, bytes]) => ` (${name} ≤ ${kb(bytes)})`)
      .join('')}`,
    '—',
  ]
  const rows = verdicts.map((v) => [
    v.signedIn ? `\`${v.path}\` (${v.name})` : `\`${v.path}\``,
    ...CATEGORIES.map((c) => mark(v.cells[c])),
    mark(v.cells.axe),
    mark(v.cells.initialJs),
    v.initialCss,
  ])
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), line(budgetRow), ...rows.map(line)].join('\n')
}
