import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { repoRoot } from './gateway'
import { freePort, isPortFree } from './ports'
import { STACK_FILE, type RunningStack } from './running-stack'

/**
 * `npm start`'s own entry point (infra/local/start.ts) started from code, as the integration tests'
 * global setup, `npm run audit`, the crash test and the bench do: the real local stack, so what they
 * exercise is exactly what `npm start` runs, on ports and a data folder of their own, so a
 * developer's running stack is not disturbed.
 */

export interface StackPorts {
  PORT: string
  LOCAL_DYNAMODB_PORT: string
  LOCAL_COGNITO_PORT: string
  LOCAL_S3_PORT: string
  LOCAL_SES_PORT: string
  LOCAL_SMS_PORT: string
}

/** A free port for the gateway and each emulator. */
export async function freeStackPorts(): Promise<StackPorts> {
  return {
    PORT: String(await freePort()),
    LOCAL_DYNAMODB_PORT: String(await freePort()),
    LOCAL_COGNITO_PORT: String(await freePort()),
    LOCAL_S3_PORT: String(await freePort()),
    LOCAL_SES_PORT: String(await freePort()),
    LOCAL_SMS_PORT: String(await freePort()),
  }
}

export interface StackProcessOptions {
  /** The stack's LOCAL_DATA_DIR, kept after it stops; without it a temporary folder, removed on stop. */
  dataDir?: string
  /** The name prefix of that temporary folder. */
  tempPrefix?: string
  /** Without them: free ports. */
  ports?: StackPorts
  /** A built SPA to serve (LOCAL_SPA_DIR); without it the stack builds frontend/dist when stale. */
  spaDir?: string
  /**
   * Start it in a process group of its own (the emulators it spawns join it), so `kill()` takes the
   * gateway and every emulator down at once. Off, an interrupted parent's Ctrl-C reaches the stack too.
   */
  ownProcessGroup?: boolean
  /**
   * Pass the stack's server errors through: its stderr, and its request lines (at LOG_LEVEL error
   * only the 5xx ones, each naming the AWS error behind it), besides keeping them for a start failure.
   */
  echoErrors?: boolean
  readyTimeoutMs?: number
  log?: (message: string) => void
  /** LOCAL_TRANSFER_VELOCITY: velocity limits other than the stage defaults (the bench's load test). */
  transferVelocity?: string
  /** LOCAL_SENDING_LIMITS: sending limits other than the stage defaults (the bench's load test). */
  sendingLimits?: string
  /** LOCAL_SIGN_UP_FLOOR_MS: the sign-up answer's floor (the test pool: 0). */
  signUpFloorMs?: string
  /** LOCAL_IN_MEMORY: the emulators' data in memory, for a stack that is never restarted. */
  inMemory?: boolean
}

export interface StackProcess {
  stack: RunningStack
  dataDir: string
  ports: StackPorts
  /** How long the start took, in ms. */
  startMs: number
  /** SIGKILL (to the whole group with `ownProcessGroup`): nothing is flushed. */
  kill(): Promise<void>
  /** SIGTERM: the normal Ctrl-C shutdown. */
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 300_000

/** Starts the stack and resolves once it has written its stack.json (it is ready then). */
export async function startStackProcess(options: StackProcessOptions = {}): Promise<StackProcess> {
  const started = performance.now()
  const temporary = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), options.tempPrefix ?? 'remit-stack-'))
  const ports = options.ports ?? (await freeStackPorts())
  // After a SIGKILL the emulators' sockets close as the kernel reaps them: wait for every port.
  for (const port of Object.values(ports).map(Number)) {
    for (let i = 0; i < 100 && !(await isPortFree(port)); i++) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const stackFile = join(dataDir, STACK_FILE)
  // A stack killed with SIGKILL leaves its stack.json behind: only a new one means "ready".
  rmSync(stackFile, { force: true })
  options.log?.(`Starting the local stack (data in ${dataDir})…`)
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'infra', 'local', 'start.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...ports,
      LOCAL_DATA_DIR: dataDir,
      ...(options.spaDir ? { LOCAL_SPA_DIR: options.spaDir } : {}),
      ...(options.transferVelocity ? { LOCAL_TRANSFER_VELOCITY: options.transferVelocity } : {}),
      ...(options.sendingLimits ? { LOCAL_SENDING_LIMITS: options.sendingLimits } : {}),
      ...(options.signUpFloorMs ? { LOCAL_SIGN_UP_FLOOR_MS: options.signUpFloorMs } : {}),
      ...(options.inMemory ? { LOCAL_IN_MEMORY: '1' } : {}),
      // Request lines would drown the caller's output; server errors still show.
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.ownProcessGroup ?? false,
  })
  let output = ''
  createInterface({ input: child.stdout }).on('line', (line) => {
    output += `${line}\n`
    // Its banner stays out of the caller's output; a request line (JSON) at error level is a 5xx.
    if (options.echoErrors && line.startsWith('{"level":"error"')) process.stderr.write(`${line}\n`)
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    if (options.echoErrors) process.stderr.write(chunk)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        if (options.ownProcessGroup && child.pid !== undefined) process.kill(-child.pid, name)
        else child.kill(name)
      } catch {
        // Already gone.
      }
      await exited
    }
    if (temporary) rmSync(dataDir, { recursive: true, force: true })
  }
  const kill = () => signal('SIGKILL')
  const stop = () => signal('SIGTERM')

  const deadline = Date.now() + (options.readyTimeoutMs ?? READY_TIMEOUT_MS)
  while (!existsSync(stackFile)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      // A group goes down whole; a lone child is asked to stop so it takes its emulators with it.
      await (options.ownProcessGroup ? kill() : stop())
      throw new Error(`The local stack did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as RunningStack
  return { stack, dataDir, ports, startMs: Math.round(performance.now() - started), kill, stop }
}
