import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TWO_FACTOR_MESSAGES } from '../../../../../shared/auth/two-factor-messages'
import type { User } from '../../../../../shared/users/user'
import { eventually } from '../../../testing/eventually'
import { jsonResponse } from '../../../testing/mock-fetch'
import { mockProfileApi } from '../../../testing/profile-api'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore, storedSession } from '../../../testing/session'
import { ProfileSettings } from './profile-settings'

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const SETUP = { secret: SECRET, otpauthUri: `otpauth://totp/Remit:amina%40example.com?secret=${SECRET}&issuer=Remit` }

async function renderSettings(me: User, url = '/profile') {
  const session = await signedInStore(makeSession({ twoFactorEnabled: me.twoFactorEnabled }))
  const rendered = renderApp(<ProfileSettings />, { session, url })
  const section = await screen.findByRole('region', { name: 'Two-factor sign-in' })
  return { ...rendered, section: within(section) }
}

const { token: _token, refreshToken: _refresh, expiresAt: _expires, ...baseMe } = makeSession()
/** Confirming an enrolment answers a new session: every other one, this tab's old one too, has ended. */
const RENEWED = makeSession({ twoFactorEnabled: true, token: 'access-2', refreshToken: 'refresh-2' })

/** The password that starts a setup, typed as a person does, then 'Turn on'. */
async function startWithPassword(
  user: Awaited<ReturnType<typeof renderSettings>>['user'],
  section: Awaited<ReturnType<typeof renderSettings>>['section'],
) {
  await user.type(section.getByLabelText('Password', { selector: 'input' }), 'Secret-Pass1')
  await user.click(section.getByRole('button', { name: 'Turn on two-factor sign-in' }))
}
const sessionFlag = (store: Awaited<ReturnType<typeof renderSettings>>['session']) => {
  const state = store.getState()
  return state.status === 'signedIn' ? state.session.twoFactorEnabled : undefined
}

describe('Profile Settings: two-factor sign-in', () => {
  it('turns it on: the QR code and the key grouped in 4s, then the first code confirms it', async () => {
    const me: User = { ...baseMe }
    const sent = mockProfileApi(me, (call) => {
      if (call.url === '/api/user/me/two-factor/setup') return jsonResponse(SETUP)
      if (call.url === '/api/user/me/two-factor/confirm') return jsonResponse(RENEWED)
      return undefined
    })
    const { user, section, session } = await renderSettings(me)
    expect(section.getByRole('heading', { name: 'Two-factor sign-in is off' })).toBeInTheDocument()
    await startWithPassword(user, section)

    const heading = await section.findByRole('heading', { name: 'Set up your authenticator app' })
    expect(heading).toHaveFocus()
    const qr = section.getByRole('img', { name: 'QR code for your authenticator app. If you cannot scan it, enter the key shown below.' })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0)
    expect(section.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument()
    await user.click(section.getByRole('button', { name: 'Copy key' }))
    expect(await section.findByText('Key copied.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(SECRET)

    const code = section.getByLabelText('6-digit code the app shows for Remit')
    const confirm = section.getByRole('button', { name: 'Confirm and turn on' })
    expect(confirm).toBeDisabled()
    await user.click(code)
    await user.paste('654 321')
    await user.click(confirm)

    expect(await section.findByRole('heading', { name: 'Two-factor sign-in is on' })).toHaveFocus()
    expect(section.getByRole('status')).toHaveTextContent('Two-factor sign-in is on.')
    expect(sent.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/user/me/two-factor/setup', body: { password: 'Secret-Pass1' } },
      { url: '/api/user/me/two-factor/confirm', body: { password: 'Secret-Pass1', code: '654321' } },
    ])
    expect(section.getByRole('status')).toHaveTextContent('You were signed out everywhere else.')
    // The stored user says so (the staff screens open at once), with the new session the enrolment answered: every other one ended.
    await eventually(() => expect(sessionFlag(session)).toBe(true))
    expect(storedSession()).toMatchObject({ twoFactorEnabled: true, token: 'access-2', refreshToken: 'refresh-2' })
    expect(session.getState()).toMatchObject({ status: 'signedIn', session: { token: 'access-2' } })
  })

  it('shows a wrong first code on its field, and an expired setup back at the start', async () => {
    const me: User = { ...baseMe }
    let confirmAnswer = jsonResponse({ error: TWO_FACTOR_MESSAGES.codeWrong, fields: { code: TWO_FACTOR_MESSAGES.codeWrong } }, 400)
    mockProfileApi(me, (call) => {
      if (call.url === '/api/user/me/two-factor/setup') return jsonResponse(SETUP)
      if (call.url === '/api/user/me/two-factor/confirm') return confirmAnswer
      return undefined
    })
    const { user, section, session } = await renderSettings(me)
    await startWithPassword(user, section)
    const code = await section.findByLabelText('6-digit code the app shows for Remit')
    await user.type(code, '111111')
    await user.click(section.getByRole('button', { name: 'Confirm and turn on' }))
    await eventually(() => expect(code).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeWrong))
    expect(code).toHaveAttribute('aria-invalid', 'true')

    confirmAnswer = jsonResponse({ error: TWO_FACTOR_MESSAGES.setupExpired }, 409)
    await user.clear(code)
    await user.type(code, '222222')
    await user.click(section.getByRole('button', { name: 'Confirm and turn on' }))
    expect(await section.findByRole('heading', { name: 'Two-factor sign-in is off' })).toHaveFocus()
    expect(section.getByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.setupExpired)
    expect(section.queryByRole('img')).not.toBeInTheDocument()
    expect(sessionFlag(session)).not.toBe(true)
  })

  it('says why the setup could not start', async () => {
    const me: User = { ...baseMe }
    mockProfileApi(me, (call) => (call.url === '/api/user/me/two-factor/setup' ? jsonResponse({ error: 'Too many requests' }, 429) : undefined))
    const { user, section } = await renderSettings(me)
    await startWithPassword(user, section)
    expect(await section.findByRole('alert')).toHaveTextContent('Too many requests')
    expect(section.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeEnabled()
  })

  it('asks for the password before the setup starts: an empty one is not sent, a wrong one is shown on its field', async () => {
    const me: User = { ...baseMe }
    const sent = mockProfileApi(me, (call) =>
      call.url === '/api/user/me/two-factor/setup'
        ? jsonResponse({ error: 'Current password is incorrect', fields: { password: 'Current password is incorrect' } }, 400)
        : undefined,
    )
    const { user, section } = await renderSettings(me)
    const password = section.getByLabelText('Password', { selector: 'input' })
    expect(password).toHaveAttribute('autocomplete', 'current-password')
    expect(section.getByText('To turn it on, enter your password.')).toBeInTheDocument()
    await user.click(section.getByRole('button', { name: 'Turn on two-factor sign-in' }))
    await eventually(() => expect(password).toHaveAttribute('aria-invalid', 'true'))
    expect(sent.filter((call) => call.url === '/api/user/me/two-factor/setup')).toEqual([])

    await user.type(password, 'Wrong-Pass1')
    await user.click(section.getByRole('button', { name: 'Turn on two-factor sign-in' }))
    await eventually(() => expect(password).toHaveAccessibleDescription('Current password is incorrect'))
    expect(password).toHaveFocus()
    expect(section.queryByRole('img')).not.toBeInTheDocument()
  })

  it('turns it off with the password and a current code; a wrong password is shown on its field', async () => {
    const me: User = { ...baseMe, twoFactorEnabled: true }
    let disableAnswer = jsonResponse({ error: 'Current password is incorrect', fields: { password: 'Current password is incorrect' } }, 400)
    const sent = mockProfileApi(me, (call) => (call.url === '/api/user/me/two-factor/disable' ? disableAnswer : undefined))
    const { user, section, session } = await renderSettings(me)
    expect(section.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeInTheDocument()
    const password = section.getByLabelText('Password', { selector: 'input' })
    await user.type(password, 'Wrong-Pass1')
    await user.type(section.getByLabelText('Code from your authenticator app'), '123456')
    await user.click(section.getByRole('button', { name: 'Turn off two-factor sign-in' }))
    await eventually(() => expect(password).toHaveAccessibleDescription('Current password is incorrect'))
    expect(sessionFlag(session)).toBe(true)

    disableAnswer = jsonResponse({ ...me, twoFactorEnabled: false })
    await user.clear(password)
    await user.type(password, 'Secret-Pass1')
    await user.click(section.getByRole('button', { name: 'Turn off two-factor sign-in' }))
    expect(await section.findByRole('heading', { name: 'Two-factor sign-in is off' })).toHaveFocus()
    expect(section.getByRole('status')).toHaveTextContent('Two-factor sign-in is off.')
    expect(sent.filter((call) => call.url === '/api/user/me/two-factor/disable').at(-1)?.body).toEqual({ password: 'Secret-Pass1', code: '123456' })
    await eventually(() => expect(sessionFlag(session)).toBe(false))
    // Still signed in: the server keeps the session.
    expect(session.getState().status).toBe('signedIn')
  })

  it('arriving from the staff prompt (/profile#two-factor) puts the focus on the section', async () => {
    mockProfileApi({ ...baseMe, isAdmin: true }, () => undefined)
    const { section } = await renderSettings({ ...baseMe, isAdmin: true }, '/profile#two-factor')
    await eventually(() => expect(section.getByRole('heading', { name: 'Two-factor sign-in is off' })).toHaveFocus())
  })
})
