import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { repoRoot } from '../gateway'
import { freePort } from '../ports'
import { STACK_FILE, type RunningStack } from '../running-stack'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local gateway (SPA + API) the integration and browser tests talk to. */
    baseUrl: string
    /** The handlers' environment: table name, emulator endpoints, pool ids. */
    functionEnv: Record<string, string>
    /** The stack's LOCAL_DATA_DIR, for tools that find the stack through it. */
    dataDir: string
  }
}

const READY_TIMEOUT_MS = 150_000

/**
 * Runs `npm start`'s own entry point as a child process — the real local stack, with the emulators
 * on free ports and its data in a temporary folder — so a developer's running stack is not
 * disturbed and the tests exercise exactly what `npm start` does.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'remit-it-'))
  const env = {
    ...process.env,
    PORT: String(await freePort()),
    LOCAL_DYNAMODB_PORT: String(await freePort()),
    LOCAL_COGNITO_PORT: String(await freePort()),
    LOCAL_S3_PORT: String(await freePort()),
    LOCAL_DATA_DIR: dataDir,
    // Request lines would drown the test report; server errors still show.
    LOG_LEVEL: 'error',
  }
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'infra', 'local', 'start.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    process.stderr.write(chunk)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }

  const stackFile = join(dataDir, STACK_FILE)
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (!existsSync(stackFile)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`The local stack did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as RunningStack
  project.provide('baseUrl', stack.baseUrl)
  project.provide('functionEnv', stack.functionEnv)
  project.provide('dataDir', dataDir)
  return stop
}
