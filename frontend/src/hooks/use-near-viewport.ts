import { useEffect, useState, type RefObject } from 'react'

/**
 * False until the element comes within `rootMargin` of the viewport, then true for good: for code
 * and data a page shows below the fold, so a first visit does not download them before anyone
 * scrolls. True at once where there is no IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, rootMargin, near])
  return near
}
