import { repoRoot } from '../../infra/local/gateway'
import { viteBuild } from '../../infra/local/spa-build'
import { startStackProcess } from '../../infra/local/stack-process'

const READY_TIMEOUT_MS = 300_000

export interface StartedStack {
  baseUrl: string
  /** The handlers' environment (table name, emulator endpoints): `npm run bench` calls DynamoDB Local with it. */
  functionEnv: Record<string, string>
  stop(): Promise<void>
}

/**
 * A production build of the SPA into `outDir` (NODE_ENV=production, as infra/local/spa-build.ts
 * does), not into frontend/dist: other stacks and test runs rebuild that folder whenever a source
 * changes, which would swap files under a running audit.
 */
export function buildSpaInto(outDir: string): Promise<void> {
  return viteBuild(repoRoot, outDir)
}

/**
 * `npm start`'s own entry point in a child process, as the integration tests' global setup runs it:
 * emulators on free ports, data in a temporary folder (so a running `npm start` is not disturbed),
 * serving the SPA built in `spaDir` (LOCAL_SPA_DIR), with other velocity and sending limits if given.
 */
export async function startLocalStack(
  spaDir: string,
  log: (message: string) => void,
  limits: { transferVelocity?: string; sendingLimits?: string } = {},
): Promise<StartedStack> {
  const running = await startStackProcess({
    tempPrefix: 'remit-audit-',
    spaDir,
    readyTimeoutMs: READY_TIMEOUT_MS,
    log,
    ...limits,
  })
  return { baseUrl: running.stack.baseUrl, functionEnv: running.stack.functionEnv, stop: running.stop }
}
