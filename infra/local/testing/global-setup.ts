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
 * How many stacks the api and browser files share, one file per stack at a time. Two on a 2-core
 * machine: alone, the stacks lane ran 706 s with two stacks and 545 s with three, but in `npm test`
 * beside the other lanes three stacks' browsers took the load to 28 and every lane ended later (the
 * whole suite 980 s against 830); on CI's two cores it is the total CPU that decides. TEST_STACKS
 * overrides it.
 */
function stackCount(): number {
  const asked = Number(process.env.TEST_STACKS)
  return Number.isInteger(asked) && asked > 0 ? asked : Math.min(3, Math.max(2, availableParallelism()))
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
