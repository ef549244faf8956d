import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../testing/render-app'
import { AppErrorBoundary } from './app-error-boundary'

function Broken(): never {
  throw new Error('Cannot read the transfer')
}

describe('AppErrorBoundary', () => {
  it("shows 'Unexpected Application Error!' with the message and a way home", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderApp(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('Cannot read the transfer')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  })

  it('clears the error when its reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { rerender } = renderApp(
      <AppErrorBoundary resetKey="/a">
        <Broken />
      </AppErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    rerender(
      <AppErrorBoundary resetKey="/b">
        <p>Fine again</p>
      </AppErrorBoundary>,
    )
    expect(screen.getByText('Fine again')).toBeInTheDocument()
  })
})
