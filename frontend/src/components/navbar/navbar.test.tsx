import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '../../lib/i18n/i18n'
import { mockFetch } from '../../testing/mock-fetch'
import { renderApp } from '../../testing/render-app'
import { makeSession, signedInStore } from '../../testing/session'
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

  it('from a payment under way, sign in and get started come back to it (?next=); from elsewhere, not', () => {
    renderApp(<Navbar />, { url: '/country/sender-details/ke?inputValue=200&fees=10&total=210' })
    const next = encodeURIComponent('/country/sender-details/ke?inputValue=200&fees=10&total=210')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `/auth/sign-in?next=${next}`)
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', `/auth/sign-up?next=${next}`)
  })

  it.each([
    ['/', ['Home']],
    ['/faq', ['Help']],
    ['/FAQ/', ['Help']],
    ['/auth/sign-in', ['Sign In']],
    ['/faqs', []],
  ])('marks the link of the current page on %s (aria-current, class active)', (url, current) => {
    renderApp(<Navbar />, { url })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    for (const name of ['Home', 'Help', 'Sign In']) {
      const link = within(nav).getByRole('link', { name })
      if (current.includes(name)) {
        expect(link).toHaveAttribute('aria-current', 'page')
        expect(link).toHaveClass('navbar__link', 'active')
      } else {
        expect(link).not.toHaveAttribute('aria-current')
        expect(link).not.toHaveClass('active')
      }
    }
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

describe('Navbar (signed in)', () => {
  it('links Home and Recipients for a user, without Help, Sign In or Get Started', async () => {
    renderApp(<Navbar />, { session: await signedInStore(makeSession({ firstName: 'amina' })) })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(within(nav).getByRole('link', { name: 'Recipients' })).toHaveAttribute('href', '/dashboard/my-recipients')
    expect(within(nav).queryByRole('link', { name: 'Help' })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: /sign in|get started/i })).not.toBeInTheDocument()
    const button = await within(nav).findByRole('button', { name: 'amina account menu' })
    // The avatar: the first letter of the first name.
    expect(within(button).getByText('A')).toHaveAttribute('aria-hidden', 'true')
  })

  it.each([
    ['an admin', { isAdmin: true }],
    ['a super admin', { superAdmin: true }],
  ])('links Dashboard for %s, labelled Administrator', async (_who, role) => {
    const { user } = renderApp(<Navbar />, { session: await signedInStore(makeSession(role)) })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(within(nav).queryByRole('link', { name: 'Recipients' })).not.toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: / account menu$/ }))
    expect(screen.getByText('Administrator')).toBeVisible()
  })

  it('opens the account menu with name, e-mail, role, links and Sign Out; Escape closes it', async () => {
    const { user } = renderApp(<Navbar />, { session: await signedInStore() })
    const button = await screen.findByRole('button', { name: 'Amina account menu' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(panel).not.toBeVisible()

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()
    const menu = within(panel as HTMLElement)
    expect(menu.getByText('Amina Yusuf')).toBeVisible()
    expect(menu.getByText('amina@example.com')).toBeVisible()
    expect(menu.getByText('User')).toBeVisible()
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(menu.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('href', '/profile')
    expect(menu.getByRole('link', { name: 'Transaction History' })).toHaveAttribute('href', '/transactions')
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveFocus()

    await user.keyboard('{ArrowDown}')
    expect(menu.getByRole('link', { name: 'Profile Settings' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(menu.getByRole('button', { name: 'Sign Out' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
    expect(button).toHaveFocus()
  })

  it("names the account button by the first name it shows, then what it opens, in the reader's language (WCAG 2.5.3)", async () => {
    await activateLocale('tr')
    try {
      renderApp(<Navbar />, { session: await signedInStore(makeSession({ language: 'tr' })) })
      const button = await screen.findByRole('button', { name: 'Amina hesap menüsü' })
      // No aria-label: the name is the button's own text, so it always starts with the visible name.
      expect(button).not.toHaveAttribute('aria-label')
      expect(within(button).getByText('Amina')).toBeVisible()
    } finally {
      await activateLocale('en')
    }
  })

  it('closes the account menu on a click outside it', async () => {
    const { user } = renderApp(<Navbar />, { session: await signedInStore() })
    const button = await screen.findByRole('button', { name: / account menu$/ })
    await user.click(button)
    await user.click(screen.getByRole('link', { name: 'Remit' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('signs out from the menu', async () => {
    mockFetch(() => new Response(null, { status: 204 }))
    const { user, session } = renderApp(<Navbar />, { session: await signedInStore() })
    await user.click(await screen.findByRole('button', { name: / account menu$/ }))
    await user.click(screen.getByRole('button', { name: 'Sign Out' }))
    expect(session.getState()).toEqual({ status: 'signedOut' })
    expect(localStorage.getItem('user')).toBeNull()
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument()
  })
})
