import { screen } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { EMAIL_NOT_CONFIRMED_CODE, EMAIL_NOT_CONFIRMED_MESSAGE } from '../../../../../shared/auth/sign-up-confirmation'
import { forgetCredentials, heldCredentials, holdCredentials } from '../../../features/auth/held-credentials'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { signInAnswer } from '../../../testing/session'
import ConfirmEmailRoute from './confirm-email'
import SignInRoute from './sign-in'

const CREDENTIALS = { email: 'amina@example.com', password: 'Secret-Pass1' }
const codeField = () => screen.getByLabelText('Code from the e-mail')
const confirmButton = () => screen.getByRole('button', { name: /Confirm and sign in|Confirming/ })

function renderScreens(url = '/auth/confirm-email') {
  return renderApp(
    <Routes>
      <Route path="/auth/sign-in" element={<SignInRoute />} />
      <Route path="/auth/confirm-email" element={<ConfirmEmailRoute />} />
      <Route path="/dashboard/profile" element={<h1>Profile page</h1>} />
      <Route path="/country/sender-details/:id" element={<SenderDetailsProbe />} />
    </Routes>,
    { url },
  )
}

function SenderDetailsProbe() {
  const { pathname, search } = useLocation()
  return <h1>{`Wizard at ${pathname}${search}`}</h1>
}

const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body))

afterEach(forgetCredentials)

describe('Confirm your e-mail screen', () => {
  it('finishes the sign-up with the code and the held e-mail and password, then signs in and forgets them', async () => {
    holdCredentials(CREDENTIALS)
    const fetchMock = mockFetch(() => jsonResponse(signInAnswer({ email: CREDENTIALS.email })))
    const { user } = renderScreens()
    expect(document.title).toBe('Confirm your e-mail | Remit')
    expect(screen.getByText(CREDENTIALS.email)).toBeInTheDocument()
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code')
    expect(codeField()).toHaveAttribute('inputmode', 'numeric')
    expect(confirmButton()).toBeDisabled()

    // Pasted with spaces or dashes, the code keeps its digits.
    await user.click(codeField())
    await user.paste('123-456')
    expect(codeField()).toHaveValue('123456')
    await user.click(confirmButton())

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/user/login')
    expect(bodyOf(init)).toMatchObject({ ...CREDENTIALS, code: '123456' })
    expect(heldCredentials()).toBeUndefined()
  })

  it('brings a newcomer back to the payment they started (?next=), with its amount and method', async () => {
    holdCredentials(CREDENTIALS)
    mockFetch(() => jsonResponse(signInAnswer({ email: CREDENTIALS.email })))
    const next = '/country/sender-details/ke?inputValue=200&fees=10&total=210&currency=KES&paymentType=Mobile+Money'
    const { user } = renderScreens(`/auth/confirm-email?next=${encodeURIComponent(next)}`)
    await user.type(codeField(), '123456')
    await user.click(confirmButton())
    expect(await screen.findByRole('heading', { name: `Wizard at ${next}` })).toBeInTheDocument()
  })

  it('never follows a ?next= to another site: the profile instead', async () => {
    holdCredentials(CREDENTIALS)
    mockFetch(() => jsonResponse(signInAnswer({ email: CREDENTIALS.email })))
    const { user } = renderScreens(`/auth/confirm-email?next=${encodeURIComponent('//evil.example/country')}`)
    await user.type(codeField(), '123456')
    await user.click(confirmButton())
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument()
  })

  it('puts a refused code back on its field', async () => {
    holdCredentials(CREDENTIALS)
    const invalid = 'The code is invalid or has expired. Request a new one.'
    mockFetch(() => jsonResponse({ error: invalid, fields: { code: invalid } }, 400))
    const { user } = renderScreens()
    await user.type(codeField(), '000000')
    await user.click(confirmButton())
    await screen.findByText(invalid)
    expect(codeField()).toHaveAccessibleDescription(invalid)
    expect(heldCredentials()).toEqual(CREDENTIALS)
  })

  it('sends a new code by signing in without one, and says so', async () => {
    holdCredentials(CREDENTIALS)
    const fetchMock = mockFetch(() => jsonResponse({ error: EMAIL_NOT_CONFIRMED_MESSAGE, code: EMAIL_NOT_CONFIRMED_CODE }, 403))
    const { user } = renderScreens()
    await user.click(screen.getByRole('button', { name: 'Send a new code' }))
    expect(await screen.findByText(`We have sent a new code to ${CREDENTIALS.email}.`)).toBeInTheDocument()
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).not.toHaveProperty('code')
  })

  it('asks a visitor who arrives without a sign-up in this tab to sign in first', () => {
    renderScreens()
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/sign-in')
    expect(screen.queryByLabelText('Code from the e-mail')).not.toBeInTheDocument()
  })

  it('is where a sign-in of an account still waiting for its code goes, with the e-mail and password held', async () => {
    mockFetch(() => jsonResponse({ error: EMAIL_NOT_CONFIRMED_MESSAGE, code: EMAIL_NOT_CONFIRMED_CODE }, 403))
    const { user } = renderScreens('/auth/sign-in')
    await user.type(screen.getByLabelText('Email'), ' Amina@Example.com')
    await user.type(screen.getByLabelText('Password'), CREDENTIALS.password)
    await user.click(screen.getByRole('button', { name: 'SIGN IN SECURELY' }))
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail' })).toBeInTheDocument()
    expect(heldCredentials()).toEqual(CREDENTIALS)
    expect(screen.getByText(CREDENTIALS.email)).toBeInTheDocument()
  })
})
