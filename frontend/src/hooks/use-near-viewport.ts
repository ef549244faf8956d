import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react'

const noChanges = () => () => undefined
const withoutObserver = () => typeof IntersectionObserver === 'undefined'
/** The prerender's answer (frontend/prerender-plugin.ts): Node has no observer, but the browser that hydrates does. */
const prerenderedAnswer = () => false

/**
 * False until the element comes within `rootMargin` of the viewport, then true for good: for code
 * and data a page shows below the fold, so a first visit does not download them before anyone
 * scrolls. True at once where there is no IntersectionObserver, except in the build's prerender
 * and the render hydrating it: the markup must be the browser's first render, the placeholder.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const unobservable = useSyncExternalStore(noChanges, withoutObserver, prerenderedAnswer)
  const [seen, setSeen] = useState(false)
  const near = seen || unobservable
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setSeen(true)
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, rootMargin, near])
  return near
}
