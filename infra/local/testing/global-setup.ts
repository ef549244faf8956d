import type { TestProject } from 'vitest/node'
import { adminSession } from '../../../scripts/lib/local-two-factor'
import { readLocalSettings } from '../local-settings'
import { startStackProcess } from '../stack-process'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local gateway (SPA + API) the integration and browser tests talk to. */
    baseUrl: string
    /** The handlers' environment: table name, emulator endpoints, pool ids. */
    functionEnv: Record<string, string>
    /** The stack's LOCAL_DATA_DIR, for tools that find the stack through it. */
    dataDir: string
    /** The seeded admin's authenticator secret: enrolled once here, before any test file signs it in. */
    adminTwoFactorSecret: string
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
  // Staff routes need two-factor sign-in (issue 20); test files sign the admin in with codes from this secret.
  const { admin } = readLocalSettings(process.env, process.cwd())
  const { secret } = await adminSession(running.stack.baseUrl, running.dataDir, admin)
  project.provide('adminTwoFactorSecret', secret)
  return running.stop
}
