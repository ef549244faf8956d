import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { keyOf } from '../../model/table-keys'
import { captureLogs } from '../logger'
import { setEnv } from './service-env'
import { startTestIssuer, type TestIssuer } from './tokens'

/**
 * The set-up every test that runs real route handlers in-process repeats: a stand-in Cognito issuer,
 * the environment the handlers read, captured log lines and stored profiles.
 */

const TEST_CLIENT_ID = 'test-client'

/** The environment the handlers read, pointing token checks at `issuer`. */
function handlerTestEnv(issuer: TestIssuer, clientId = TEST_CLIENT_ID): Record<string, string> {
  return {
    STAGE: 'test',
    TABLE_NAME: 'remit-test',
    AUTH_ISSUER: issuer.issuer,
    USER_POOL_ID: 'local_test',
    USER_POOL_CLIENT_ID: clientId,
    DOCUMENTS_BUCKET: 'remit-test-documents',
  }
}

/**
 * Starts a test issuer before the file's tests (registering its hooks where it is called, so call it
 * at the top of the file, before hooks that use it), sets the handlers' environment (plus `extraEnv`)
 * and, after them, stops the issuer and puts the environment back. The issuer answered can be used
 * from the hooks and tests on.
 */
export function useTestIssuer(clientId = TEST_CLIENT_ID, extraEnv: Record<string, string> = {}): TestIssuer {
  let started: TestIssuer | undefined
  let restoreEnv: (() => void) | undefined
  const current = (): TestIssuer => {
    if (!started) throw new Error('The test issuer starts in beforeAll: use it from hooks and tests only')
    return started
  }
  beforeAll(async () => {
    started = await startTestIssuer(clientId)
    restoreEnv = setEnv({ ...handlerTestEnv(started, clientId), ...extraEnv })
  })
  afterAll(async () => {
    restoreEnv?.()
    await started?.close()
  })
  return {
    get issuer() {
      return current().issuer
    },
    sign: (claims, header) => current().sign(claims, header),
    signWithForeignKey: (claims) => current().signWithForeignKey(claims),
    close: () => current().close(),
  }
}

/** The log lines of the current test: emptied before each test, the logger restored after it. */
export function useCapturedLogs(): string[] {
  const lines: string[] = []
  let restore: (() => void) | undefined
  beforeEach(() => {
    lines.length = 0
    restore = captureLogs((line) => lines.push(line))
  })
  afterEach(() => restore?.())
  return lines
}

/** A stored profile item of user `sub` (a verified customer unless `extra` says otherwise). */
export const testProfile = (sub: string, extra: Record<string, unknown> = {}) => ({
  ...keyOf('profile', { sub }),
  email: `${sub}@example.com`,
  firstName: 'Amina',
  lastName: 'Yusuf',
  isAdmin: false,
  superAdmin: false,
  verified: true,
  // Staff use staff powers only with two-factor sign-in on, as every staff fixture has.
  ...(extra.isAdmin === true || extra.superAdmin === true ? { twoFactorEnabled: true } : {}),
  ...extra,
})
