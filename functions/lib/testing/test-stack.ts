import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import * as z from 'zod/mini'

/**
 * The worker's side of infra/local/testing/stack-pool.ts: a test file leases a stack of its own for
 * its whole run (the `api` and `browser` projects' setup files do it before the file is loaded), and
 * its helpers read the stack from {@link testStack}. The pool folder is the only channel between
 * them: `<i>/stack.json` once stack i is ready, `<i>/failed.txt` if it could not start, `spa.json`
 * once the SPA is built (`spa-failed.txt` if not), and `<i>/lease` while a file holds stack i.
 */

/** What a test file gets of its stack. */
export interface TestStackInfo {
  /** The local gateway (SPA + API). */
  baseUrl: string
  /** The handlers' environment: table name, emulator endpoints, pool ids. */
  functionEnv: Record<string, string>
  /** The stack's LOCAL_DATA_DIR. */
  dataDir: string
  /** The seeded admin's authenticator secret: enrolled once, before any test file signs it in. */
  adminTwoFactorSecret: string
}

export const stackFolder = (poolDir: string, index: number): string => join(poolDir, String(index))
export const STACK_INFO_FILE = 'stack.json'
export const STACK_FAILED_FILE = 'failed.txt'
export const SPA_READY_FILE = 'spa.json'
export const SPA_FAILED_FILE = 'spa-failed.txt'

const TestStackInfoSchema = z.object({
  baseUrl: z.string(),
  functionEnv: z.record(z.string(), z.string()),
  dataDir: z.string(),
  adminTwoFactorSecret: z.string(),
})

/** A stack start takes 10-40 s; waiting for a lease also covers the files before this one on every stack. */
const LEASE_TIMEOUT_MS = 20 * 60_000
const POLL_MS = 100

let leased: { info: TestStackInfo; release: () => void } | undefined

const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS))

/**
 * Takes the first ready stack nobody holds (`mkdir` of its lease folder is the atomic claim), waiting
 * while all are busy or starting. Throws with the stacks' own start errors when none can start.
 */
export async function leaseStack(poolDir: string): Promise<TestStackInfo> {
  if (leased) return leased.info
  const count = readdirSync(poolDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).length
  const deadline = Date.now() + LEASE_TIMEOUT_MS
  for (;;) {
    const failures: string[] = []
    for (let index = 0; index < count; index++) {
      const folder = stackFolder(poolDir, index)
      if (existsSync(join(folder, STACK_FAILED_FILE))) failures.push(readFileSync(join(folder, STACK_FAILED_FILE), 'utf8'))
      if (!existsSync(join(folder, STACK_INFO_FILE))) continue
      const lease = join(folder, 'lease')
      try {
        mkdirSync(lease)
      } catch {
        continue // another file holds it
      }
      const info = z.parse(TestStackInfoSchema, JSON.parse(readFileSync(join(folder, STACK_INFO_FILE), 'utf8')))
      leased = { info, release: () => rmSync(lease, { recursive: true, force: true }) }
      return info
    }
    if (count === 0 || failures.length === count) throw new Error(failures.join('\n') || `No test stacks in ${poolDir}`)
    if (Date.now() > deadline) throw new Error(`No test stack came free within ${LEASE_TIMEOUT_MS / 60_000} minutes`)
    await pause()
  }
}

/** Gives the stack back for the next file. */
export function releaseStack(): void {
  leased?.release()
  leased = undefined
}

/** Whether this file runs on a stack of the pool (files of the own-stack project start their own). */
export const isStackLeased = (): boolean => leased !== undefined

/** This file's stack: its gateway, the handlers' environment, its data folder, the admin's authenticator. */
export function testStack(): TestStackInfo {
  if (!leased) throw new Error('No test stack leased: only files of the api and browser projects (vitest.config.ts) run on a stack')
  return leased.info
}

/** Waits for the SPA build the pool started (browser tests only). */
export async function spaBuilt(poolDir: string): Promise<void> {
  const deadline = Date.now() + LEASE_TIMEOUT_MS
  while (!existsSync(join(poolDir, SPA_READY_FILE))) {
    if (existsSync(join(poolDir, SPA_FAILED_FILE))) throw new Error(readFileSync(join(poolDir, SPA_FAILED_FILE), 'utf8'))
    if (Date.now() > deadline) throw new Error('The SPA build did not finish')
    await pause()
  }
}
