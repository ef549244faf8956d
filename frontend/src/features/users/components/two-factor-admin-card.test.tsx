import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TWO_FACTOR_MESSAGES } from '../../../../../shared/auth/two-factor-messages'
import type { User } from '../../../../../shared/users/user'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore } from '../../../testing/session'
import { jsonBody, makeUser } from '../../../testing/users'
import { ProfilePage } from './profile-page'

const ACTOR = { id: 'boss-1', firstName: 'Faduma', lastName: 'Noor' }
const RESET = { byId: 'boss-1', byName: 'Faduma Noor', at: '2026-03-09T15:04:00.000Z', reason: 'Lost phone, confirmed by video call' }

/** A staff member (`flags`) opens the profile of `target`; POST …/two-factor/reset answers `reset`. */
async function openProfile(target: User, flags: { isAdmin?: boolean; superAdmin?: boolean }, reset?: (body: unknown) => Response) {
  const actor = makeUser({ ...ACTOR, verified: true, ...flags })
  const resets: unknown[] = []
  mockFetch((url, init) => {
    if (url === '/api/user/me') return jsonResponse(actor)
    if (url === `/api/user/${target.id}`) return jsonResponse(target)
    if (url === `/api/user/${target.id}/two-factor/reset` && init?.method === 'POST' && reset) {
      resets.push(jsonBody(init))
      return reset(jsonBody(init))
    }
    if (url.startsWith('/api/user/') && url.endsWith('/identity')) return jsonResponse({})
    return jsonResponse({ error: 'Not found' }, 404)
  })
  const session = await signedInStore(makeSession({ ...ACTOR, verified: true, twoFactorEnabled: true, ...flags }))
  const rendered = renderApp(<ProfilePage mode="byId" id={target.id} />, { session })
  const card = within(await screen.findByRole('region', { name: 'Two-factor sign-in' }))
  return { ...rendered, card, resets }
}

const fact = (card: ReturnType<typeof within>, label: string) => card.getByText(label, { selector: 'dt' }).nextElementSibling

describe("A user's two-factor sign-in, as staff see it", () => {
  it('a super admin resets it, with a reason, after the question; the card then shows it off and the reset', async () => {
    const target = makeUser({ firstName: 'Hodan', lastName: 'Ali', twoFactorEnabled: true })
    const { user, card, resets } = await openProfile(target, { superAdmin: true }, () =>
      jsonResponse({ ...target, twoFactorEnabled: false, twoFactorReset: RESET }),
    )
    expect(fact(card, 'Status')).toHaveTextContent('On')
    await user.click(card.getByRole('button', { name: 'Reset two-factor sign-in' }))

    const dialog = within(await screen.findByRole('dialog', { name: 'Reset two-factor sign-in of Hodan Ali?' }))
    await user.click(dialog.getByRole('button', { name: 'Reset two-factor sign-in' }))
    const reason = dialog.getByLabelText('Reason')
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(TWO_FACTOR_MESSAGES.reasonRequired))
    expect(resets).toEqual([])

    await user.type(reason, RESET.reason)
    await user.click(dialog.getByRole('button', { name: 'Reset two-factor sign-in' }))

    expect(await screen.findByText('Two-factor sign-in of Hodan Ali is reset.')).toBeInTheDocument()
    expect(resets).toEqual([{ reason: RESET.reason }])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(fact(card, 'Status')).toHaveTextContent('Off')
    expect(fact(card, 'Last reset by')).toHaveTextContent('Faduma Noor')
    expect(fact(card, 'Last reset on')).toHaveTextContent(/Mar 9, 2026/)
    expect(fact(card, 'Reason for the reset')).toHaveTextContent(RESET.reason)
    expect(card.queryByRole('button', { name: 'Reset two-factor sign-in' })).not.toBeInTheDocument()
  })

  it("shows the server's refusal in the dialog", async () => {
    const target = makeUser({ twoFactorEnabled: true })
    const { user, card } = await openProfile(target, { superAdmin: true }, () => jsonResponse({ error: 'Only a super admin can do this' }, 403))
    await user.click(card.getByRole('button', { name: 'Reset two-factor sign-in' }))
    const dialog = within(await screen.findByRole('dialog'))
    await user.type(dialog.getByLabelText('Reason'), 'Lost phone')
    await user.click(dialog.getByRole('button', { name: 'Reset two-factor sign-in' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Only a super admin can do this')
    expect(fact(card, 'Status')).toHaveTextContent('On')
  })

  it('offers no reset to an admin who is not super admin, nor for an account with it off', async () => {
    const on = makeUser({ twoFactorEnabled: true, twoFactorReset: RESET })
    const { card } = await openProfile(on, { isAdmin: true })
    expect(fact(card, 'Status')).toHaveTextContent('On')
    expect(fact(card, 'Last reset by')).toHaveTextContent('Faduma Noor')
    expect(card.queryByRole('button', { name: 'Reset two-factor sign-in' })).not.toBeInTheDocument()
  })

  it('offers no reset when it is off', async () => {
    const off = makeUser({})
    const { card } = await openProfile(off, { superAdmin: true })
    expect(fact(card, 'Status')).toHaveTextContent('Off')
    expect(card.queryByText('Last reset by')).not.toBeInTheDocument()
    expect(card.queryByRole('button', { name: 'Reset two-factor sign-in' })).not.toBeInTheDocument()
  })
})
