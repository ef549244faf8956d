/**
 * The pure part of `npm run bench`: medians, ratios, the targets and their verdicts, and the
 * Markdown tables of each section. No I/O here, so it is unit-tested on its own (report.test.ts).
 */
import { markdownTable, percentile } from './timing'

/** 1 KB = 1000 bytes, as Vite and `npm run audit` report sizes. */
const KB = 1000

export const TARGETS = {
  /** Our endpoint's p50 over the raw DynamoDB call(s) for the same work, at 1 connection. */
  apiRatioAt1: 1.5,
  /** Errors (connection errors, time-outs and non-2xx answers) allowed at the highest concurrency. */
  apiErrorsAtMax: 0,
  bundleBytes: 400 * KB,
  /** The document functions carry the S3 client and its presigner besides DynamoDB's. */
  s3BundleBytes: 450 * KB,
  coldImportMs: 80,
  /** Ours over the SDK-only baseline handler, for size and for import time. */
  baselineRatio: 1.3,
  /** 100k over 1k for list pages, stats and exact lookups. */
  scaleRatio: 1.5,
  searchMsAtLargest: 100,
  spaInitialJsBytes: 100 * KB,
  lazyChunkBytes: 30 * KB,
} as const

/** Median; with an even count the mean of the middle two; NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? Number.NaN
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2
}

/** `a / b`, NaN when either is missing or b is 0 (a ratio of nothing is not 0 or ∞). */
export function ratio(a: number | undefined, b: number | undefined): number {
  if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return Number.NaN
  return a / b
}

export interface LatencySummary {
  count: number
  p50: number
  p99: number
}

/** Nearest-rank p50 and p99 of latencies in ms (unsorted input). */
export function latencySummary(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b)
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }
}

const finite = (n: number) => Number.isFinite(n)
export const fmtMs = (n: number | undefined) => (n === undefined || !finite(n) ? '–' : n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0))
const fmtRatio = (n: number) => (finite(n) ? `${n.toFixed(2)}×` : '–')
const fmtKb = (bytes: number | undefined) => (bytes === undefined || !finite(bytes) ? '–' : (bytes / KB).toFixed(1))
const fmtCount = (n: number) => (finite(n) ? String(Math.round(n)) : '–')

/** A judged cell: the figure, then PASS or MISS (a figure that could not be measured is a MISS). */
function verdict(text: string, pass: boolean): string {
  return `${text} ${pass ? 'PASS' : 'MISS'}`
}

const atMost = (value: number, limit: number) => finite(value) && value <= limit

// ---- 1 + 2: API under load beside the raw DynamoDB calls -------------------------------------

export interface LoadFigures {
  /** Completed requests (any status) per second. */
  perSecond: number
  p50: number
  p99: number
  /** Requests (or raw calls) completed. */
  count: number
  /** Connection errors and time-outs (autocannon), or calls that threw (raw). */
  errors: number
  /** Answers outside 2xx (the API only; the raw calls have no status). */
  non2xx: number
}

export interface ApiRow {
  endpoint: string
  /** What the raw baseline does for the same work. */
  raw: string
  connections: number
  api: LoadFigures
  baseline: LoadFigures
}

export interface ApiJudgement {
  ratio: number
  /** Undefined when no target applies at this concurrency. */
  pass?: boolean
  target?: string
}

/** The p50 ratio, judged at 1 connection (≤ 1.5×) and at the highest concurrency measured (no errors). */
export function judgeApi(row: ApiRow, maxConnections: number): ApiJudgement {
  const r = ratio(row.api.p50, row.baseline.p50)
  const failed = row.api.errors + row.api.non2xx
  if (row.connections === 1) return { ratio: r, pass: atMost(r, TARGETS.apiRatioAt1), target: `p50 ≤ ${TARGETS.apiRatioAt1}× raw` }
  if (row.connections === maxConnections && maxConnections > 1) return { ratio: r, pass: failed <= TARGETS.apiErrorsAtMax, target: '0 errors' }
  return { ratio: r }
}

export function apiTable(rows: readonly ApiRow[]): string {
  const maxConnections = Math.max(...rows.map((row) => row.connections))
  const header = [
    'endpoint',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'non-2xx',
    'raw calls/s',
    'raw p50 ms',
    'raw p99 ms',
    'raw errors',
    'p50 ratio',
    'target',
  ]
  const body = rows.map((row) => {
    const judged = judgeApi(row, maxConnections)
    const target = judged.pass === undefined ? '' : verdict(judged.target ?? '', judged.pass)
    return [
      `\`${row.endpoint}\``,
      String(row.connections),
      fmtCount(row.api.perSecond),
      fmtMs(row.api.p50),
      fmtMs(row.api.p99),
      String(row.api.errors),
      String(row.api.non2xx),
      fmtCount(row.baseline.perSecond),
      fmtMs(row.baseline.p50),
      fmtMs(row.baseline.p99),
      String(row.baseline.errors),
      fmtRatio(judged.ratio),
      target,
    ]
  })
  return markdownTable(header, body, 1)
}

// ---- 3: Lambda start ---------------------------------------------------------------------

export interface StartRow {
  routeId: string
  clients: readonly string[]
  bytes: number
  importMedianMs: number
  baselineBytes: number
  baselineImportMedianMs: number
  /** Packages copied beside the bundle and required on demand (0 when none). */
  besideBytes?: number
}

export interface StartJudgement {
  sizeRatio: number
  importRatio: number
  size: boolean
  importTime: boolean
  sizeVsBaseline: boolean
  importVsBaseline: boolean
  pass: boolean
}

/** A function's bundle budget: larger for those that hold the S3 client. */
const bundleBudget = (row: Pick<StartRow, 'clients'>): number => (row.clients.includes('S3') ? TARGETS.s3BundleBytes : TARGETS.bundleBytes)

export function judgeStart(row: StartRow): StartJudgement {
  const sizeRatio = ratio(row.bytes, row.baselineBytes)
  const importRatio = ratio(row.importMedianMs, row.baselineImportMedianMs)
  const judged = {
    sizeRatio,
    importRatio,
    size: atMost(row.bytes, bundleBudget(row)),
    importTime: atMost(row.importMedianMs, TARGETS.coldImportMs),
    sizeVsBaseline: atMost(sizeRatio, TARGETS.baselineRatio),
    importVsBaseline: atMost(importRatio, TARGETS.baselineRatio),
  }
  return { ...judged, pass: judged.size && judged.importTime && judged.sizeVsBaseline && judged.importVsBaseline }
}

export function startTable(rows: readonly StartRow[]): string {
  const header = [
    'function',
    'SDK clients',
    'bundle KB',
    'beside KB (on demand)',
    'baseline KB',
    'size ratio',
    'import ms (median)',
    'baseline ms',
    'import ratio',
  ]
  const budget = [
    '*target*',
    '',
    `≤ ${fmtKb(TARGETS.bundleBytes)} (with S3: ${fmtKb(TARGETS.s3BundleBytes)})`,
    '',
    '',
    `≤ ${TARGETS.baselineRatio}×`,
    `≤ ${TARGETS.coldImportMs}`,
    '',
    `≤ ${TARGETS.baselineRatio}×`,
  ]
  const body = rows.map((row) => {
    const judged = judgeStart(row)
    return [
      row.routeId,
      row.clients.join(', ') || '—',
      verdict(fmtKb(row.bytes), judged.size),
      row.besideBytes ? fmtKb(row.besideBytes) : '—',
      fmtKb(row.baselineBytes),
      verdict(fmtRatio(judged.sizeRatio), judged.sizeVsBaseline),
      verdict(fmtMs(row.importMedianMs), judged.importTime),
      fmtMs(row.baselineImportMedianMs),
      verdict(fmtRatio(judged.importRatio), judged.importVsBaseline),
    ]
  })
  return markdownTable(header, [budget, ...body], 2)
}

// ---- 4: Scale ----------------------------------------------------------------------------

/** `ratio`: judged on 100k/1k; `search`: on its time at the largest size; `info`: shown, not judged. */
export type ScaleKind = 'ratio' | 'search' | 'info'

export interface ScaleRow {
  operation: string
  kind: ScaleKind
  /** p50 ms at each size, in the order of `sizes`. */
  p50: readonly number[]
  /** p95 ms at each size: search is judged on it. */
  p95: readonly number[]
}

/** List pages, stats and exact lookups: largest/smallest ≤ 1.5×. Search: p95 ≤ 100 ms at the largest size. */
export function judgeScale(row: ScaleRow): { ratio: number; pass?: boolean; target: string } {
  const r = ratio(row.p50.at(-1), row.p50[0])
  if (row.kind === 'info') return { ratio: r, target: '' }
  if (row.kind === 'search') {
    const largest = row.p95.at(-1) ?? Number.NaN
    return { ratio: r, pass: atMost(largest, TARGETS.searchMsAtLargest), target: `p95 ≤ ${TARGETS.searchMsAtLargest} ms at the largest size` }
  }
  return { ratio: r, pass: atMost(r, TARGETS.scaleRatio), target: `ratio ≤ ${TARGETS.scaleRatio}×` }
}

export function scaleTable(rows: readonly ScaleRow[], sizeLabels: readonly string[]): string {
  const comparing = sizeLabels.length > 1
  const header = [
    'operation',
    ...sizeLabels.map((label) => `${label} p50 ms`),
    `${sizeLabels.at(-1) ?? ''} p95 ms`,
    ...(comparing ? [`ratio ${sizeLabels.at(-1)}/${sizeLabels[0]}`, 'target'] : []),
  ]
  const body = rows.map((row) => {
    const judged = judgeScale(row)
    const target = judged.pass === undefined ? '(not judged)' : verdict(judged.target, judged.pass)
    return [
      row.operation,
      ...row.p50.map((p) => fmtMs(p)),
      fmtMs(row.p95.at(-1) ?? Number.NaN),
      ...(comparing ? [fmtRatio(judged.ratio), target] : []),
    ]
  })
  return markdownTable(header, body, 1)
}

// ---- 5: SPA ------------------------------------------------------------------------------

export interface SpaRouteRow {
  path: string
  jsGzipBytes: number
  cssGzipBytes: number
  /** Where the page ended (a page that sends the visitor elsewhere is flagged). */
  finalPath: string
}

export function spaRoutesTable(rows: readonly SpaRouteRow[]): string {
  const header = ['public route', 'initial JS KB gzip', 'initial CSS KB gzip']
  const body = rows.map((row) => [
    `\`${row.path}\`${row.finalPath === row.path ? '' : ` (ended on \`${row.finalPath}\`)`}`,
    verdict(fmtKb(row.jsGzipBytes), atMost(row.jsGzipBytes, TARGETS.spaInitialJsBytes)),
    fmtKb(row.cssGzipBytes),
  ])
  return markdownTable(header, [['*target*', `≤ ${fmtKb(TARGETS.spaInitialJsBytes)}`, '—'], ...body], 1)
}

export interface ChunkRow {
  file: string
  gzipBytes: number
}

/** Lazy JS chunks are judged (≤ 30 KB: the signed-in pages are all lazy); CSS is listed. */
export function lazyChunksTable(rows: readonly ChunkRow[]): string {
  const body = rows.map((row) => [
    `\`${row.file}\``,
    row.file.endsWith('.js') ? verdict(fmtKb(row.gzipBytes), atMost(row.gzipBytes, TARGETS.lazyChunkBytes)) : fmtKb(row.gzipBytes),
  ])
  return markdownTable(['lazy chunk', 'KB gzip'], body, 1)
}
