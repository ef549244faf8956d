/**
 * `npm start` (and `npm run dev`): the whole product on this machine. Starts DynamoDB Local,
 * cognito-local and s3rver on loopback, creates the table, user pool and buckets, seeds the
 * countries, builds the SPA and serves SPA + API on http://localhost:$PORT. Ctrl-C or SIGTERM stops
 * every child before exiting, so the next start finds its ports free.
 */
// First: the AWS clients' time-outs are read when the gateway's imports load them.
import './emulator-env'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Server } from 'node:http'
import type { ViteDevServer } from 'vite'
import { ORIGIN_VERIFY_ENV } from '../../functions/lib/origin-verify'
import { PidFile } from './child-processes'
import { makeTransactionsDurable } from './dynamodb-local-durability'
import { startEmulators, type Emulators } from './emulators'
import { createGateway, listen, loadHandlers, repoRoot } from './gateway'
import { readLocalSettings } from './local-settings'
import { isPortFree } from './ports'
import { checkJava, PrerequisiteError } from './prerequisites'
import { LOCAL_CREDENTIALS } from './local-credentials'
import { functionEnvironment, LOCAL_REGION, provision } from './provision'
import { DEAD_LETTER_FILE, DeadLetterFile } from './dead-letters'
import { STREAM_CHECKPOINT_FILE } from '../../functions/events/stream-checkpoints'
import { loadStreamConsumers, startStreamRunner, type StreamRunner } from './stream-runner'
import { buildSpa } from './spa-build'
import { writeFileAtomically } from './atomic-file'
import { STACK_FILE, type RunningStack } from './running-stack'

// Lambda runs Node 22; the AWS SDK's notice about a laptop's Node 20 is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'
const devMode = process.argv.includes('--dev')
const started = performance.now()

let emulators: Emulators | undefined
let gateway: Server | undefined
let vite: ViteDevServer | undefined
let pidFile: PidFile | undefined
let stackFile: string | undefined
let stopping = false
let sweepTimer: NodeJS.Timeout | undefined
let reconcileTimer: NodeJS.Timeout | undefined
let streamRunner: StreamRunner | undefined

/** How often the local stack sweeps uploads never finished (the deployed stage: hourly). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000
/** How often the local stack reconciles the ledger, for the day going on (the deployed stage: daily, for the day that ended). */
const RECONCILE_INTERVAL_MS = 15 * 60 * 1000

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true
    clearInterval(sweepTimer)
    clearInterval(reconcileTimer)
    await streamRunner?.stop().catch(() => undefined)
    await Promise.allSettled([
      vite?.close(),
      new Promise<void>((resolve) => (gateway ? gateway.close(() => resolve()) : resolve())),
      emulators?.stop(),
    ])
    gateway?.closeAllConnections()
    pidFile?.remove()
    if (stackFile) rmSync(stackFile, { force: true })
  }
  process.exit(code)
}

async function main(): Promise<void> {
  const settings = readLocalSettings(process.env, repoRoot)
  checkJava()
  mkdirSync(settings.dataDir, { recursive: true })
  const pids = new PidFile(join(settings.dataDir, 'emulators.pid.json'))
  const ended = await pids.killLeftovers()
  if (ended > 0) console.log(`Stopped ${ended} emulator process(es) left over from a stack that was killed.`)

  const ports = [settings.port, ...Object.values(settings.emulatorPorts), ...(devMode ? [settings.vitePort] : [])]
  for (const port of ports) {
    if (!(await isPortFree(port))) {
      const variable = settings.portVariables[port] ?? 'VITE_PORT'
      throw new PrerequisiteError(
        `Port ${port} is already in use (another \`npm start\`?). Stop that process or choose another port with ${variable}=<port>.`,
      )
    }
  }

  const spa = devMode ? undefined : settings.spaDir ? Promise.resolve({ built: false, dir: settings.spaDir }) : buildSpa(repoRoot)
  // Awaited below; marked handled so a failed build is reported once, after the emulators are stopped.
  spa?.catch(() => undefined)
  emulators = await startEmulators(settings.emulatorPorts, settings.dataDir, {
    resetCode: settings.resetCode,
    verbose: settings.verbose,
    inMemory: settings.inMemory,
  })
  pids.write(emulators.children)
  pidFile = pids
  const resources = await provision(emulators, settings.dataDir)
  // The links in e-mails and SMS (the receipt's transfer page, the recipient's tracking page) open this stack's SPA.
  const functionEnv = {
    ...functionEnvironment(emulators, resources, settings),
    APP_URL: `http://localhost:${devMode ? settings.vitePort : settings.port}`,
  }
  Object.assign(process.env, functionEnv)
  // The gateway plays CloudFront: a value per start, sent in the origin-verify header and checked by
  // the handlers, as the stage's secret is. Not in stack.json's functionEnv: tools that call handlers
  // in-process with it are direct invokes, which the check leaves alone (IAM guards those in AWS).
  const originVerify = randomBytes(32).toString('base64url')
  process.env[ORIGIN_VERIFY_ENV] = originVerify
  const { config } = await import('../../functions/lib/config')
  // A bad setting (LOCAL_TRANSFER_VELOCITY, LOCAL_SENDING_LIMITS, LOCAL_SIGN_UP_FLOOR_MS) stops the start, not the first transfer.
  config()
  const handlers = await loadHandlers()
  const { dynamo } = await import('../../functions/lib/clients')
  // A table kept in memory is lost with the process anyway: no read after each transaction to put it on disk.
  if (!settings.inMemory) makeTransactionsDurable(dynamo)
  // The scheduled jobs of a deployed stage, on timers (functions/jobs/).
  const { handler: sweepUploads } = await import('../../functions/jobs/sweep-uploads')
  const sweep = () => void sweepUploads().catch(() => undefined)
  sweep()
  sweepTimer = setInterval(sweep, SWEEP_INTERVAL_MS)
  sweepTimer.unref()
  const { handler: reconcileLedger } = await import('../../functions/jobs/reconcile-ledger')
  const reconcile = () => void reconcileLedger({ day: new Date().toISOString().slice(0, 10) }).catch(() => undefined)
  reconcileTimer = setInterval(reconcile, RECONCILE_INTERVAL_MS)
  reconcileTimer.unref()
  // The table stream's consumers, as the deployed stage's event source mappings run them.
  const deadLetters = new DeadLetterFile(join(settings.dataDir, DEAD_LETTER_FILE))
  streamRunner = await startStreamRunner({
    endpoint: emulators.endpoints.dynamodb,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    tableName: resources.tableName,
    consumers: await loadStreamConsumers(),
    deadLetters,
    checkpointFile: join(settings.dataDir, STREAM_CHECKPOINT_FILE),
  })
  // A data folder from before the search index gets its transfers indexed once.
  const { reindexAll, searchIndexBuilt } = await import('../../functions/services/search-reindex')
  if (!(await searchIndexBuilt())) {
    const { transfers } = await reindexAll(new Date())
    if (transfers > 0) console.log(`Search index built from ${transfers} stored transfers.`)
  }
  // A data folder from before the payout queues gets its ready transfers queued (a no-op after that).
  const { queueReadyTransfers } = await import('../../functions/services/payout-queue-backfill')
  const { queued } = await queueReadyTransfers()
  if (queued > 0) console.log(`Payout queues: ${queued} ready transfers queued.`)
  // And its uploads waiting for verification (a no-op after that; it also repairs a queue write that failed).
  const { queueWaitingVerifications } = await import('../../functions/services/verification-queue-backfill')
  const waiting = await queueWaitingVerifications()
  if (waiting.queued > 0) console.log(`Verification queue: ${waiting.queued} users with uploads waiting queued.`)
  const { ensureSuperAdmin } = await import('../../functions/services/admin-bootstrap')
  const admin = await ensureSuperAdmin(settings.admin, new Date())
  const { seedSampleRates } = await import('../../functions/services/sample-rates')
  await seedSampleRates(new Date())
  // The first report at once, so the Reconciliation page has today's from the start.
  reconcile()
  const { loadSanctionsList } = await import('../../functions/services/sanctions-list')
  const sanctions = await loadSanctionsList(
    { sdn: readFileSync(join(repoRoot, 'data/sanctions/sdn.csv'), 'utf8'), alt: readFileSync(join(repoRoot, 'data/sanctions/alt.csv'), 'utf8') },
    'data/sanctions (synthetic)',
    new Date(),
  )
  const staticDir = spa ? (await spa).dir : undefined

  gateway = createGateway({ handlers, uploadOrigin: emulators.endpoints.s3, originVerify, ...(staticDir ? { staticDir } : {}) })
  await listen(gateway, settings.port)
  const apiUrl = `http://localhost:${settings.port}`
  let appUrl = apiUrl
  if (devMode) {
    process.env.API_PORT = String(settings.port)
    const { createServer } = await import('vite')
    vite = await createServer({ configFile: join(repoRoot, 'frontend', 'vite.config.ts'), server: { port: settings.vitePort, strictPort: true } })
    await vite.listen()
    appUrl = `http://localhost:${settings.vitePort}`
  }

  // What a running stack looks like to tools (the integration tests' global setup, scripts).
  stackFile = join(settings.dataDir, STACK_FILE)
  // Whole or not at all: its appearance is what the test harness waits for, and it reads it at once.
  writeFileAtomically(stackFile, JSON.stringify({ baseUrl: `http://127.0.0.1:${settings.port}`, appUrl, functionEnv } satisfies RunningStack))

  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const { dynamodb, cognito, s3, ses, sms } = settings.emulatorPorts
  const dataPath = (file: string) => relative(repoRoot, join(settings.dataDir, file))
  console.log(
    [
      '',
      `  Remit is running at ${appUrl}${devMode ? ' (Vite dev server with HMR)' : ''}`,
      `  API:        ${apiUrl}/countries, ${apiUrl}/api/health`,
      `  Emulators:  DynamoDB Local :${dynamodb}, cognito-local :${cognito}, s3rver :${s3}, aws-ses-v2-local :${ses}, SMS outbox :${sms} (127.0.0.1)`,
      `  E-mail:     sent mails (and texts) at ${emulators.endpoints.ses}/ ; texts also in ${dataPath('sms-outbox.log')}`,
      `  Events:     stream consumers running; failures in ${dataPath(DEAD_LETTER_FILE)} (npm run events:replay -- --local)`,
      `  Data:       ${relative(repoRoot, settings.dataDir) || settings.dataDir}/ (delete it to start from scratch)`,
      '',
      `  Local admin (verified super admin${admin.created ? ', just created' : ''}):`,
      `    email     ${settings.admin.email}`,
      `    password  ${settings.admin.password}`,
      `    2FA       staff screens open once an authenticator is enrolled (Profile Settings → Two-factor sign-in);`,
      `              enrolled by a tool (tests, audit)? npm run admin:code prints the current code.`,
      `  E-mail confirmation and password reset codes are always ${settings.resetCode} locally (cognito-local sends no e-mail).`,
      '  Exchange rates: labelled sample rates (not market data) until an admin sets them.',
      `  Sanctions list: ${sanctions.pointer.entries} synthetic entries (data/sanctions, version ${sanctions.pointer.version}); load OFAC's files with npm run sanctions:load.`,
      '',
      `  Ready in ${seconds} s. Press Ctrl-C to stop.`,
      '',
    ].join('\n'),
  )
}

process.once('SIGINT', () => void shutdown(0))
process.once('SIGTERM', () => void shutdown(0))

main().catch(async (error: unknown) => {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`)
  await shutdown(1)
})
