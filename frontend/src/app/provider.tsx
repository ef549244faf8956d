import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { LanguageSync } from '../components/language-switcher/language-switcher'
import { Toaster } from '../components/toast/toaster'
import { SessionProvider } from '../lib/session/session-provider'
import type { SessionStore } from '../lib/session/session-store'
import { i18n } from '../lib/i18n/i18n'
import { AppErrorBoundary } from './app-error-boundary'

export interface AppProviderProps {
  children: ReactNode
  /** Another session store (tests); the app's own by default. */
  session?: SessionStore
}

/**
 * Everything the app needs around the router: the language, the outermost error boundary, the
 * session, toasts.
 * SWR's options are not here (see lib/swr-defaults.ts): its provider would put SWR's core into the
 * entry bundle of every page.
 */
export function AppProvider({ children, session }: AppProviderProps) {
  return (
    <I18nProvider i18n={i18n}>
      <AppErrorBoundary>
        <SessionProvider store={session}>
          <LanguageSync />
          {children}
          <Toaster />
        </SessionProvider>
      </AppErrorBoundary>
    </I18nProvider>
  )
}
