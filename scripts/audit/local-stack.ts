import { execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { repoRoot } from '../../infra/local/gateway'
import { freePort } from '../../infra/local/ports'
import { STACK_FILE, type RunningStack } from '../../infra/local/running-stack'

const READY_TIMEOUT_MS = 300_000

export interface StartedStack {
  baseUrl: string
  stop(): Promise<void>
}

/**
 * A production build of the SPA into `outDir` (NODE_ENV=production, as infra/local/spa-build.ts
 * does), not into frontend/dist: other stacks and test runs rebuild that folder whenever a source
 * changes, which would swap files under a running audit.
 */
export async function buildSpaInto(outDir: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(repoRoot, 'frontend', 'vite.config.ts'), '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' } },
  )
}

/**
 * `npm start`'s own entry point in a child process, as the integration tests' global setup runs it:
 * emulators on free ports, data in a temporary folder (so a running `npm start` is not disturbed),
 * serving the SPA built in `spaDir` (LOCAL_SPA_DIR).
 */
export async function startLocalStack(spaDir: string, log: (message: string) => void): Promise<StartedStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'remit-audit-'))
  const env = {
    ...process.env,
    PORT: String(await freePort()),
    LOCAL_DYNAMODB_PORT: String(await freePort()),
    LOCAL_COGNITO_PORT: String(await freePort()),
    LOCAL_S3_PORT: String(await freePort()),
    LOCAL_DATA_DIR: dataDir,
    LOCAL_SPA_DIR: spaDir,
    LOG_LEVEL: 'error',
  }
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'infra', 'local', 'start.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }

  log(`Starting the local stack (data in ${dataDir})…`)
  const stackFile = join(dataDir, STACK_FILE)
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (!existsSync(stackFile)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`The local stack did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as RunningStack
  return { baseUrl: stack.baseUrl, stop }
}
