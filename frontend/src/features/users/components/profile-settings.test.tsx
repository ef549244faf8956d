import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SIGN_UP_MESSAGES } from '../../../../../shared/auth/signup-schema'
import { IDENTITY_DOCUMENT_LABELS } from '../../../../../shared/compliance/identity-rules'
import { ALWAYS_SENT_TEXT, EMAIL_PREFERENCE_LABELS } from '../../../../../shared/notifications/email-preferences'
import { CHANGE_PASSWORD_MESSAGES, CONFIRM_PASSWORD_MESSAGES } from '../../../../../shared/users/change-password-schema'
import type { Locale } from '../../../../../shared/i18n/locales'
import type { User } from '../../../../../shared/users/user'
import { activateLocale } from '../../../lib/i18n/i18n'
import { jsonResponse } from '../../../testing/mock-fetch'
import { mockProfileApi, type SentRequest } from '../../../testing/profile-api'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore, storedSession } from '../../../testing/session'
import { ProfileSettings } from './profile-settings'

const { token: _token, refreshToken: _refresh, expiresAt: _expires, ...me } = makeSession()
const stored: User = { ...me, phoneNumber: '6125550101' }

/** The API answering `stored` as the signed-in user's profile (`answer` may answer any call first). */
const api = (answer?: (sent: SentRequest) => Response | undefined) => mockProfileApi(stored, answer)

/** `language`: the reader's stored choice, so the page does not save the one it shows. */
async function renderSettings(language?: Locale) {
  const session = await signedInStore(makeSession(language ? { language } : {}))
  const rendered = renderApp(<ProfileSettings />, { session })
  await screen.findByDisplayValue('612-555-0101')
  return rendered
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' })

describe('Profile Settings: personal details', () => {
  it('shows the stored profile, and saves only what changed with PUT /api/user/{id}; the header name follows', async () => {
    const sent = api((call) =>
      call.method === 'PUT'
        ? jsonResponse({ ...stored, firstName: 'Ayaan', phoneNumber: '6125550199', updatedAt: '2026-03-02T00:00:00.000Z' })
        : undefined,
    )
    const { user, session } = await renderSettings()
    expect(field('First name')).toHaveValue('Amina')
    expect(field('Email')).toHaveValue('amina@example.com')
    const save = screen.getByRole('button', { name: 'Save changes' })
    expect(save).toBeDisabled()

    await user.clear(field('First name'))
    await user.type(field('First name'), 'Ayaan')
    await user.clear(field('Phone number'))
    await user.type(field('Phone number'), '6125550199')
    expect(field('Phone number')).toHaveValue('612-555-0199')
    await user.click(save)

    expect(await screen.findByText('User has been updated successfully.')).toBeInTheDocument()
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([
      { url: '/api/user/user-1', method: 'PUT', body: { firstName: 'Ayaan', phoneNumber: '6125550199' } },
    ])
    const state = session.getState()
    expect(state.status === 'signedIn' && state.session.firstName).toBe('Ayaan')
    expect(storedSession()).toMatchObject({ firstName: 'Ayaan', token: 'access-1' })
  })

  it('checks the fields with the sign-up messages before sending', async () => {
    const sent = api()
    const { user } = await renderSettings()
    await user.clear(field('First name'))
    await user.type(field('First name'), 'A')
    await user.clear(field('Email'))
    await user.type(field('Email'), 'not-an-email')
    await user.clear(field('Phone number'))
    await user.type(field('Phone number'), '612')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(field('First name')).toHaveAccessibleDescription(SIGN_UP_MESSAGES.firstName.min)
    expect(field('Email')).toHaveAccessibleDescription(expect.stringContaining(SIGN_UP_MESSAGES.email.format))
    expect(field('Phone number')).toHaveAccessibleDescription(SIGN_UP_MESSAGES.phoneNumber.format)
    expect(sent.some((call) => call.method === 'PUT')).toBe(false)
  })

  it("shows the server's refusal on its field", async () => {
    api((call) => (call.method === 'PUT' ? jsonResponse({ error: 'An account with this email already exists' }, 409) : undefined))
    const { user } = await renderSettings()
    await user.clear(field('Email'))
    await user.type(field('Email'), 'taken@example.com')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Update Failed An account with this email already exists')
  })

  it('an e-mail change asks for the current password, then waits for the code sent to the new address', async () => {
    const pending = { ...stored, pendingEmail: 'new@example.com', updatedAt: '2026-03-02T00:00:00.000Z' }
    const sent = api((call) => (call.method === 'PUT' ? jsonResponse(pending) : undefined))
    const { user } = await renderSettings()
    const personal = within(screen.getByRole('region', { name: 'Personal details' }))
    expect(personal.queryByLabelText('Current password', { exact: true, selector: 'input' })).toBeNull()
    await user.clear(field('Email'))
    await user.type(field('Email'), 'new@example.com')
    await user.type(personal.getByLabelText('Current password', { exact: true, selector: 'input' }), 'Old-Passw0rd!')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    const confirmation = await screen.findByRole('region', { name: 'Confirm your new e-mail' })
    expect(confirmation).toHaveTextContent(
      'We sent a 6-digit code to new@example.com. Until you enter it, you keep signing in with amina@example.com.',
    )
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([
      { url: '/api/user/user-1', method: 'PUT', body: { email: 'new@example.com', currentPassword: 'Old-Passw0rd!' } },
    ])
  })

  it('the code finishes the change, and the tab signs out to sign in with the new address', async () => {
    stored.pendingEmail = 'new@example.com'
    try {
      const sent = api((call) =>
        call.url === '/api/user/me/email/confirm' ? jsonResponse({ ...stored, email: 'new@example.com', pendingEmail: undefined }) : undefined,
      )
      const { user, session } = await renderSettings()
      const confirmation = within(await screen.findByRole('region', { name: 'Confirm your new e-mail' }))
      await user.type(confirmation.getByLabelText('Code', { exact: true, selector: 'input' }), '12345')
      await user.click(confirmation.getByRole('button', { name: 'Confirm e-mail' }))
      expect(confirmation.getByLabelText('Code', { exact: true, selector: 'input' })).toHaveAccessibleDescription(
        expect.stringContaining('The code is 6 digits'),
      )
      await user.type(confirmation.getByLabelText('Code', { exact: true, selector: 'input' }), '6')
      await user.click(confirmation.getByRole('button', { name: 'Confirm e-mail' }))
      expect(await screen.findByText('Your e-mail is now new@example.com. Sign in with it.')).toBeInTheDocument()
      expect(sent.find((call) => call.url === '/api/user/me/email/confirm')?.body).toEqual({ code: '123456' })
      expect(session.getState().status).toBe('signedOut')
    } finally {
      delete stored.pendingEmail
    }
  })

  it('shows the spec loading text while the profile loads', async () => {
    api((call) => (call.url === '/api/user/me' ? (new Promise<Response>(() => undefined) as unknown as Response) : undefined))
    renderApp(<ProfileSettings />, { session: await signedInStore() })
    expect(screen.getByRole('status', { name: 'Loading your profile information...' })).toBeInTheDocument()
  })
})

describe('Profile Settings: change password', () => {
  const fill = async (user: Awaited<ReturnType<typeof renderSettings>>['user'], current: string, next: string, confirm = next) => {
    if (current) await user.type(field('Current password'), current)
    if (next) await user.type(field('New password'), next)
    if (confirm) await user.type(field('Confirm new password'), confirm)
    await user.click(screen.getByRole('button', { name: 'Change password' }))
  }

  it('sends the current and new password, confirms, and signs this tab in again (the change ended every session)', async () => {
    const renewed = makeSession({ token: 'token-after-change', refreshToken: 'refresh-after-change' })
    const sent = api((call) =>
      call.url === '/api/user/change-password'
        ? jsonResponse({ message: CHANGE_PASSWORD_MESSAGES.changed })
        : call.url === '/api/user/login'
          ? jsonResponse({ ...renewed, deviceToken: 'device-1' })
          : undefined,
    )
    const { user } = await renderSettings()
    await fill(user, 'Old-Passw0rd!', 'New-Passw0rd!')
    expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.changed)).toBeInTheDocument()
    expect(sent.find((call) => call.url === '/api/user/change-password')).toEqual({
      url: '/api/user/change-password',
      method: 'POST',
      body: { currentPassword: 'Old-Passw0rd!', newPassword: 'New-Passw0rd!' },
    })
    expect(sent.find((call) => call.url === '/api/user/login')?.body).toEqual({ email: me.email, password: 'New-Passw0rd!' })
    expect(storedSession()).toMatchObject({ token: 'token-after-change' })
    expect(field('Current password')).toHaveValue('')
  })

  it('with two-factor sign-in on, signs the tab out with a notice: the sign-in page asks for the new password and a code', async () => {
    api((call) =>
      call.url === '/api/user/change-password'
        ? jsonResponse({ message: CHANGE_PASSWORD_MESSAGES.changed })
        : call.url === '/api/user/login'
          ? jsonResponse({ twoFactorRequired: true, challenge: 'challenge-1' })
          : undefined,
    )
    const { user, session } = await renderSettings()
    await fill(user, 'Old-Passw0rd!', 'New-Passw0rd!')
    expect(await screen.findByText('Your password is changed. Sign in with it and a code from your authenticator app.')).toBeInTheDocument()
    expect(session.getState().status).toBe('signedOut')
  })

  it('checks the rules and the confirmation before sending', async () => {
    const sent = api()
    const { user } = await renderSettings()
    await fill(user, '', 'weakpass', 'different')
    expect(field('Current password')).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.currentRequired)
    expect(field('New password')).toHaveAccessibleDescription(expect.stringContaining(SIGN_UP_MESSAGES.password.uppercase))
    expect(field('Confirm new password')).toHaveAccessibleDescription(CONFIRM_PASSWORD_MESSAGES.differ)
    expect(sent.some((call) => call.url === '/api/user/change-password')).toBe(false)
  })

  it('shows a wrong current password on its field, and the session stays', async () => {
    api((call) =>
      call.url === '/api/user/change-password'
        ? jsonResponse({ error: CHANGE_PASSWORD_MESSAGES.currentWrong, fields: { currentPassword: CHANGE_PASSWORD_MESSAGES.currentWrong } }, 400)
        : undefined,
    )
    const { user, session } = await renderSettings()
    await fill(user, 'Wrong-Passw0rd!', 'New-Passw0rd!')
    expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.currentWrong)).toBeInTheDocument()
    expect(field('Current password')).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.currentWrong)
    expect(session.getState().status).toBe('signedIn')
    expect(within(screen.getByRole('region', { name: 'Change password' })).queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('Profile Settings: identity details', () => {
  it('saves the document the sender identifies with and shows it masked to the last four', async () => {
    const sent = api((call) =>
      call.url.endsWith('/identity') && call.method === 'PUT'
        ? jsonResponse({
            identity: {
              documentType: 'passport',
              documentNumber: '•••• 4567',
              masked: true,
              issuer: 'United States',
              expiresOn: '2035-06-30',
              updatedAt: '2026-11-26T10:00:00.000Z',
            },
          })
        : undefined,
    )
    const { user } = await renderSettings()
    const card = screen.getByRole('region', { name: 'Identity details' })
    await user.type(within(card).getByLabelText('Document number'), 'p123 4567')
    await user.type(within(card).getByLabelText('Issued by'), 'United States')
    await user.type(within(card).getByLabelText('Expiry date'), '2035-06-30')
    await user.click(within(card).getByRole('button', { name: 'Save identity details' }))
    expect(await within(card).findByText('•••• 4567')).toBeInTheDocument()
    expect(sent.find((call) => call.method === 'PUT')).toEqual({
      url: `/api/user/${stored.id}/identity`,
      method: 'PUT',
      body: { documentType: 'passport', documentNumber: 'P1234567', issuer: 'United States', expiresOn: '2035-06-30' },
    })
  })

  it("offers the document types in the reader's language, and sends the shared value", async () => {
    api()
    const { unmount } = await renderSettings()
    const english = within(screen.getByRole('region', { name: 'Identity details' })).getByRole('combobox', { name: 'Document type' })
    expect(
      within(english)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Object.values(IDENTITY_DOCUMENT_LABELS))
    unmount()
    await activateLocale('tr')
    try {
      await renderSettings('tr')
      const select = within(screen.getByRole('region', { name: 'Kimlik bilgileri' })).getByRole('combobox', { name: 'Belge türü' })
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => [option.getAttribute('value'), option.textContent]),
      ).toEqual([
        ['passport', 'Pasaport'],
        ['driver-license', 'Sürücü belgesi'],
        ['state-id', 'Eyalet kimlik kartı'],
      ])
    } finally {
      await activateLocale('en')
    }
  })
})

describe('Profile Settings: e-mail notifications', () => {
  it('shows the e-mails the law owes as always on, and saves the optional ones with PUT /api/user/me/email-preferences', async () => {
    const sent = api((call) => (call.url === '/api/user/me/email-preferences' ? jsonResponse({ emailPreferences: call.body }) : undefined))
    const { user } = await renderSettings()
    const card = within(screen.getByRole('region', { name: 'E-mail notifications' }))
    const always = card.getByRole('checkbox', { name: /Receipts, refunds and answers to problems you report/ })
    expect(always).toBeChecked()
    expect(always).toBeDisabled()
    const paidOut = card.getByRole('checkbox', { name: /Money paid out/ })
    expect(paidOut).toBeChecked()
    await user.click(paidOut)
    await user.click(card.getByRole('button', { name: 'Save e-mail choices' }))
    expect(await card.findByText('Your e-mail choices are saved.')).toBeInTheDocument()
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([
      { url: '/api/user/me/email-preferences', method: 'PUT', body: { paidOut: false, reviewUpdates: true } },
    ])
  })

  it('shows what the profile stored', async () => {
    stored.emailPreferences = { paidOut: false, reviewUpdates: false }
    try {
      api()
      await renderSettings()
      const card = within(screen.getByRole('region', { name: 'E-mail notifications' }))
      expect(card.getByRole('checkbox', { name: /Money paid out/ })).not.toBeChecked()
      expect(card.getByRole('checkbox', { name: /Review updates/ })).not.toBeChecked()
    } finally {
      delete stored.emailPreferences
    }
  })

  it('names the choices in the English the shared labels hold, and in Turkish for a Turkish reader', async () => {
    api()
    const { unmount } = await renderSettings()
    const card = within(screen.getByRole('region', { name: 'E-mail notifications' }))
    expect(card.getByRole('checkbox', { name: /Receipts, refunds/ })).toHaveAccessibleDescription(ALWAYS_SENT_TEXT)
    for (const { label, hint } of Object.values(EMAIL_PREFERENCE_LABELS)) {
      // A checkbox's name is its whole label: the choice, then its hint.
      expect(card.getByRole('checkbox', { name: `${label} ${hint}` })).toHaveAccessibleDescription(hint)
    }
    unmount()
    await activateLocale('tr')
    try {
      await renderSettings('tr')
      const turkish = within(screen.getByRole('region', { name: 'E-posta bildirimleri' }))
      expect(turkish.getByRole('checkbox', { name: /^Para ödendi / })).toHaveAccessibleDescription(
        'Alıcınızın parası ödendiğinde veya teslim alındığında.',
      )
      expect(turkish.getByRole('checkbox', { name: /^İnceleme bildirimleri / })).toBeInTheDocument()
      expect(turkish.getByRole('checkbox', { name: /Makbuzlar, iadeler/ })).toHaveAccessibleDescription(/^Makbuzunuzu, iptal edilen/)
    } finally {
      await activateLocale('en')
    }
  })
})
