import { spawn, spawnSync, type SpawnOptions } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as z from 'zod/mini'

export interface Child {
  name: string
  pid: number
  /** A string found in the process's command line, so a leftover can be recognised after a crash. */
  marker: string
  /** The last lines the process printed, to explain a failed start. */
  readonly output: string
  readonly exited: Promise<number | null>
  /** Asks the process to stop, and kills it if it has not after a grace period. */
  stop(): Promise<void>
}

export function startChild(name: string, marker: string, command: string, args: string[], options: SpawnOptions, verbose = false): Child {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  const tail: string[] = []
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue
      tail.push(line)
      if (tail.length > 20) tail.shift()
      if (verbose) process.stdout.write(`[${name}] ${line}\n`)
    }
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.once('error', () => resolve(-1))
  })
  return {
    name,
    marker,
    pid: child.pid ?? -1,
    exited,
    get output() {
      return tail.join('\n')
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}

const PidFileSchema = z.object({
  /** The stack process that started the emulators. */
  owner: z.number(),
  children: z.array(z.object({ pid: z.number(), marker: z.string() })),
})
type PidFileContents = z.infer<typeof PidFileSchema>

/** Another stack is running on the same data folder. */
export class StackRunningError extends Error {}

function commandLine(pid: number): string {
  return spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).stdout ?? ''
}

/**
 * The emulators a running stack started. If the stack was killed with SIGKILL its children live on
 * and hold the ports; the next start reads this file and ends them first — only when their owner is
 * gone, and only processes whose command line still carries the marker, so a reused pid is never
 * touched.
 */
export class PidFile {
  constructor(private readonly path: string) {}

  write(children: readonly Child[]): void {
    const contents: PidFileContents = { owner: process.pid, children: children.map(({ pid, marker }) => ({ pid, marker })) }
    writeFileSync(this.path, JSON.stringify(contents))
  }

  remove(): void {
    rmSync(this.path, { force: true })
  }

  /** Ends processes left over from a stack that did not shut down cleanly. Returns how many it ended. */
  async killLeftovers(): Promise<number> {
    if (!existsSync(this.path)) return 0
    let raw: unknown
    try {
      raw = JSON.parse(readFileSync(this.path, 'utf8'))
    } catch {
      // Unreadable: written half-way by a stack that died; nothing in it can be trusted.
    }
    const parsed = z.safeParse(PidFileSchema, raw)
    const contents: Partial<PidFileContents> = parsed.success ? parsed.data : {}
    const { owner } = contents
    if (owner !== undefined && owner !== process.pid && commandLine(owner).includes('start.ts')) {
      throw new StackRunningError(`Another local stack (pid ${owner}) is running on this data folder. Stop it first, or use another LOCAL_DATA_DIR.`)
    }
    let ended = 0
    for (const { pid, marker } of contents.children ?? []) {
      if (!commandLine(pid).includes(marker)) continue
      process.kill(pid, 'SIGKILL')
      ended++
    }
    this.remove()
    if (ended > 0) await new Promise((r) => setTimeout(r, 500))
    return ended
  }
}
