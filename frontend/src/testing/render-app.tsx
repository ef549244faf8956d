import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { AppProvider } from '../app/provider'

export interface RenderAppOptions {
  /** The URL the router starts at. */
  url?: string
}

/**
 * Renders `ui` inside the app's providers and a memory router at `url`, with a fresh SWR cache and
 * no automatic retries. Works with fake timers (user-event advances them).
 */
export function renderApp(ui: ReactElement, { url = '/' }: RenderAppOptions = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider swr={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </AppProvider>
  )
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {})
  return { user, ...render(ui, { wrapper }) }
}
