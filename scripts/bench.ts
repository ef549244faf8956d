/**
 * Performance figures beside their baselines, in one run on one machine — figures, not a test (it
 * is not part of `npm test`).
 *
 *   npm run bench [-- --duration 10 --connections 1,10,50 --sizes 1000,100000 --runs 10 --only lambda,api,spa,scale]
 *
 * 1. Lambda start (scripts/bench/lambda-start.ts): every route bundled as CDK ships it, its size and
 *    cold import time beside an SDK-only baseline handler.
 * 2. API under load (scripts/bench/api-section.ts): autocannon against the local stack (started on
 *    free ports, serving an SPA built for this run), beside the raw DynamoDB calls each endpoint
 *    needs, at the same concurrency against the same DynamoDB Local.
 * 3. SPA (scripts/bench/spa-section.ts): initial JS/CSS per public page and the lazy chunks, on the
 *    same stack.
 * 4. Scale: `npm run bench:transfers` (scripts/bench/transfers-scale.ts) in a process of its own,
 *    with a private DynamoDB Local seeded to each size.
 *
 * Prints a Markdown table per section and writes everything to bench/results/bench-<timestamp>.json.
 * Exits 1 only when a section could not run; a missed target is a figure, marked MISS.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildSpaInto, startLocalStack, type StartedStack } from './audit/local-stack'
import { BENCH_SENDING_LIMITS, BENCH_VELOCITY, runApiSection, type ApiSectionResult } from './bench/api-section'
import { measureLambdaStart, type FunctionStart } from './bench/lambda-start'
import { apiTable, fmtMs, lazyChunksTable, scaleTable, spaRoutesTable, startTable, TARGETS, type ScaleKind, type ScaleRow } from './bench/report'
import { runSpaSection, type SpaSectionResult } from './bench/spa-section'
import { runScreeningSection, type ScreeningResult } from './bench/screening-section'
import { sizeLabel } from './bench/timing'
import { DEFAULT_SCALE_OPTIONS, environment, parseSizes, type OperationId, type SizeResult } from './bench/transfers-scale'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const log = (message: string) => process.stderr.write(`${message}\n`)
const SECTIONS = ['lambda', 'api', 'spa', 'scale', 'screening'] as const
type Section = (typeof SECTIONS)[number]

function parseOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '1,10,50' },
      sizes: { type: 'string', default: DEFAULT_SCALE_OPTIONS.sizes.join(',') },
      runs: { type: 'string', default: '10' },
      'scale-runs': { type: 'string', default: String(DEFAULT_SCALE_OPTIONS.runs) },
      only: { type: 'string', default: SECTIONS.join(',') },
    },
  })
  const whole = (name: string, text: string, min: number) => {
    const n = Number(text)
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min}, got '${text}'`)
    return n
  }
  const connections = values.connections.split(',').map((c) => whole('connections', c.trim(), 1))
  const only = values.only.split(',').map((s) => s.trim())
  const unknown = only.filter((s) => !(SECTIONS as readonly string[]).includes(s))
  if (unknown.length > 0) throw new Error(`--only knows ${SECTIONS.join(', ')}; not ${unknown.join(', ')}`)
  return {
    duration: whole('duration', values.duration, 1),
    connections: [...new Set(connections)].sort((a, b) => a - b),
    sizes: parseSizes(values.sizes),
    runs: whole('runs', values.runs, 1),
    scaleRuns: whole('scale-runs', values['scale-runs'], 1),
    only: new Set(only as Section[]),
  }
}
type Options = ReturnType<typeof parseOptions>

/** The Scale section's operations, by bench-transfers' ids; `info` rows are shown but not judged. */
const SCALE_OPERATIONS: { id: OperationId; label: string; kind: ScaleKind }[] = [
  { id: 'list-page-1', label: 'list page 1 (everyone)', kind: 'ratio' },
  { id: 'list-page-10', label: 'list page 10 by cursor', kind: 'ratio' },
  { id: 'stats', label: 'stats (totals)', kind: 'ratio' },
  { id: 'exact-invoice', label: 'exact invoice lookup', kind: 'ratio' },
  { id: 'exact-mobile', label: 'exact mobile lookup', kind: 'ratio' },
  { id: 'search-rare-first', label: 'search by name, rare (trigram index, 1st call)', kind: 'search' },
  { id: 'search-common-first', label: 'search by name, common (1st call)', kind: 'search' },
  { id: 'search-rare-all', label: 'search by name, rare, every match', kind: 'search' },
  { id: 'search-invoice-all', label: 'search an invoice fragment, every match', kind: 'search' },
  { id: 'search-phone-all', label: 'search a mobile fragment, every match', kind: 'search' },
  { id: 'search-full-name-first', label: 'search a full name, last name first (1st call)', kind: 'search' },
  { id: 'search-sender-email-first', label: "search a sender's e-mail (1st call)", kind: 'search' },
  { id: 'search-phone-shown', label: 'search a mobile number typed with spaces (1st call)', kind: 'search' },
]

/** `npm run bench:transfers` in a process of its own (its own DynamoDB Local and module singletons); its JSON. */
async function runScale(options: Options): Promise<{ results: SizeResult[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'remit-bench-scale-'))
  const out = join(dir, 'transfers.json')
  try {
    const args = [
      '--import',
      'tsx',
      join(repoRoot, 'scripts', 'bench-transfers.ts'),
      '--sizes',
      options.sizes.join(','),
      '--runs',
      String(options.scaleRuns),
      '--out',
      out,
    ]
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] })
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk.toString().replace(/^(?=.)/gm, '  [scale] ')))
    const code = await new Promise<number | null>((done) => child.once('exit', (exitCode) => done(exitCode)))
    if (code !== 0) throw new Error(`bench:transfers exited with ${code}`)
    return JSON.parse(readFileSync(out, 'utf8')) as { results: SizeResult[] }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function scaleRows(results: readonly SizeResult[]): ScaleRow[] {
  return SCALE_OPERATIONS.map(({ id, label, kind }) => ({
    operation: label,
    kind,
    p50: results.map((size) => size.operations.find((op) => op.id === id)?.p50 ?? Number.NaN),
    p95: results.map((size) => size.operations.find((op) => op.id === id)?.p95 ?? Number.NaN),
  }))
}

/** A page to serve when the SPA is not measured (or its build failed): the API needs no SPA. */
function placeholderSpa(dir: string): false {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Remit</title>')
  return false
}

/** Builds the SPA for this run into `dir`; on failure records why and serves a placeholder instead. */
async function buildSpa(dir: string, errors: Record<string, string>): Promise<boolean> {
  try {
    log('Building the SPA…')
    await buildSpaInto(dir)
    return true
  } catch (error) {
    errors.spa = `the SPA build failed: ${error instanceof Error ? error.message : String(error)}`
    log(errors.spa)
    return placeholderSpa(dir)
  }
}

async function main(): Promise<void> {
  const options = parseOptions()
  const started = new Date()
  const loadAtStart = loadavg()
  const errors: Record<string, string> = {}
  const record = (section: string, error: unknown) => {
    errors[section] = error instanceof Error ? (error.stack ?? error.message) : String(error)
    log(`${section} failed: ${errors[section]}`)
  }
  let lambda: FunctionStart[] | undefined
  let api: ApiSectionResult | undefined
  let spa: SpaSectionResult | undefined
  let scale: { results: SizeResult[] } | undefined
  let screening: ScreeningResult | undefined
  const workDir = mkdtempSync(join(tmpdir(), 'remit-bench-'))
  let stack: StartedStack | undefined
  const stopAll = async () => {
    await stack?.stop().catch((error: unknown) => log(`Stopping the stack: ${String(error)}`))
    stack = undefined
    rmSync(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().then(() => process.exit(130)))

  try {
    if (options.only.has('lambda')) {
      log(`Lambda start: bundling every route as CDK does, ${options.runs} fresh imports each (ours and the baseline, alternately)…`)
      lambda = await measureLambdaStart({ repoRoot, outDir: join(workDir, 'lambda'), runs: options.runs, log }).catch((error: unknown) => {
        record('lambda', error)
        return undefined
      })
    }
    if (options.only.has('api') || options.only.has('spa')) {
      const spaDir = join(workDir, 'spa')
      const built = options.only.has('spa') ? await buildSpa(spaDir, errors) : placeholderSpa(spaDir)
      try {
        stack = await startLocalStack(spaDir, log, {
          transferVelocity: JSON.stringify(BENCH_VELOCITY),
          sendingLimits: JSON.stringify(BENCH_SENDING_LIMITS),
        })
        if (options.only.has('api')) {
          log(`API under load: ${options.duration} s at ${options.connections.join(', ')} connection(s), each beside its raw DynamoDB calls…`)
          api = await runApiSection({
            baseUrl: stack.baseUrl,
            functionEnv: stack.functionEnv,
            connections: options.connections,
            seconds: options.duration,
            log,
          }).catch((error: unknown) => {
            record('api', error)
            return undefined
          })
        }
        if (options.only.has('spa') && built) {
          log('SPA: initial load of each public page…')
          spa = await runSpaSection(stack.baseUrl, spaDir, log).catch((error: unknown) => {
            record('spa', error)
            return undefined
          })
        }
      } catch (error) {
        record('stack', error)
      } finally {
        await stack?.stop().catch(() => undefined)
        stack = undefined
      }
    }
    if (options.only.has('screening')) {
      log('Sanctions screening: 20,000 generated entries, 2,000 transfers…')
      try {
        screening = runScreeningSection()
      } catch (error) {
        record('screening', error)
      }
    }
    if (options.only.has('scale')) {
      log(`Scale: bench:transfers at ${options.sizes.map(sizeLabel).join(' and ')} transfers…`)
      scale = await runScale(options).catch((error: unknown) => {
        record('scale', error)
        return undefined
      })
    }
  } finally {
    await stopAll()
  }

  const loadAtEnd = loadavg()
  const env = { ...environment(), loadAverage: { start: loadAtStart.map(round2), end: loadAtEnd.map(round2) } }
  const sizeLabels = options.sizes.map(sizeLabel)
  const report: string[] = [
    '# npm run bench',
    '',
    `${started.toISOString()}; ${env.cpus} × ${env.cpuModel ?? 'CPU'}, ${env.memoryGb} GB, Node ${env.node}, ${env.java ?? 'java'}, ${env.dynamodbLocal ?? 'DynamoDB Local'}, commit ${env.commit ?? '?'}. ` +
      `Load average (1, 5, 15 min) ${env.loadAverage.start.join(', ')} at the start, ${env.loadAverage.end.join(', ')} at the end.`,
    '',
  ]
  if (screening) {
    report.push(
      '## Sanctions screening',
      '',
      `The create's screening of two names (sender, recipient) against a generated list of ${screening.entries.toLocaleString('en-US')} entries (${screening.names.toLocaleString('en-US')} names and aliases), in memory as a warm function holds it; matcher built in ${fmtMs(screening.buildMs)} ms (once per list version and function). ${screening.transfers.toLocaleString('en-US')} transfers, ${screening.hits} of them hits (a tenth are listed names with a typo). Target: p99 ≤ 5 ms added to a create.`,
      '',
      '| p50 (ms) | p95 | p99 | max |',
      '|---|---|---|---|',
      `| ${fmtMs(screening.p50Ms)} | ${fmtMs(screening.p95Ms)} | ${fmtMs(screening.p99Ms)} | ${fmtMs(screening.maxMs)} |`,
      '',
    )
  }
  if (lambda) {
    report.push(
      '## Lambda start',
      '',
      `Each route's handler bundled with functionBuildOptions (the options every function ships with: minified ESM for node22, SDK bundled); import time = median of ${options.runs} fresh \`node\` processes importing the bundle (which creates its module-level clients), Node's own start excluded. Baseline: a handler that only imports and creates the SDK clients the bundle holds, bundled the same way.`,
      '',
      startTable(
        lambda.map((f) => ({
          routeId: f.routeId,
          clients: f.clients,
          bytes: f.bytes,
          importMedianMs: f.importMedianMs,
          baselineBytes: f.baseline.bytes,
          baselineImportMedianMs: f.baseline.importMedianMs,
          besideBytes: f.besideBytes,
        })),
      ),
      '',
    )
  }
  if (api) {
    report.push(
      '## API under load',
      '',
      `autocannon, ${options.duration} s per row, keep-alive connections with one request in flight each; a customer who owns ${api.ownTransfers} transfers (list = their first page of 20). ` +
        'Raw = the DynamoDB calls the endpoint needs, sent with the SDK from the bench process to the same DynamoDB Local by the same number of callers for the same time. p50/p99 from every 2xx answer; errors = connection errors and time-outs.',
      '',
      apiTable(api.rows),
      '',
      `Floor: \`GET /api/health\` (HTTP, the local gateway and the route wrapper; no token, no DynamoDB) at 1 connection: p50 ${fmtMs(api.floor.p50)} ms, p99 ${fmtMs(api.floor.p99)} ms, ${Math.round(api.floor.perSecond)} req/s.`,
      '',
      ...[...new Map(api.rows.map((row) => [row.endpoint, row.raw])).entries()].map(([endpoint, raw]) => `- \`${endpoint}\` raw: ${raw}`),
      '',
      '### The ledger in a payment',
      '',
      "The create's transaction (TransactWriteItems, as the handler sends it) with its journal entries and without them, in alternating one-second slices. Target: p50 with ≤ 1.2× without.",
      '',
      '| connections | with: req/s | p50 ms | p99 ms | without: req/s | p50 ms | p99 ms | ratio (p50) |',
      '|---|---|---|---|---|---|---|---|',
      ...api.ledgerCost.map(
        (row) =>
          `| ${row.connections} | ${Math.round(row.withLedger.perSecond)} | ${fmtMs(row.withLedger.p50)} | ${fmtMs(row.withLedger.p99)} | ${Math.round(row.withoutLedger.perSecond)} | ${fmtMs(row.withoutLedger.p50)} | ${fmtMs(row.withoutLedger.p99)} | ${row.ratio.toFixed(2)}× ${row.ratio <= 1.2 ? 'PASS' : 'MISS'} |`,
      ),
      '',
    )
  }
  if (spa) {
    report.push(
      '## SPA',
      '',
      'Gzip bytes (zlib default level, as Vite reports) of the JS and CSS a fresh 375 px visit downloads before any interaction, from the real network responses; then every lazy chunk of the build.',
      '',
      spaRoutesTable(spa.routes),
      '',
      `Loaded by index.html: ${spa.build.entry.map((chunk) => `\`${chunk.file}\` ${(chunk.gzipBytes / 1000).toFixed(1)} KB`).join(', ')}.`,
      '',
      lazyChunksTable(spa.build.lazy),
      '',
      `Catalogs (a language's share of one chunk's messages, loaded with the chunk): ${spa.build.catalogs.length} files, the largest ${((spa.build.catalogs[0]?.gzipBytes ?? 0) / 1000).toFixed(1)} KB.`,
      '',
    )
  }
  if (scale) {
    report.push(
      '## Scale',
      '',
      `\`npm run bench:transfers\` logic: a private DynamoDB Local seeded through the store's item shapes to ${sizeLabels.join(' and ')} transfers; p50 of ${options.scaleRuns} in-process service calls each (page size 20); search is judged on its p95.`,
      '',
      scaleTable(scaleRows(scale.results), sizeLabels),
      '',
      `Search index upkeep: ${(scale.results.at(-1)?.postingsPerTransfer ?? Number.NaN).toFixed(1)} postings (one item write each) per new transfer; a status change writes none.`,
      '',
      `Ledger reconciliation (the daily job's whole-table check, ${scale.results[0]?.reconciliation.segments ?? '?'} parallel Scan segments, one run): ` +
        scale.results
          .map(
            ({ size, reconciliation: r }) =>
              `${sizeLabel(size)} transfers ${(r.ms / 1000).toFixed(1)} s (${r.entries.toLocaleString('en-US')} entries, ${r.itemsRead.toLocaleString('en-US')} items read, heap +${r.heapPeakMb} MB)`,
          )
          .join('; ') +
        '.',
      '',
    )
  }
  const failed = Object.keys(errors)
  if (failed.length > 0) report.push('## Not measured', '', ...failed.map((section) => `- ${section}: ${(errors[section] ?? '').split('\n')[0]}`), '')
  process.stdout.write(`${report.join('\n')}\n`)

  const file = join(repoRoot, 'bench', 'results', `bench-${started.toISOString().replace(/[:.]/g, '-')}.json`)
  mkdirSync(dirname(file), { recursive: true })
  const json = {
    benchmark: 'bench',
    at: started.toISOString(),
    options: { ...options, only: [...options.only] },
    environment: env,
    targets: TARGETS,
    lambda,
    api,
    spa,
    scale,
    errors,
  }
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`)
  log(`Figures written to ${relative(process.cwd(), file)}`)
  process.exitCode = failed.length > 0 ? 1 : 0
}

const round2 = (n: number) => Math.round(n * 100) / 100

main().catch((error: unknown) => {
  log(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  process.exit(1)
})
