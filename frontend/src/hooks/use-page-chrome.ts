import { createContext, use, useLayoutEffect } from 'react'

/**
 * A layout that brings its own header and navigation (the signed-in area's shell) tells the root
 * layout so: the public navbar and footer step aside, and the skip link goes to `contentId`.
 */
export interface PageChrome {
  /** The id of the element "Skip to content" should move to (focusable: tabIndex -1). */
  contentId: string
}

export const PageChromeContext = createContext<(chrome: PageChrome | null) => void>(() => undefined)

/** Replaces the public navbar and footer while the calling layout is mounted (before it paints). */
export function useOwnPageChrome(contentId: string): void {
  const setChrome = use(PageChromeContext)
  useLayoutEffect(() => {
    setChrome({ contentId })
    return () => setChrome(null)
  }, [setChrome, contentId])
}
