import { msg } from '@lingui/core/macro'
import { lazy, type ComponentType } from 'react'
import { intlSettled } from './i18n/i18n'

/** Spec 9: how long a page's script chunk may take before the load counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000
/** Spec 8: what the error page says when a chunk did not arrive (render with `i18n._`). */
export const CHUNK_FAILED_TEXT = msg`Loading chunk failed`
/** The English of {@link CHUNK_FAILED_TEXT}: the failure's `message`, for the console and error reports. */
export const CHUNK_FAILED_MESSAGE = 'Loading chunk failed'

/** A page's script chunk that did not arrive: the error page shows {@link CHUNK_FAILED_TEXT} in the reader's language. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError'
  constructor(options: ErrorOptions) {
    super(CHUNK_FAILED_MESSAGE, options)
  }
}

/**
 * `load()` within `timeoutMs`. A chunk that fails to download, or is still missing after the
 * time-out, rejects with a {@link ChunkLoadError} (the original failure as its cause), which the
 * layout's error boundary shows on the error page.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError({ cause: new Error(`No answer after ${timeoutMs} ms`) })), timeoutMs)
    load().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (cause: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError({ cause }))
      },
    )
  })
}

/**
 * `React.lazy` for a route's page, with the chunk time-out of {@link loadChunk}. `preload()` starts
 * the same load ahead of the first render (main.tsx, before hydrating a prerendered page, so the
 * chunk and its translations are there and no catalog arrives mid-hydration). The page renders once
 * Intl formats the reader's language ({@link intlSettled}), unless its first screen formats nothing
 * with Intl (`intl: 'later'`): a prerendered one then starts before the polyfills a browser may need.
 */
export function lazyRoute<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { timeoutMs, intl = 'now' }: { timeoutMs?: number; intl?: 'now' | 'later' } = {},
) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined
  const loadPage = async () => {
    const [page] = await Promise.all([loadChunk(load, timeoutMs), intl === 'now' ? intlSettled() : undefined])
    return page
  }
  // One load for both: React.lazy keeps the outcome of its first call, a failure included.
  const start = () => (pending ??= loadPage())
  return Object.assign(lazy(start), { preload: start, intl })
}
