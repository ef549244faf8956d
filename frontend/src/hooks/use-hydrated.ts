import { useSyncExternalStore } from 'react'

const noChanges = () => () => undefined
const inTheBrowser = () => true
/** The prerender's answer, and so the render that hydrates its markup. */
const beforeHydration = () => false

/**
 * False in the build's prerender and in the render that hydrates it, true on every render after (and
 * at once for a page rendered afresh). A prerendered form is on screen before its code runs: what a
 * visitor typed or chose then would be lost, since no handler saw it, so the form waits for this.
 */
export const useHydrated = (): boolean => useSyncExternalStore(noChanges, inTheBrowser, beforeHydration)
