import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TWO_FACTOR_MESSAGES } from '../../../../../shared/auth/two-factor-messages'
import { eventually } from '../../../testing/eventually'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderRoutes } from '../../../testing/render-routes'
import { signInAnswer, storedSession } from '../../../testing/session'
import { DEVICE_TOKEN_KEY } from '../../../lib/session/session-api'
import { SignInForm } from './sign-in-form'

const CHALLENGE = { twoFactorRequired: true, challenge: 'cognito-session-1' }

interface Sent {
  url: string
  body: unknown
}

/** The API: the password answers the challenge; `verify` answers POST /api/user/login/two-factor. */
function api(verify: (body: unknown) => Response | Promise<Response>) {
  const sent: Sent[] = []
  mockFetch((url, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    sent.push({ url, body })
    if (url === '/api/user/login') return jsonResponse(CHALLENGE)
    if (url === '/api/user/login/two-factor') return verify(body)
    return jsonResponse({ error: 'Not found' }, 404)
  })
  return sent
}

function renderSignIn() {
  return renderRoutes({ '/auth/sign-in': <SignInForm />, '/dashboard/profile': <p>Profile page</p> }, { url: '/auth/sign-in' })
}

const codeField = () => screen.getByLabelText('Code from your authenticator app')
const verifyButton = () => screen.getByRole('button', { name: /VERIFY CODE|Verifying/ })

async function passPasswordStep(user: ReturnType<typeof renderSignIn>['user']) {
  await user.type(screen.getByLabelText('Email'), 'amina@example.com')
  await user.type(screen.getByLabelText('Password'), 'Secret-Pass1')
  await user.click(screen.getByRole('button', { name: 'SIGN IN SECURELY' }))
  await screen.findByRole('heading', { name: 'Enter your sign-in code' })
}

describe('Sign-in: the two-factor code step', () => {
  it('after the password, asks for the code on the same screen; the code signs in and the session is stored as usual', async () => {
    let release: (response: Response) => void = () => undefined
    const sent = api(() => new Promise<Response>((resolve) => (release = resolve)))
    const { user, session } = renderSignIn()
    await passPasswordStep(user)

    expect(session.getState().status).toBe('signedOut')
    expect(screen.getByRole('heading', { name: 'Enter your sign-in code' })).toHaveFocus()
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
    const field = codeField()
    expect(field).toHaveAttribute('inputmode', 'numeric')
    expect(field).toHaveAttribute('autocomplete', 'one-time-code')
    expect(field).toHaveAttribute('pattern', '[0-9]*')
    expect(field).toHaveAttribute('maxlength', '7')
    expect(verifyButton()).toBeDisabled()

    // An app's '123 456', pasted whole.
    await user.click(field)
    await user.paste('123 456')
    expect(field).toHaveValue('123456')
    expect(verifyButton()).toBeEnabled()
    await user.click(verifyButton())

    await eventually(() => expect(verifyButton()).toHaveTextContent('Verifying...'))
    expect(verifyButton()).toBeDisabled()
    expect(sent.at(-1)).toEqual({
      url: '/api/user/login/two-factor',
      body: { email: 'amina@example.com', challenge: 'cognito-session-1', code: '123456' },
    })

    release(jsonResponse(signInAnswer({ twoFactorEnabled: true }, 'device-9')))
    expect(await screen.findByText('Profile page')).toBeInTheDocument()
    expect(session.getState().status).toBe('signedIn')
    expect(storedSession()).toMatchObject({ email: 'amina@example.com', token: 'access-1', twoFactorEnabled: true })
    expect(storedSession()).not.toHaveProperty('deviceToken')
    expect(localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('device-9')
  })

  it('shows a wrong code above the field like the other sign-in errors, and takes the next one afresh', async () => {
    api(() => jsonResponse({ error: TWO_FACTOR_MESSAGES.codeWrong, fields: { code: TWO_FACTOR_MESSAGES.codeWrong } }, 400))
    const { user, session } = renderSignIn()
    await passPasswordStep(user)
    await user.type(codeField(), '111111')
    await user.click(verifyButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.codeWrong)
    expect(codeField()).toHaveValue('')
    expect(codeField()).toHaveFocus()
    expect(verifyButton()).toHaveTextContent('VERIFY CODE')
    expect(session.getState().status).toBe('signedOut')
  })

  it('checks the code has 6 digits before sending it', async () => {
    const sent = api(() => jsonResponse(signInAnswer()))
    const { user } = renderSignIn()
    await passPasswordStep(user)
    await user.type(codeField(), '12345')
    await user.click(verifyButton())
    await eventually(() => expect(codeField()).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeFormat))
    expect(sent.filter((call) => call.url === '/api/user/login/two-factor')).toEqual([])
  })

  it('an expired challenge goes back to the password step with the reason, the e-mail kept', async () => {
    api(() => jsonResponse({ error: TWO_FACTOR_MESSAGES.challengeExpired }, 401))
    const { user, session } = renderSignIn()
    await passPasswordStep(user)
    await user.type(codeField(), '123456')
    await user.click(verifyButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.challengeExpired)
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com')
    expect(screen.getByLabelText('Password')).toHaveValue('')
    await eventually(() => expect(screen.getByLabelText('Password')).toHaveFocus())
    expect(screen.queryByLabelText('Code from your authenticator app')).not.toBeInTheDocument()
    expect(session.getState().status).toBe('signedOut')
  })

  it("'Use a different account' goes back to an empty password step", async () => {
    api(() => jsonResponse(signInAnswer()))
    const { user } = renderSignIn()
    await passPasswordStep(user)
    expect(screen.getByText('amina@example.com')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use a different account' }))

    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(screen.getByLabelText('Password')).toHaveValue('')
    await eventually(() => expect(screen.getByLabelText('Email')).toHaveFocus())
    expect(screen.getByRole('button', { name: 'SIGN IN SECURELY' })).toBeDisabled()
  })

  it('shows the lockout of a 429 on the code step', async () => {
    api(() => jsonResponse({ error: 'Too many failed sign-in attempts. Please try again in 15 minutes.' }, 429))
    const { user } = renderSignIn()
    await passPasswordStep(user)
    await user.type(codeField(), '123456')
    await user.click(verifyButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-in attempts. Please try again in 15 minutes.')
    expect(codeField()).toBeInTheDocument()
  })
})
