import { useEffect, useRef, useState } from 'react'
import type { Location } from 'react-router'
import { useMediaQuery } from '../../../hooks/use-media-query'

/** The sidebar's collapsed state survives reloads (this browser only). */
export const SIDEBAR_COLLAPSED_KEY = 'remit:sidebar-collapsed'
/** From this width the sidebar sits beside the content; below it, it is an off-canvas drawer. */
const DESKTOP_QUERY = '(min-width: 64rem)'

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true'
  } catch {
    return false
  }
}

function writeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed))
  } catch {
    // Storage disabled: the choice lasts as long as the page.
  }
}

/**
 * The signed-in shell's sidebar: collapsed to icons on wide screens (remembered), an off-canvas
 * drawer on narrow ones. The drawer takes focus when it opens; Escape closes it; following a link
 * closes it too.
 */
export function useSidebarState(location: Location) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY)
  const [collapsed, setCollapsed] = useState(readCollapsed)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const drawerShown = drawerOpen && !isDesktop
  const toggleRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  // Following a link closes the drawer (adjusting state while rendering, not in an effect).
  const [shownAt, setShownAt] = useState(location.key)
  if (shownAt !== location.key) {
    setShownAt(location.key)
    setDrawerOpen(false)
  }

  // Closed by the user (not by following a link), focus goes back to its toggle once the page
  // behind is no longer inert.
  const focusToggle = useRef(false)
  useEffect(() => {
    if (!drawerShown) {
      if (focusToggle.current) toggleRef.current?.focus()
      focusToggle.current = false
      return
    }
    closeRef.current?.focus()
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      focusToggle.current = true
      setDrawerOpen(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [drawerShown])

  return {
    isDesktop,
    collapsed,
    drawerShown,
    toggleRef,
    closeRef,
    openDrawer: () => setDrawerOpen(true),
    closeDrawer: () => {
      focusToggle.current = true
      setDrawerOpen(false)
    },
    toggleCollapsed: () =>
      setCollapsed((value) => {
        writeCollapsed(!value)
        return !value
      }),
  }
}
