import { act, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockCountriesApi } from '../testing/mock-fetch'
import { renderApp } from '../testing/render-app'
import { makeSession, signedInStore } from '../testing/session'
import { AppRoutes } from './router'
import { eventually } from '../testing/eventually'

const pageSpinners = () => screen.queryAllByRole('status', { name: 'Loading…' })

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

describe('AppRoutes', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    mockCountriesApi()
  })

  it('starting on / shows one 1-second spinner, then the home page', async () => {
    renderApp(<AppRoutes />, { url: '/' })
    expect(pageSpinners()).toHaveLength(1)
    expect(screen.getByRole('banner')).toBeInTheDocument()

    await advance(999)
    expect(pageSpinners()).toHaveLength(1)
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()

    await advance(1)
    // The sections are a chunk of their own, loaded during the second; the spinner stays until both.
    await eventually(() => expect(screen.getByRole('heading', { level: 1, name: /send money home/i })).toBeInTheDocument())
    expect(pageSpinners()).toHaveLength(0)
    const hero = screen.getByRole('region', { name: /send money home/i })
    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth/sign-up')
    expect(document.title).toBe('Remit — Send money to East Africa and Turkey')

    // Nothing else follows: no second spinner after the first.
    await advance(2000)
    expect(pageSpinners()).toHaveLength(0)
  })

  it('starting elsewhere shows the same 1-second spinner at app start, then the page', async () => {
    renderApp(<AppRoutes />, { url: '/no-such-page' })
    expect(pageSpinners()).toHaveLength(1)

    await advance(999)
    expect(pageSpinners()).toHaveLength(1)
    expect(screen.queryByRole('heading', { name: "SORRY, WE COULDN'T FIND THAT PAGE" })).not.toBeInTheDocument()

    await advance(1)
    await eventually(() => expect(screen.getByRole('heading', { name: "SORRY, WE COULDN'T FIND THAT PAGE" })).toBeVisible())
    expect(pageSpinners()).toHaveLength(0)
  })

  it('shows the home page with every section after the spinner', async () => {
    renderApp(<AppRoutes />, { url: '/' })
    await advance(1000)
    await eventually(() => expect(screen.getByRole('heading', { level: 1, name: /send money home/i })).toBeInTheDocument())
    for (const section of [/choose a destination/i, /sending money should be simple/i, /receive it/i, /protected/i, /app is on its way/i]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument()
    }
    // Only what is true of the service: 8 destinations, its payout currencies, 3 ways to collect, 30 minutes to cancel.
    for (const stat of ['2M+', '200+', '$50B+', '99.9%']) expect(screen.queryByText(stat)).not.toBeInTheDocument()
    const figures = within(screen.getByRole('region', { name: 'Our numbers' }))
    expect(figures.getByText('Destinations in East Africa and Turkey').previousSibling).toHaveTextContent('8')
    expect(figures.getByText('Ways to collect').previousSibling).toHaveTextContent('3')
    expect(figures.getByText('To cancel with a full refund').previousSibling).toHaveTextContent('30 min')
    expect(screen.queryByText(/100 countries/)).not.toBeInTheDocument()
    expect(screen.getAllByText('Coming soon')).toHaveLength(2)
    expect(screen.queryByRole('link', { name: /app store|google play/i })).not.toBeInTheDocument()
    await eventually(() => expect(screen.getByRole('link', { name: /Turkey/ })).toBeVisible())
  })

  it('the hero starts a transfer for a signed-in user, instead of sign-up that would send them back', async () => {
    const session = await signedInStore(makeSession())
    renderApp(<AppRoutes />, { url: '/', session })
    await advance(1000)
    const hero = await eventually(() => screen.getByRole('region', { name: /send money home/i }))
    expect(within(hero).queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument()
    expect(within(hero).getByRole('link', { name: 'Send Money' })).toHaveAttribute('href', '#destinations')
    expect(within(hero).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard')
  })

  // The public navbar's navigation and the public footer's first column (the shell has neither).
  const publicChrome = () => [...screen.queryAllByRole('navigation', { name: 'Main' }), ...screen.queryAllByRole('navigation', { name: 'Company' })]

  it('starting signed in on a page of the shell never shows the public navbar or footer', async () => {
    const session = await signedInStore(makeSession())
    renderApp(<AppRoutes />, { url: '/dashboard/not-built-yet', session })
    // During the start spinner: the spinner alone, no navbar to be swapped for the shell later.
    expect(pageSpinners()).toHaveLength(1)
    expect(publicChrome()).toHaveLength(0)

    await advance(500)
    expect(publicChrome()).toHaveLength(0)

    await advance(500)
    await eventually(() => expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeVisible())
    expect(screen.getByRole('heading', { name: "SORRY, WE COULDN'T FIND THAT PAGE" })).toBeVisible()
    expect(screen.getByText('Welcome back, Amina!')).toBeVisible()
    expect(publicChrome()).toHaveLength(0)
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#dashboard-content')
  })

  it('starting signed out on a page of the shell goes to sign-in, with the public navbar and footer', async () => {
    renderApp(<AppRoutes />, { url: '/dashboard/profile' })
    expect(publicChrome()).toHaveLength(0)

    await advance(1000)
    await eventually(() => expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible())
    // The navbar, and the footer in its compact form (sign-in is a page with one task).
    expect(publicChrome()).toHaveLength(1)
    expect(screen.getByRole('navigation', { name: 'Help and legal' })).toBeVisible()
  })

  it('a page with one task (sign-in, checkout) ends with the compact footer: help and legal links only', async () => {
    renderApp(<AppRoutes />, { url: '/auth/sign-in' })
    await advance(1000)
    await eventually(() => expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible())
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('navigation', { name: 'Help and legal' })).toBeVisible()
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/help-center', '/privacy-policy', '/terms-of-service'])
    expect(within(footer).queryByRole('navigation', { name: 'Company' })).not.toBeInTheDocument()
    expect(within(footer).queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('shows the public navbar and footer from the start on a public page', () => {
    renderApp(<AppRoutes />, { url: '/faq' })
    expect(pageSpinners()).toHaveLength(1)
    expect(publicChrome()).toHaveLength(2)
  })
})
