import type { ReactNode } from 'react'
import { Toaster } from '../components/toast/toaster'
import { SessionProvider } from '../lib/session/session-provider'
import type { SessionStore } from '../lib/session/session-store'
import { AppErrorBoundary } from './app-error-boundary'

export interface AppProviderProps {
  children: ReactNode
  /** Another session store (tests); the app's own by default. */
  session?: SessionStore
}

/**
 * Everything the app needs around the router: the outermost error boundary, the session, toasts.
 * SWR's options are not here (see lib/swr-defaults.ts): its provider would put SWR's core into the
 * entry bundle of every page.
 */
export function AppProvider({ children, session }: AppProviderProps) {
  return (
    <AppErrorBoundary>
      <SessionProvider store={session}>
        {children}
        <Toaster />
      </SessionProvider>
    </AppErrorBoundary>
  )
}
