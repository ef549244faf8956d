import { act, screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../testing/render-app'
import { RootLayout } from './root-layout'

function Broken(): never {
  throw new Error('Loading chunk failed')
}

const publicNavbar = () => screen.queryByRole('navigation', { name: 'Main' })

function renderLayout(url: string) {
  return renderApp(
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/dashboard" element={<p>Waiting for the shell</p>} />
        <Route path="/dashboard/profile" element={<Broken />} />
        <Route path="/faq" element={<p>FAQ page</p>} />
      </Route>
    </Routes>,
    { url },
  )
}

describe('RootLayout: its chrome, from the route', () => {
  it('leaves the public navbar and footer out on a path of the signed-in shell', async () => {
    vi.useFakeTimers()
    renderLayout('/dashboard')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByText('Waiting for the shell')).toBeVisible()
    expect(publicNavbar()).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Company' })).not.toBeInTheDocument()
  })

  it('shows them on a public path', () => {
    renderLayout('/faq')
    expect(publicNavbar()).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Company' })).toBeInTheDocument()
  })

  it('brings them back around the error page when a shell path fails (e.g. its chunk)', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderLayout('/dashboard/profile')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
    expect(publicNavbar()).toBeInTheDocument()
  })
})
