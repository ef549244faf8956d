import { createContext, use, useEffect } from 'react'

/**
 * Where the build's prerender (src/prerender/render-page.tsx) collects a page's title, since it runs
 * no effects; absent in the browser.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null)

/** Sets `document.title` while the calling page is shown (build it with `pageTitle`). */
export function useDocumentTitle(title: string): void {
  // Only in the prerender: the title goes into the prerendered page's <title>.
  use(DocumentTitleSink)?.(title)
  useEffect(() => {
    document.title = title
  }, [title])
}
