import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startStackPool, type StackPool } from './stack-pool'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder through which test files lease a stack of the pool (./test-stack.ts). */
    stackPoolDir: string
  }
}

/**
 * How many stacks the api and browser files share, one file per stack at a time: three, four on a
 * machine with four cores or more. A file mostly waits on its stack (the stacks lane alone on CI's 2
 * cores ran at a load of about 1.2 with two stacks: 706 s; with three, 545 s), and since the stream
 * runner reads an idle stack's stream once a second, not every 150 ms, an idle stack costs little.
 * TEST_STACKS overrides it.
 */
function stackCount(): number {
  const asked = Number(process.env.TEST_STACKS)
  return Number.isInteger(asked) && asked > 0 ? asked : Math.min(4, Math.max(3, availableParallelism()))
}

/** One pool for both projects that use it (vitest runs a project's global setup per project). */
const POOL = Symbol.for('remit.testStackPool')
type Shared = { dir: string; pool: StackPool; users: number }
const shared = globalThis as typeof globalThis & { [POOL]?: Shared }

/**
 * Starts the stack pool and returns at once: the stacks boot and the SPA builds while the other
 * projects' tests run, and a file that needs a stack waits for one in its setup file.
 */
export default function setup(project: TestProject): () => Promise<void> {
  if (!shared[POOL]) {
    const dir = mkdtempSync(join(tmpdir(), 'remit-stacks-'))
    shared[POOL] = { dir, pool: startStackPool(dir, stackCount()), users: 0 }
  }
  const current = shared[POOL]
  current.users++
  project.provide('stackPoolDir', current.dir)
  return async () => {
    if (--current.users > 0) return
    shared[POOL] = undefined
    await current.pool.stop()
    rmSync(current.dir, { recursive: true, force: true })
  }
}
