import { act, screen } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore, storeSession, testSessionStore, signInAnswer } from '../../../testing/session'
import { authedCall } from '../../../lib/session/authed-call'
import { SessionRedirect } from '../../../lib/session/session-redirect'
import { RedirectIfSignedIn, RequireAuth, returnPathFrom } from './guards'
import { SignInForm } from './sign-in-form'

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.search + location.hash + ' ' + JSON.stringify(location.state ?? null)}</p>
}

const where = () => screen.getByTestId('where').textContent

function App() {
  return (
    <>
      <SessionRedirect />
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route element={<RedirectIfSignedIn />}>
          <Route
            path="/auth/sign-in"
            element={
              <>
                <h1>Sign in</h1>
                <SignInForm />
              </>
            }
          />
          <Route path="/auth/sign-up" element={<h1>Sign up</h1>} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route path="/private" element={<h1>Private</h1>} />
        </Route>
        <Route path="/dashboard/profile" element={<h1>Profile</h1>} />
      </Routes>
      <Where />
    </>
  )
}

describe('RequireAuth', () => {
  it('sends a signed-out visitor to sign-in with the page to come back to', async () => {
    renderApp(<App />, { url: '/private?tab=2#top' })
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    // In the state, and in the address (?next=), which outlives the state through a reload and on to sign-up.
    expect(where()).toBe('/auth/sign-in?next=%2Fprivate%3Ftab%3D2%23top {"from":{"pathname":"/private","search":"?tab=2","hash":"#top"}}')
  })

  it('brings them back there after signing in', async () => {
    mockFetch(() => jsonResponse(signInAnswer()))
    const { user } = renderApp(<App />, { url: '/private?tab=2' })
    await user.type(await screen.findByLabelText('Email'), 'amina@example.com')
    await user.type(screen.getByLabelText('Password'), 'Secret-Pass1')
    await user.click(screen.getByRole('button', { name: 'SIGN IN SECURELY' }))
    expect(await screen.findByRole('heading', { name: 'Private' })).toBeInTheDocument()
    expect(where()).toBe('/private?tab=2 null')
  })

  it('shows the page to a signed-in user', async () => {
    renderApp(<App />, { url: '/private', session: await signedInStore() })
    expect(screen.getByRole('heading', { name: 'Private' })).toBeInTheDocument()
  })

  it('waits while the stored session is being checked', async () => {
    storeSession(makeSession())
    const session = testSessionStore()
    renderApp(<App />, { url: '/private', session })
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Private' })).toBeInTheDocument()
  })

  it('goes to sign-in after Sign Out, without a page to return to', async () => {
    mockFetch(() => new Response(null, { status: 204 }))
    const session = await signedInStore()
    renderApp(<App />, { url: '/private', session })
    act(() => session.signOut())
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(where()).toBe('/auth/sign-in null')
  })

  it('goes to sign-in when the API refuses the token (401), keeping the page to return to', async () => {
    mockFetch((url) => (url === userRoutes.getMe.path ? jsonResponse({ error: 'Unauthorized' }, 401) : new Response(null, { status: 204 })))
    const session = await signedInStore()
    renderApp(<App />, { url: '/private', session })
    await act(() => authedCall(session, userRoutes.getMe).catch(() => undefined))
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(where()).toBe('/auth/sign-in {"from":{"pathname":"/private","search":"","hash":""}}')
  })
})

describe('RedirectIfSignedIn', () => {
  it.each(['/auth/sign-in', '/auth/sign-up'])('sends a signed-in user from %s to /', async (url) => {
    renderApp(<App />, { url, session: await signedInStore() })
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(where()).toBe('/ null')
  })

  it('also once a stored session is restored', async () => {
    storeSession(makeSession())
    renderApp(<App />, { url: '/auth/sign-up', session: testSessionStore() })
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()
  })

  it('shows sign-in to a signed-out visitor, and lets its own sign-in go to /dashboard/profile', async () => {
    mockFetch(() => jsonResponse(signInAnswer()))
    const { user } = renderApp(<App />, { url: '/auth/sign-in' })
    await user.type(screen.getByLabelText('Email'), 'amina@example.com')
    await user.type(screen.getByLabelText('Password'), 'Secret-Pass1')
    await user.click(screen.getByRole('button', { name: 'SIGN IN SECURELY' }))
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument()
    expect(where()).toBe('/dashboard/profile null')
  })
})

describe('returnPathFrom', () => {
  it('accepts an in-app path and refuses anything else', () => {
    expect(returnPathFrom({ from: { pathname: '/dashboard', search: '?a=1', hash: '#x' } })).toBe('/dashboard?a=1#x')
    expect(returnPathFrom({ from: { pathname: '//evil.example/x' } })).toBeUndefined()
    expect(returnPathFrom({ from: { pathname: 'https://evil.example/' } })).toBeUndefined()
    expect(returnPathFrom({ from: { pathname: '/auth/sign-in' } })).toBeUndefined()
    expect(returnPathFrom({ from: '/dashboard' })).toBeUndefined()
    expect(returnPathFrom(null)).toBeUndefined()
  })
})
