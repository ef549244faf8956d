import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import type * as TestingLibrary from '@testing-library/react'
import { unload } from 'swr'
import { afterEach, vi } from 'vitest'
import { clearToasts } from '../components/toast/toast-store'
import { ASYNC_WAIT_MS } from './eventually'
import { i18n } from '../lib/i18n/i18n'

// Every render has the app's i18n around it, as the app's own provider gives every screen; a test
// that passes its own wrapper (render-app's AppProvider) has it from there.
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof TestingLibrary>()
  // Imported here: a mock's factory runs before the file's own imports are ready.
  const { withI18n } = await import('./with-i18n')
  return { ...library, render: withI18n(library.render) }
})

// findBy* and waitFor wait as long as `eventually`, not Testing Library's one second.
configure({ asyncUtilTimeout: ASYNC_WAIT_MS })

/**
 * happy-dom lays nothing out and its IntersectionObserver never reports, so what waits to near the
 * viewport (useNearViewport) would never show: here every observed element is in view at once.
 */
class InViewObserver implements IntersectionObserver {
  readonly root = null
  readonly rootMargin = '0px'
  readonly scrollMargin = '0px'
  readonly thresholds = [0]
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    const rect = target.getBoundingClientRect()
    const entry: IntersectionObserverEntry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: performance.now(),
    }
    queueMicrotask(() => this.callback([entry], this))
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return []
  }
}
globalThis.IntersectionObserver = InViewObserver

afterEach(() => {
  cleanup()
  // SWR's global cache outlives a test (and a file: files share their worker), and a preload that no
  // screen picked up would answer the next screen that asks for the same key without a fetch.
  unload({ revalidate: false })
  i18n.activate('en')
  clearToasts()
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  vi.restoreAllMocks()
})
