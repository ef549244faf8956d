/**
 * List and search latency of the transfers service at growing table sizes — figures, not pass/fail.
 *
 *   npm run bench:transfers [-- --sizes 1000,100000 --runs 30 --warmup 3 --concurrency 12 --owners 100 --tmp /dev/shm --ledger-only]
 *
 * Starts a private DynamoDB Local (+ the other emulators) on free ports, seeds transfers straight
 * into the table and times `listTransfersFor` / `getStats` in this process at each size
 * (scripts/bench/transfers-scale.ts, which `npm run bench` uses too). Prints Markdown tables and
 * writes the raw figures to bench/results/transfers-<timestamp>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { markdownTable, ms, sizeLabel } from './bench/timing'
import {
  DEFAULT_SCALE_OPTIONS,
  defaultTmp,
  environment,
  LIMIT,
  parseSizes,
  runTransfersScale,
  type ScaleOptions,
  type SizeResult,
} from './bench/transfers-scale'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const log = (message: string) => process.stderr.write(`${message}\n`)

function options(): ScaleOptions & { out?: string } {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: DEFAULT_SCALE_OPTIONS.sizes.join(',') },
      runs: { type: 'string', default: String(DEFAULT_SCALE_OPTIONS.runs) },
      warmup: { type: 'string', default: String(DEFAULT_SCALE_OPTIONS.warmup) },
      concurrency: { type: 'string', default: String(DEFAULT_SCALE_OPTIONS.concurrency) },
      owners: { type: 'string', default: String(DEFAULT_SCALE_OPTIONS.owners) },
      tmp: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      // Transfers and their ledger only, no search postings; only the reconciliation is timed.
      'ledger-only': { type: 'boolean', default: false },
      // Where the JSON goes (`npm run bench` runs this script and reads it back); bench/results/ by default.
      out: { type: 'string' },
    },
  })
  const positive = (name: string, value: string) => {
    const n = Number(value)
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got '${value}'`)
    return n
  }
  return {
    sizes: parseSizes(values.sizes),
    runs: Math.max(1, positive('runs', values.runs)),
    warmup: positive('warmup', values.warmup),
    concurrency: Math.max(1, positive('concurrency', values.concurrency)),
    owners: Math.max(1, positive('owners', values.owners)),
    tmp: values.tmp ?? defaultTmp(),
    verbose: values.verbose,
    ledgerOnly: values['ledger-only'],
    ...(values.out ? { out: resolve(values.out) } : {}),
  }
}

async function main(): Promise<void> {
  const opts = options()
  report(opts, await runTransfersScale(opts, log))
}

function report(opts: ScaleOptions & { out?: string }, results: SizeResult[]): void {
  const first = results[0]
  const last = results.at(-1)
  if (!first || !last) return
  const labels = results.map((r) => sizeLabel(r.size))
  const comparing = results.length > 1

  const latencyHeader = [
    'operation',
    ...labels.flatMap((l) => [`${l} p50 (ms)`, `${l} p95 (ms)`]),
    ...(comparing ? [`ratio ${labels.at(-1)}/${labels[0]} p50`] : []),
  ]
  const latencyRows = first.operations.map((op, i) => {
    const cells = results.flatMap((r) => [ms(r.operations[i]?.p50), ms(r.operations[i]?.p95)])
    const ratio = (last.operations[i]?.p50 ?? Number.NaN) / op.p50
    return [op.operation, ...cells, ...(comparing ? [Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '–'] : [])]
  })

  const countsHeader = ['operation', 'timed', ...labels.map((l) => `${l}: read / returned (requests)`)]
  const countsRows = first.operations.map((op, i) => [
    op.operation,
    op.timed,
    ...results.map((r) => {
      const c = r.operations[i]?.counts
      if (!c) return '–'
      const calls = c.calls > 1 ? `, ${c.calls} calls` : ''
      return `${c.itemsRead} / ${c.returned} (${c.requests}${calls})${c.cursor ? ' + cursor' : ''}`
    }),
  ])

  let total = 0
  const seedRows = results.map((r) => {
    total += r.seed.seconds
    return [
      `to ${sizeLabel(r.size)}`,
      String(r.seed.transfers),
      String(r.seed.items),
      String(r.seed.requests),
      r.seed.seconds.toFixed(1),
      String(Math.round(r.seed.itemsPerSecond)),
      String(Math.round(r.seed.transfersPerSecond)),
    ]
  })

  const env = environment()
  const out = [
    `## Transfers list/search latency (in-process service calls against DynamoDB Local)`,
    '',
    `${opts.warmup} warm-ups, then ${opts.runs} timed runs per operation (the "every call to the end" row: ${Math.min(opts.runs, 5)} runs after ${Math.min(opts.warmup, 1)} warm-up); nearest-rank percentiles; page size ${LIMIT}; ${opts.owners} senders. ` +
      `Every listTransfersFor call also reads the stats counter first (one GetItem). Substring search reads at most SEARCH_BUDGET (2,000) transfers per call and then returns a cursor.`,
    '',
    markdownTable(latencyHeader, latencyRows),
    '',
    `Items read (DynamoDB ScannedCount + items got, counter included) / transfers returned, and DynamoDB requests, in the last timed run:`,
    '',
    markdownTable(countsHeader, countsRows, 2),
    '',
    `Seeding (BatchWriteItem, 25 puts a request, ${opts.concurrency} in flight; 3 items per transfer, its search postings and journal entries, then the counters: totals and day/month buckets per destination, for everyone and per sender):`,
    '',
    markdownTable(['stage', 'transfers', 'items', 'requests', 'seconds', 'items/s', 'transfers/s'], seedRows),
    '',
    `Ledger reconciliation (whole table, one run each): ${results
      .map(
        ({ size, reconciliation: r }) =>
          `${sizeLabel(size)} ${(r.ms / 1000).toFixed(1)} s, ${r.itemsRead} items read in ${r.requests} requests, heap +${r.heapPeakMb} MB`,
      )
      .join('; ')}.`,
    '',
    `Seeding total ${total.toFixed(1)} s; DynamoDB Local data under ${opts.tmp}. ${env.cpus} × ${env.cpuModel ?? 'CPU'}, Node ${env.node}, ${env.java ?? 'java'}, ${env.dynamodbLocal ?? 'DynamoDB Local'}.`,
  ].join('\n')
  process.stdout.write(`${out}\n`)

  const file = opts.out ?? join(repoRoot, 'bench', 'results', `transfers-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(
    file,
    `${JSON.stringify({ benchmark: 'transfers', at: new Date().toISOString(), options: opts, pageSize: LIMIT, environment: env, results }, null, 2)}\n`,
  )
  log(`\nRaw figures: ${relative(process.cwd(), file)}`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`bench:transfers failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(1)
  },
)
