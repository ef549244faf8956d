import type { TestProject } from 'vitest/node'
import { startStackProcess } from '../stack-process'

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

/**
 * Runs `npm start`'s own entry point as a child process — the real local stack, with the emulators
 * on free ports and its data in a temporary folder — so a developer's running stack is not
 * disturbed and the tests exercise exactly what `npm start` does.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const running = await startStackProcess({ tempPrefix: 'remit-it-', echoErrors: true })
  project.provide('baseUrl', running.stack.baseUrl)
  project.provide('functionEnv', running.stack.functionEnv)
  project.provide('dataDir', running.dataDir)
  return running.stop
}
