import { useEffect } from 'react'
import { useSession, useSessionStore } from './session-provider'

/** The browser's IANA time zone ('America/Chicago'), or undefined where the browser does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/**
 * Keeps the signed-in user's time zone on their profile as their browser reports it, so the
 * receipt and the other e-mails show times on their clock. Sent once a session, and
 * again only when the zone changes (travel, a new device); its code and schema load only then. A
 * failure is left for the next page load: no screen depends on it.
 */
export function RecordTimeZone() {
  const store = useSessionStore()
  const { user } = useSession()
  const stored = user?.timeZone
  const signedIn = user !== null
  useEffect(() => {
    const zone = browserTimeZone()
    if (!signedIn || zone === undefined || zone === stored) return
    import('./store-time-zone').then(({ storeTimeZone }) => storeTimeZone(store, zone)).catch(() => undefined)
  }, [signedIn, stored, store])
  return null
}
