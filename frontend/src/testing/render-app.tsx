import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { AppProvider } from '../app/provider'
import type { SessionStore } from '../lib/session/session-store'
import { testSessionStore } from './session'

export interface RenderAppOptions {
  /** The URL the router starts at. */
  url?: string
  /** The session store (default: a new one, restored from localStorage). */
  session?: SessionStore
  /** Location state of the starting entry (e.g. a guard's `from`). */
  state?: unknown
}

/**
 * Renders `ui` inside the app's providers and a memory router at `url`, with a fresh SWR cache and
 * no automatic retries. Works with fake timers (user-event advances them).
 */
export function renderApp(ui: ReactElement, { url = '/', session = testSessionStore(), state }: RenderAppOptions = {}) {
  const { pathname, search, hash } = new URL(url, 'http://localhost')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <AppProvider session={session}>
        <MemoryRouter initialEntries={[{ pathname, search, hash, state }]}>{children}</MemoryRouter>
      </AppProvider>
    </SWRConfig>
  )
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {})
  return { user, session, ...render(ui, { wrapper }) }
}
