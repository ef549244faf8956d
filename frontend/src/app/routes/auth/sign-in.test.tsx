import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { signInAnswer } from '../../../testing/session'
import SignInRoute from './sign-in'
import { eventually } from '../../../testing/eventually'

const submitButton = () => screen.getByRole('button', { name: /SIGN IN SECURELY|Authenticating/ })

/** Types `email` and `password` into the form and sends it. */
async function signIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string): Promise<void> {
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(submitButton())
}

/** A fetch answer we release when we like, to see the screen while it waits. */
function deferred() {
  let resolve: (response: Response) => void = () => undefined
  const promise = new Promise<Response>((done) => (resolve = done))
  return { promise, resolve }
}

describe('Sign-in screen', () => {
  it('has the spec 2.5 parts: fields, forgot-password link, disabled social buttons, sign-up link', () => {
    renderApp(<SignInRoute />, { url: '/auth/sign-in' })
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/sign-up')
    for (const name of ['Google', 'Facebook']) {
      const button = screen.getByRole('button', { name })
      expect(button).toHaveAttribute('aria-disabled', 'true')
      expect(button).toHaveAccessibleDescription('Coming soon')
    }
    expect(document.title).toBe('Sign in | Remit')
  })

  it("keeps 'SIGN IN SECURELY' disabled until both fields are filled", async () => {
    const { user } = renderApp(<SignInRoute />)
    expect(submitButton()).toBeDisabled()
    await user.type(screen.getByLabelText('Email'), 'amina@example.com')
    expect(submitButton()).toBeDisabled()
    await user.type(screen.getByLabelText('Password'), '   ')
    expect(submitButton()).toBeDisabled()
    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'x')
    expect(submitButton()).toBeEnabled()
  })

  it("says 'Email is required!' and 'Password is required!' when a field is left empty", async () => {
    const { user } = renderApp(<SignInRoute />)
    await user.click(screen.getByLabelText('Email'))
    await user.click(screen.getByLabelText('Password'))
    // The rules load on the form's first focus; the message shows once they are there.
    await eventually(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required!'))
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText('Password is required!')).not.toBeInTheDocument()
    await user.tab()
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required!')

    await user.type(screen.getByLabelText('Email'), 'a')
    expect(screen.queryByText('Email is required!')).not.toBeInTheDocument()
  })

  it('shows and hides the password with an accessible toggle', async () => {
    const { user } = renderApp(<SignInRoute />)
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text')
    await user.click(toggle)
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
  })

  it("shows 'Authenticating...' and stays disabled while signing in, then goes to /dashboard/profile", async () => {
    const answer = deferred()
    const fetchMock = mockFetch(() => answer.promise)
    const { user, session } = renderApp(<SignInRoute />, { url: '/auth/sign-in' })
    await signIn(user, '  Amina@Example.com ', 'Secret-Pass1')

    expect(submitButton()).toHaveTextContent('Authenticating...')
    expect(submitButton()).toBeDisabled()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/user/login')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'amina@example.com', password: 'Secret-Pass1' })

    answer.resolve(jsonResponse(signInAnswer()))
    await eventually(() => expect(session.getState().status).toBe('signedIn'))
  })

  it("shows the server's error text in an alert above the form", async () => {
    mockFetch(() => jsonResponse({ error: 'Invalid email or password' }, 401))
    await signIn(renderApp(<SignInRoute />).user, 'amina@example.com', 'wrong')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Invalid email or password')
    const form = screen.getByLabelText('Email').closest('form')
    expect(form).not.toBeNull()
    // Above the form: the alert comes first in the document.
    expect(alert.compareDocumentPosition(form as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(submitButton()).toHaveTextContent('SIGN IN SECURELY')
    expect(submitButton()).toBeEnabled()
  })

  it('shows the lockout text of a 429', async () => {
    mockFetch(() => jsonResponse({ error: 'Too many failed sign-in attempts. Please try again in 15 minutes.' }, 429))
    await signIn(renderApp(<SignInRoute />).user, 'amina@example.com', 'Secret-Pass1')
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-in attempts. Please try again in 15 minutes.')
  })
})
