import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppErrorBoundary, UNEXPECTED_ERROR_TITLE } from './app-error-boundary'
import { i18n } from '../lib/i18n/i18n'
import { CHUNK_FAILED_MESSAGE, CHUNK_TIMEOUT_MS, lazyRoute, loadChunk } from '../lib/lazy-route'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('loadChunk', () => {
  it('gives the module when it arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 'page' }))).resolves.toEqual({ default: 'page' })
  })

  it("fails with 'Loading chunk failed' after 120 seconds without an answer", async () => {
    vi.useFakeTimers()
    expect(CHUNK_TIMEOUT_MS).toBe(120_000)
    const pending = loadChunk(() => new Promise<never>(() => undefined))
    const outcome = pending.then(
      () => 'loaded',
      (error: unknown) => (error instanceof Error ? error.message : 'other'),
    )
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
    let settled = false
    void outcome.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(outcome).resolves.toBe(CHUNK_FAILED_MESSAGE)
  })

  it('names a failed download the same way, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module')
    const error: unknown = await loadChunk(() => Promise.reject(cause)).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe(CHUNK_FAILED_MESSAGE)
    expect((error as Error).cause).toBe(cause)
  })
})

describe('lazyRoute', () => {
  it('shows the error page with the chunk message when a page cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Page = lazyRoute((): Promise<{ default: () => null }> => Promise.reject(new TypeError('offline')))
    await act(async () => {
      render(
        <AppErrorBoundary>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </AppErrorBoundary>,
      )
      await Promise.resolve()
    })
    expect(await screen.findByRole('heading', { name: i18n._(UNEXPECTED_ERROR_TITLE) })).toBeInTheDocument()
    expect(screen.getByText(CHUNK_FAILED_MESSAGE)).toBeInTheDocument()
  })
})
