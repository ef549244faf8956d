import { vi } from 'vitest'

/**
 * How long a frontend test waits for what should appear (`findBy*`, `waitFor`, `eventually`): a
 * hang-catcher, not a speed check. In tests a dynamic import transforms the chunk's modules first,
 * which takes seconds while every lane of `npm test` shares CI's two cores.
 */
export const ASYNC_WAIT_MS = 30_000

/** `vi.waitFor` with the frontend tests' wait (its own default is one second). */
export const eventually = <T>(check: () => T | Promise<T>): Promise<T> => vi.waitFor(check, { timeout: ASYNC_WAIT_MS })
