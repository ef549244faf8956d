import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useNearViewport } from './use-near-viewport'

/** An IntersectionObserver the test drives by hand. */
function controllableObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[]; disconnected: boolean }[] = []
  class ManualObserver {
    readonly entry: (typeof observers)[number]
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: [], disconnected: false, ...(options ? { options } : {}) }
      observers.push(this.entry)
    }
    observe(target: Element) {
      this.entry.targets.push(target)
    }
    disconnect() {
      this.entry.disconnected = true
    }
    unobserve() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', ManualObserver)
  const report = (isIntersecting: boolean) => {
    for (const observer of observers) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
      observer.callback(entries, observer as unknown as IntersectionObserver)
    }
  }
  return { observers, report }
}

function Probe() {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, '0px 0px 300px 0px')
  return <div ref={ref}>{near ? 'near' : 'far'}</div>
}

describe('useNearViewport', () => {
  it('is false until the element nears the viewport, then true for good', () => {
    const { observers, report } = controllableObserver()
    render(<Probe />)
    expect(screen.getByText('far')).toBeInTheDocument()
    expect(observers[0]?.options?.rootMargin).toBe('0px 0px 300px 0px')

    act(() => report(false))
    expect(screen.getByText('far')).toBeInTheDocument()

    act(() => report(true))
    expect(screen.getByText('near')).toBeInTheDocument()
    expect(observers[0]?.disconnected).toBe(true)

    // Scrolling away again changes nothing: what loaded stays.
    act(() => report(false))
    expect(screen.getByText('near')).toBeInTheDocument()
  })

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Probe />)
    expect(screen.getByText('near')).toBeInTheDocument()
  })
})
