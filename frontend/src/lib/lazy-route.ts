import { lazy, type ComponentType } from 'react'

/** Spec 9: how long a page's script chunk may take before the load counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000
/** Spec 8: what the error page says when a chunk did not arrive. */
export const CHUNK_FAILED_MESSAGE = 'Loading chunk failed'

/**
 * `load()` within `timeoutMs`. A chunk that fails to download, or is still missing after the
 * time-out, rejects with {@link CHUNK_FAILED_MESSAGE} (the original failure as its cause), which the
 * layout's error boundary shows on the error page.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(CHUNK_FAILED_MESSAGE, { cause: new Error(`No answer after ${timeoutMs} ms`) })), timeoutMs)
    load().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (cause: unknown) => {
        clearTimeout(timer)
        reject(new Error(CHUNK_FAILED_MESSAGE, { cause }))
      },
    )
  })
}

/** `React.lazy` for a route's page, with the chunk time-out of {@link loadChunk}. */
export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, timeoutMs?: number) {
  return lazy(() => loadChunk(load, timeoutMs))
}
