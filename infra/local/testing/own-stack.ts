import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../gateway'
import { freePort, isPortFree } from '../ports'
import { STACK_FILE, type RunningStack } from '../running-stack'

/**
 * A local stack a test starts, kills and restarts itself: `npm start`'s entry point in a process
 * group of its own (the emulators it spawns join that group), on fixed ports and one data folder,
 * so a restart finds the same table, user pool and tokens.
 */

export interface StackPorts {
  PORT: string
  LOCAL_DYNAMODB_PORT: string
  LOCAL_COGNITO_PORT: string
  LOCAL_S3_PORT: string
}

export async function freeStackPorts(): Promise<StackPorts> {
  return {
    PORT: String(await freePort()),
    LOCAL_DYNAMODB_PORT: String(await freePort()),
    LOCAL_COGNITO_PORT: String(await freePort()),
    LOCAL_S3_PORT: String(await freePort()),
  }
}

export interface OwnStack {
  stack: RunningStack
  /** How long the start took, in ms. */
  startMs: number
  /** SIGKILL to the whole process group: the gateway and every emulator die at once, nothing is flushed. */
  kill(): Promise<void>
  /** SIGTERM: the normal Ctrl-C shutdown. */
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 150_000

function placeholderSpa(dataDir: string): string {
  const dir = join(dataDir, 'spa')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Remit</title>')
  return dir
}

/**
 * Starts `npm start` on `dataDir` and `ports`. It serves a placeholder page instead of building the
 * SPA (LOCAL_SPA_DIR): these tests drive the API, and a build would only make the start slower.
 */
export async function startOwnStack(dataDir: string, ports: StackPorts): Promise<OwnStack> {
  const started = performance.now()
  // After a SIGKILL the emulators' sockets close as the kernel reaps them: wait for every port.
  for (const port of Object.values(ports).map(Number)) {
    for (let i = 0; i < 100 && !(await isPortFree(port)); i++) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const stackFile = join(dataDir, STACK_FILE)
  // A stack killed with SIGKILL leaves its stack.json behind: only a new one means "ready".
  rmSync(stackFile, { force: true })
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'infra', 'local', 'start.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...ports, LOCAL_DATA_DIR: dataDir, LOCAL_SPA_DIR: placeholderSpa(dataDir), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const group = child.pid
  if (group === undefined) throw new Error('the stack did not start')
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-group, name)
    } catch {
      // Already gone.
    }
    await exited
  }

  const deadline = Date.now() + READY_TIMEOUT_MS
  while (!existsSync(stackFile)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await signal('SIGKILL')
      throw new Error(`The stack did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as RunningStack
  return {
    stack,
    startMs: Math.round(performance.now() - started),
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  }
}
