import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../testing/render-app'
import NotFoundRoute from './not-found'

describe('NotFoundRoute', () => {
  it('shows the spec texts and a Go Home button', () => {
    renderApp(<NotFoundRoute />, { url: '/nope' })
    expect(screen.getByRole('heading', { level: 1, name: "SORRY, WE COULDN'T FIND THAT PAGE" })).toBeInTheDocument()
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
    expect(document.title).toBe('Page not found | Remit')
  })
})
