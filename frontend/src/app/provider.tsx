import type { ReactNode } from 'react'
import type { SWRConfiguration } from 'swr'
// The same provider component 'swr' exports, from the module that holds it: importing it from 'swr'
// keeps the whole useSWR hook in the entry bundle (~3 KB gzip) though only data pages call it.
import { SWRConfig } from 'swr/_internal'
import { Toaster } from '../components/toast/toaster'
import { SessionProvider } from '../features/auth/session/session-provider'
import type { SessionStore } from '../features/auth/session/session-store'
import { ApiError } from '../lib/api-error'
import { AppErrorBoundary } from './app-error-boundary'

const MAX_RETRIES = 3

/** App-wide SWR behaviour: retry only what may succeed later (network, 5xx), with backoff. */
export const swrDefaults: SWRConfiguration = {
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return
    if (retryCount > MAX_RETRIES) return
    setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount)
  },
}

export interface AppProviderProps {
  children: ReactNode
  /** Overrides for tests (e.g. a fresh cache per test). */
  swr?: SWRConfiguration
  /** Another session store (tests); the app's own by default. */
  session?: SessionStore
}

/** Everything the app needs around the router: the outermost error boundary, SWR, the session, toasts. */
export function AppProvider({ children, swr, session }: AppProviderProps) {
  return (
    <AppErrorBoundary>
      <SWRConfig value={swr ? { ...swrDefaults, ...swr } : swrDefaults}>
        <SessionProvider store={session}>
          {children}
          <Toaster />
        </SessionProvider>
      </SWRConfig>
    </AppErrorBoundary>
  )
}
