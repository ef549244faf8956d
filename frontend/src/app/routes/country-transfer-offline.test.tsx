import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { OFFLINE_MESSAGE } from '../../lib/api-error'
import { i18n } from '../../lib/i18n/i18n'
import { renderApp } from '../../testing/render-app'
import CountryTransferRoute from './country-transfer'

// The network is down: the country does not load, and neither does the code of the error's popup.
vi.mock('../../features/send-money/components/country-load-error', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})
// Files share their worker (vitest.config.ts): the next file's popup must load.
afterAll(() => vi.doUnmock('../../features/send-money/components/country-load-error'))

describe('Country transfer page, offline', () => {
  it('shows the message and the link home in the page when the error popup cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    renderApp(
      <Routes>
        <Route path="/country/send-money-to-country/:id" element={<CountryTransferRoute />} />
      </Routes>,
      { url: '/country/send-money-to-country/ke' },
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Oops... Something went wrong!')).toBeInTheDocument()
    // The visitor's words, not the browser's ('Failed to fetch').
    expect(within(alert).getByText(i18n._(OFFLINE_MESSAGE))).toBeInTheDocument()
    expect(within(alert).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
