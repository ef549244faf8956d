import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { clearToasts } from '../components/toast/toast-store'

// findBy* and waitFor wait up to 5 s rather than 1 s: a screen whose chunk loads for the first time
// in a test transforms its modules first, which takes over a second on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 })

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
  clearToasts()
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  vi.restoreAllMocks()
})
