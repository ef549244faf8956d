import { vi } from 'vitest'

/**
 * `vi.waitFor` with a time-out that outlasts a page chunk's first load: in tests a dynamic import
 * transforms the chunk's modules first, which takes over a second on a busy 2-core machine (the
 * default time-out). Like any time-out here it catches a hang, not slowness.
 */
export const eventually = <T>(check: () => T | Promise<T>): Promise<T> => vi.waitFor(check, { timeout: 10_000 })
