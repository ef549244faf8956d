import { beforeAll } from 'vitest'

/** The functions' required settings (lib/config.ts) for tests whose AWS clients are mocked: names only, nothing is reached. */
export const MOCKED_SERVICE_ENV = {
  STAGE: 'test',
  TABLE_NAME: 't',
  AUTH_ISSUER: 'http://127.0.0.1:1/p',
  USER_POOL_ID: 'p',
  USER_POOL_CLIENT_ID: 'c',
  DOCUMENTS_BUCKET: 'documents',
} as const

/** Sets {@link MOCKED_SERVICE_ENV} (and `extra`) before the file's tests: call at the top of a test file. */
export function useMockedServiceEnv(extra: Record<string, string> = {}): void {
  beforeAll(() => {
    Object.assign(process.env, MOCKED_SERVICE_ENV, extra)
  })
}
