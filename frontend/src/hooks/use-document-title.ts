import { useEffect } from 'react'

/** Sets `document.title` while the calling page is shown (build it with `pageTitle`). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title
  }, [title])
}
