import { screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { StatusPage } from '../../../components/status-page/status-page'
import { SessionRedirect } from '../../../lib/session/session-redirect'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore, storedSession } from '../../../testing/session'
import { i18n } from '../../../lib/i18n/i18n'
import { sectionsFor } from '../dashboard-sections'
import { DashboardLayout, SIDEBAR_COLLAPSED_KEY } from './dashboard-layout'
import { listItemTexts } from '../../../testing/list-items'

/** The shell around stand-in pages, with the app's redirect on sign-out. */
function Shell() {
  return (
    <>
      <SessionRedirect />
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route path="/dashboard" element={<p>Overview page</p>} />
          <Route path="/dashboard/my-recipients" element={<p>Recipients page</p>} />
          <Route path="/transactions" element={<p>History page</p>} />
          <Route path="/profile" element={<p>Settings page</p>} />
          <Route path="/dashboard/*" element={<StatusPage eyebrow="404" title="Not here" />} />
        </Route>
        <Route path="/auth/sign-in" element={<p>Sign-in page</p>} />
      </Routes>
    </>
  )
}

/** A desktop-wide (sidebar beside the content) or phone-wide (drawer) window. */
function viewport(kind: 'desktop' | 'phone') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: kind === 'desktop',
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  )
}

async function renderShell(url = '/dashboard', session = makeSession()) {
  return renderApp(<Shell />, { url, session: await signedInStore(session) })
}

const sidebar = () => screen.getByRole('navigation', { name: 'Dashboard' })

beforeEach(() => {
  // Sign-out revokes in the background.
  mockFetch(() => new Response(null, { status: 204 }))
})

describe('DashboardLayout: the sidebar', () => {
  it('shows a user Dashboard, My Recipients, My Profile, Transfer History and Documents, the current one marked', async () => {
    viewport('desktop')
    await renderShell('/dashboard/my-recipients')
    const links = within(sidebar()).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'My Recipients', 'My Profile', 'Transfer History', 'Documents'])
    expect(within(sidebar()).getByRole('link', { name: 'My Recipients' })).toHaveAttribute('aria-current', 'page')
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
    expect(within(sidebar()).getByRole('link', { name: 'Transfer History' })).toHaveAttribute('href', '/transactions')
    expect(within(sidebar()).getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/dashboard/upload-documents')
    expect(screen.queryByRole('link', { name: /Users Management|Customers/ })).not.toBeInTheDocument()
    expect(screen.getByText('Recipients page')).toBeInTheDocument()
  })

  it.each([
    ['an admin', { isAdmin: true }, ['Admin']],
    ['a super admin', { superAdmin: true }, ['Super Admin']],
    ['an admin who is also super admin', { isAdmin: true, superAdmin: true }, ['Super Admin', 'Admin']],
  ])('adds Users Management and Customers for %s, with the role badges', async (_who, role, badges) => {
    viewport('desktop')
    await renderShell('/dashboard', makeSession(role))
    // Every administrator's section, in the order dashboard-sections.test.ts pins.
    expect(
      within(sidebar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(sectionsFor(true).map((section) => i18n._(section.label)))
    expect(within(sidebar()).getByRole('link', { name: 'Users Management' })).toHaveAttribute('href', '/dashboard/users-list')
    expect(within(sidebar()).getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/dashboard/country/customers')
    // In the header, and in the drawer for phones (CSS shows one of the two).
    const lists = screen.getAllByRole('list', { name: 'Your roles' })
    expect(lists).toHaveLength(2)
    for (const list of lists) expect(listItemTexts(list)).toEqual(badges)
  })

  it('shows verified staff with two-factor sign-in their waiting work as counts on the entries that open it, read aloud with the link', async () => {
    viewport('desktop')
    const fetchMock = mockFetch((url) =>
      url === '/api/work-queues'
        ? jsonResponse({
            held: 2,
            claims: { open: 3, overdue: 1 },
            ready: [
              { countryId: 'ke', paymentType: 'Mobile Money', count: 4 },
              { countryId: 'so', paymentType: 'Cash Collection', count: 1 },
            ],
            verifications: 1,
            reconciliation: { day: '2026-11-28', breakCount: 0 },
          })
        : jsonResponse({ error: 'Not found' }, 404),
    )
    await renderShell('/dashboard', makeSession({ isAdmin: true, verified: true, twoFactorEnabled: true }))
    expect(await within(sidebar()).findByRole('link', { name: /^Compliance review\s*, 2 held for review$/ })).toBeInTheDocument()
    expect(within(sidebar()).getByRole('link', { name: /^Claims\s*, 3 open, 1 overdue$/ })).toBeInTheDocument()
    expect(within(sidebar()).getByRole('link', { name: /^Payouts\s*, 5 ready to pay out$/ })).toHaveAttribute('href', '/dashboard/payouts')
    expect(within(sidebar()).getByRole('link', { name: /^Verifications\s*, 1 upload waiting for verification$/ })).toHaveAttribute(
      'href',
      '/dashboard/verifications',
    )
    // No breaks: no badge.
    expect(within(sidebar()).getByRole('link', { name: 'Reconciliation' })).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('asks a sender, and staff not yet signed in with two-factor, for no work counts', async () => {
    viewport('desktop')
    const fetchMock = mockFetch(() => jsonResponse({ error: 'Not found' }, 404))
    await renderShell('/dashboard', makeSession({ isAdmin: true, verified: true, twoFactorEnabled: false }))
    await within(sidebar()).findByRole('link', { name: 'Payouts' })
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/work-queues')
  })

  it('has no role badges for a user', async () => {
    viewport('desktop')
    await renderShell()
    expect(screen.queryByRole('list', { name: 'Your roles' })).not.toBeInTheDocument()
  })

  it('collapses to its icons and back, keeping every name, and remembers the choice', async () => {
    viewport('desktop')
    const { user, container } = await renderShell()
    const shell = container.querySelector('.dashboard')
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')

    await user.click(toggle)
    expect(shell).toHaveClass('dashboard--collapsed')
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false')
    // Labels are hidden visually only: links keep their names, and a tooltip.
    expect(within(sidebar()).getByRole('link', { name: 'My Recipients' })).toHaveAttribute('title', 'My Recipients')
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true')

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }))
    expect(shell).not.toHaveClass('dashboard--collapsed')
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false')
  })

  it('starts collapsed when it was left so', async () => {
    viewport('desktop')
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true')
    const { container } = await renderShell()
    expect(container.querySelector('.dashboard')).toHaveClass('dashboard--collapsed')
  })

  it('Logout signs out and goes to sign-in', async () => {
    viewport('desktop')
    const { user, session } = await renderShell()
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(session.getState()).toEqual({ status: 'signedOut' })
    expect(storedSession()).toBeNull()
  })
})

describe('DashboardLayout: the header', () => {
  it('shows the section title as the page heading and welcomes the user by first name', async () => {
    viewport('desktop')
    await renderShell('/transactions', makeSession({ firstName: 'Ayaan' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer History' })).toBeInTheDocument()
    expect(screen.getByText('Welcome back, Ayaan!')).toBeInTheDocument()
    expect(document.title).toBe('Transfer History | Remit')
  })

  it('has a menu with Profile and Logout; Logout signs out and goes to sign-in', async () => {
    viewport('desktop')
    const { user, session } = await renderShell()
    await user.click(await screen.findByRole('button', { name: 'Amina account menu' }))
    const panel = document.getElementById(screen.getByRole('button', { name: 'Amina account menu' }).getAttribute('aria-controls') ?? '')
    const menu = within(panel as HTMLElement)
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Profile', '/profile']])
    await user.click(menu.getByRole('button', { name: 'Logout' }))
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(session.getState()).toEqual({ status: 'signedOut' })
  })

  it('keeps the header title the only h1: a not-found or forbidden page inside says h2', async () => {
    viewport('desktop')
    await renderShell('/dashboard/nothing-here')
    expect(await screen.findByRole('heading', { level: 2, name: 'Not here' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('moves focus to the new page title when the page changes', async () => {
    viewport('desktop')
    const { user } = await renderShell()
    await user.click(within(sidebar()).getByRole('link', { name: 'Transfer History' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Transfer History' })).toHaveFocus())
  })
})

describe('DashboardLayout: the drawer on a phone', () => {
  it('opens from the menu button with focus inside, makes the page inert, and closes with Escape back to the button', async () => {
    viewport('phone')
    const { user, container } = await renderShell()
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const body = container.querySelector('.dashboard__body')
    expect(body).not.toHaveAttribute('inert')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    expect(drawer).toHaveAttribute('id', toggle.getAttribute('aria-controls'))
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus()
    expect(body).toHaveAttribute('inert')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
    expect(toggle).toHaveFocus()
    expect(body).not.toHaveAttribute('inert')
  })

  it('closes when a link is followed, or with its close button', async () => {
    viewport('phone')
    const { user } = await renderShell()
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'My Recipients' }))
    expect(await screen.findByText('Recipients page')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus()
  })
})
