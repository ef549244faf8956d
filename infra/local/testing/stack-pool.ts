import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { adminSession } from '../../../scripts/lib/local-two-factor'
import { writeFileAtomically } from '../atomic-file'
import { repoRoot } from '../gateway'
import { readLocalSettings } from '../local-settings'
import { buildSpa, spaDistDir } from '../spa-build'
import { startStackProcess, type StackProcess } from '../stack-process'
import {
  SPA_FAILED_FILE,
  SPA_READY_FILE,
  STACK_FAILED_FILE,
  STACK_INFO_FILE,
  stackFolder,
  type TestStackInfo,
} from '../../../functions/lib/testing/test-stack'

/**
 * The local stacks the API and browser tests run on, started by the global setup in the background
 * so the unit, frontend and infra tests run while they boot. Each stack is `npm start`'s own entry
 * point on free ports and a temporary data folder. A test file leases one stack for itself
 * (functions/lib/testing/test-stack.ts), so files on different stacks overlap while each stack still sees one file at a
 * time: the counter recounts, the fuzz checksum and the crash test keep a table nobody else writes.
 *
 * The test workers run in other processes: the pool folder is their only channel (test-stack.ts).
 */

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

export interface StackPool {
  /** Stops every stack (waiting for any still starting) and the SPA build. */
  stop(): Promise<void>
}

export function startStackPool(poolDir: string, count: number): StackPool {
  const spaDir = spaDistDir(repoRoot)
  // The stacks serve frontend/dist from the first request on; they read files per request, so the
  // build may land after they start. Browser test files wait for spa.json.
  const spa = buildSpa(repoRoot).then(
    ({ dir }) => writeFileAtomically(join(poolDir, SPA_READY_FILE), JSON.stringify({ dir })),
    (error: unknown) => writeFileAtomically(join(poolDir, SPA_FAILED_FILE), `The SPA build failed: ${reason(error)}`),
  )
  const { admin } = readLocalSettings(process.env, repoRoot)
  const stacks = Array.from({ length: count }, async (_, index): Promise<StackProcess | undefined> => {
    const folder = stackFolder(poolDir, index)
    mkdirSync(folder, { recursive: true })
    let running: StackProcess | undefined
    try {
      // No sign-up floor: the files sign up hundreds of accounts, a second each (address-answer-floor.test.ts
      // runs the floor); the emulators' data in memory, as nobody restarts a pool stack.
      running = await startStackProcess({ tempPrefix: `remit-it${index}-`, echoErrors: true, spaDir, signUpFloorMs: '0', inMemory: true })
      // Staff routes need two-factor sign-in: the admin is enrolled once here.
      const { secret } = await adminSession(running.stack.baseUrl, running.dataDir, admin)
      const info: TestStackInfo = {
        baseUrl: running.stack.baseUrl,
        functionEnv: running.stack.functionEnv,
        dataDir: running.dataDir,
        adminTwoFactorSecret: secret,
      }
      writeFileAtomically(join(folder, STACK_INFO_FILE), JSON.stringify(info))
      return running
    } catch (error) {
      writeFileAtomically(join(folder, STACK_FAILED_FILE), `Test stack ${index} did not start: ${reason(error)}`)
      await running?.stop()
      return undefined
    }
  })
  return {
    async stop() {
      const started = await Promise.all(stacks)
      await Promise.all(started.map((running) => running?.stop()))
      await spa
    },
  }
}
