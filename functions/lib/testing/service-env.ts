import { afterAll, beforeAll } from 'vitest'

/** The functions' required settings (lib/config.ts) for tests whose AWS clients are mocked: names only, nothing is reached. */
const MOCKED_SERVICE_ENV = {
  STAGE: 'test',
  TABLE_NAME: 't',
  AUTH_ISSUER: 'http://127.0.0.1:1/p',
  USER_POOL_ID: 'p',
  USER_POOL_CLIENT_ID: 'c',
  DOCUMENTS_BUCKET: 'documents',
} as const

/**
 * Sets `values` in process.env and answers the function that puts back what was there before. Test
 * files share their worker (vitest.config.ts): settings a file leaves behind would be the next file's.
 */
export function setEnv(values: Readonly<Record<string, string>>): () => void {
  const before = new Map(Object.keys(values).map((name) => [name, process.env[name]]))
  Object.assign(process.env, values)
  return () => {
    for (const [name, value] of before) {
      if (value === undefined) Reflect.deleteProperty(process.env, name)
      else process.env[name] = value
    }
  }
}

/** Sets {@link MOCKED_SERVICE_ENV} (and `extra`) for the file's tests, and puts the environment back after them: call at the top of a test file. */
export function useMockedServiceEnv(extra: Record<string, string> = {}): void {
  let restore: (() => void) | undefined
  beforeAll(() => {
    restore = setEnv({ ...MOCKED_SERVICE_ENV, ...extra })
  })
  afterAll(() => restore?.())
}
