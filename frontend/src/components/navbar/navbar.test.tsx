import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../testing/render-app'
import { Navbar } from './navbar'

describe('Navbar (signed out)', () => {
  it('links home, help, sign in and get started', () => {
    renderApp(<Navbar />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Remit' })).toHaveAttribute('href', '/')
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/faq')
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/sign-in')
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth/sign-up')
    expect(within(nav).queryByRole('link', { name: /dashboard|recipients/i })).not.toBeInTheDocument()
  })

  it('opens and closes the mobile menu with the toggle, Escape and link clicks', async () => {
    const { user } = renderApp(<Navbar />)
    const toggle = screen.getByRole('button', { name: 'Menu' })
    const controls = toggle.getAttribute('aria-controls') ?? ''
    const menu = document.getElementById(controls)
    expect(menu).not.toBeNull()
    expect(menu).toContainElement(screen.getByRole('link', { name: 'Get Started' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(menu).toHaveClass('navbar__menu--open')

    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(menu).not.toHaveClass('navbar__menu--open')

    await user.click(toggle)
    await user.click(screen.getByRole('link', { name: 'Help' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
