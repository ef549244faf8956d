import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RunningStack } from '../running-stack'
import { startStackProcess, type StackPorts } from '../stack-process'

/**
 * A local stack a test starts, kills and restarts itself: `npm start`'s entry point in a process
 * group of its own (the emulators it spawns join that group), on fixed ports and one data folder,
 * so a restart finds the same table, user pool and tokens.
 */

export { freeStackPorts, type StackPorts } from '../stack-process'

export interface OwnStack {
  stack: RunningStack
  /** How long the start took, in ms. */
  startMs: number
  /** SIGKILL to the whole process group: the gateway and every emulator die at once, nothing is flushed. */
  kill(): Promise<void>
  /** SIGTERM: the normal Ctrl-C shutdown. */
  stop(): Promise<void>
}

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
  const { stack, startMs, kill, stop } = await startStackProcess({ dataDir, ports, spaDir: placeholderSpa(dataDir), ownProcessGroup: true })
  return { stack, startMs, kill, stop }
}
