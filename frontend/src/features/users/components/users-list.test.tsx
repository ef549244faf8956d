import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  canDeleteUser,
  canEditUser,
  canToggleAdmin,
  canToggleSuperAdmin,
  canToggleVerified,
  type Decision,
  type UserFlags,
} from '../../../../../shared/auth/permissions'
import type { User } from '../../../../../shared/users/user'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { renderRoutes } from '../../../testing/render-routes'
import { makeSession, signedInStore } from '../../../testing/session'
import { errorResponse, jsonBody, makeUser } from '../../../testing/users'
import { UsersList } from './users-list'

type Flags = Pick<User, 'isAdmin' | 'superAdmin' | 'verified'>

const SUPER_ADMIN: Flags = { isAdmin: true, superAdmin: true, verified: true }
const ADMIN: Flags = { isAdmin: true, superAdmin: false, verified: true }

const ACTORS: Record<string, Flags> = {
  'verified super admin': SUPER_ADMIN,
  'verified admin': ADMIN,
  'unverified admin': { isAdmin: true, superAdmin: false, verified: false },
  'verified super admin without the admin flag': { isAdmin: false, superAdmin: true, verified: true },
}

const TARGETS: Record<string, Flags> = {
  'a plain user': { isAdmin: false, superAdmin: false, verified: false },
  'an admin': ADMIN,
  'a super admin': SUPER_ADMIN,
}

/** Clicks `button` of the open dialog named `name`, once it says `says` (when given). */
async function answerDialog(user: ReturnType<typeof renderApp>['user'], name: string, button: string, says?: string): Promise<void> {
  const dialog = screen.getByRole('dialog', { name })
  if (says !== undefined) expect(dialog).toHaveTextContent(says)
  await user.click(within(dialog).getByRole('button', { name: button }))
}

/** A test's own answers, asked first; undefined leaves the call to the list's usual answers. */
type Handler = (url: string, init: RequestInit | undefined) => Response | undefined

function setup(actorFlags: Flags, others: User[], handler?: Handler) {
  const me = makeUser({ id: 'actor', firstName: 'Staff', lastName: 'Member', email: 'staff@example.com', ...actorFlags })
  const users = [...others, me]
  const fetchMock = mockFetch((url, init) => {
    const answer = handler?.(url, init)
    if (answer) return answer
    if (url === '/api/user/me') return jsonResponse(me)
    if (url.startsWith('/api/user/list')) return jsonResponse({ items: users })
    return errorResponse(404, 'Not found')
  })
  return { me, users, fetchMock }
}

async function renderList(actorFlags: Flags) {
  const session = await signedInStore(makeSession({ id: 'actor', firstName: 'Staff', lastName: 'Member', ...actorFlags }))
  return renderApp(<UsersList />, { session, url: '/dashboard/users-list' })
}

/** Refuses each `method` call with `status` and `reason`; every other call gets the usual answer. */
const refusing =
  (method: string, status: number, reason: string): Handler =>
  (_url, init) =>
    init?.method === method ? errorResponse(status, reason) : undefined

/** Keeps each `method` call's URL and JSON body in `calls`, answering it with `answer` (else with the usual answer). */
function recording(method: string, answer?: () => Response): { calls: { url: string; body: unknown }[]; handler: Handler } {
  const calls: { url: string; body: unknown }[] = []
  const handler: Handler = (url, init) => {
    if (init?.method !== method) return undefined
    calls.push({ url, body: jsonBody(init) })
    return answer?.()
  }
  return { calls, handler }
}

/** The list as the actor sees it, `others` listed beside them (see {@link setup}). */
async function openList(actorFlags: Flags, others: User[], handler?: Handler) {
  const api = setup(actorFlags, others, handler)
  return { ...api, ...(await renderList(actorFlags)) }
}

/** A refused control is aria-disabled and described by the rule's own message; an allowed one is neither. */
function expectDecision(control: HTMLElement, decision: Decision) {
  if (decision.allowed) {
    expect(control).not.toHaveAttribute('aria-disabled')
    expect(control).not.toHaveAccessibleDescription()
  } else {
    expect(control).toHaveAttribute('aria-disabled', 'true')
    expect(control).toHaveAccessibleDescription(decision.reason)
  }
}

const flagsOf = (user: User): UserFlags => ({ id: user.id, isAdmin: user.isAdmin, superAdmin: user.superAdmin, verified: user.verified })

describe('Users list: every control follows shared/auth/permissions.ts', () => {
  for (const [actorName, actorFlags] of Object.entries(ACTORS)) {
    it(`as a ${actorName}`, async () => {
      const targets = Object.entries(TARGETS).map(([name, flags], i) =>
        makeUser({ id: `target-${i}`, firstName: name, lastName: 'Person', ...flags }),
      )
      const { me } = await openList(actorFlags, targets)
      await screen.findByRole('switch', { name: 'Verified: Staff Member' })
      for (const target of [...targets, me]) {
        const name = `${target.firstName} ${target.lastName}`
        const actor = flagsOf(me)
        expectDecision(screen.getByRole('switch', { name: `Verified: ${name}` }), canToggleVerified(actor, flagsOf(target)))
        expectDecision(screen.getByRole('switch', { name: `Admin: ${name}` }), canToggleAdmin(actor, flagsOf(target)))
        expectDecision(screen.getByRole('switch', { name: `Super Admin: ${name}` }), canToggleSuperAdmin(actor, flagsOf(target)))
        expectDecision(screen.getByRole('button', { name: `Edit ${name}` }), canEditUser(actor, flagsOf(target)))
        expectDecision(screen.getByRole('button', { name: `Delete ${name}` }), canDeleteUser(actor, flagsOf(target)))
        expect(screen.getByRole('switch', { name: `Admin: ${name}` })).toHaveAttribute('aria-checked', String(target.isAdmin))
        expect(screen.getByRole('link', { name: `View ${name}` })).toHaveAttribute('href', `/dashboard/profile/${target.id}`)
      }
    })
  }

  it("says why in the spec's words: a verified admin on a plain user, on a super admin and on themself", async () => {
    const plain = makeUser({ firstName: 'Hodan', lastName: 'Ali' })
    const chief = makeUser({ firstName: 'Kemal', lastName: 'Demir', isAdmin: true, superAdmin: true, verified: true })
    await openList(ADMIN, [plain, chief])
    expect(await screen.findByRole('switch', { name: 'Super Admin: Hodan Ali' })).toHaveAccessibleDescription(
      'Only super admins can modify super admin status',
    )
    expect(screen.getByRole('switch', { name: 'Verified: Hodan Ali' })).not.toHaveAttribute('aria-disabled')
    expect(screen.getByRole('switch', { name: 'Admin: Staff Member' })).toHaveAccessibleDescription('Only admins can modify admin status')
    expect(screen.getByRole('button', { name: 'Delete Kemal Demir' })).toHaveAccessibleDescription('Cannot delete this user')
    expect(screen.getByRole('button', { name: 'Delete Staff Member' })).toHaveAccessibleDescription(
      'Need admin, super admin, and verified status to delete your account',
    )
  })

  it('explains a refused switch in a Permission Denied dialog and sends nothing', async () => {
    const plain = makeUser({ firstName: 'Hodan', lastName: 'Ali' })
    const { fetchMock, user } = await openList(ADMIN, [plain])
    const refused = await screen.findByRole('switch', { name: 'Super Admin: Hodan Ali' })
    await user.click(refused)
    await answerDialog(user, 'Permission Denied', 'OK', 'Only super admins can modify super admin status')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(refused).toHaveAttribute('aria-checked', 'false')
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)
  })
})

describe('Users list: switching a flag', () => {
  it('asks to grant first, sends only that flag, and shows the new state and the spec message', async () => {
    const target = makeUser({ id: 'u-7', firstName: 'Hodan', lastName: 'Ali' })
    const puts = recording('PUT', () => jsonResponse({ ...target, isAdmin: true }))
    const { user } = await openList(SUPER_ADMIN, [target], puts.handler)
    const admin = await screen.findByRole('switch', { name: 'Admin: Hodan Ali' })

    // Cancel changes nothing.
    await user.click(admin)
    await answerDialog(user, 'Grant admin status?', 'Cancel', 'Hodan Ali will be given admin status.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(puts.calls).toEqual([])
    expect(admin).toHaveAttribute('aria-checked', 'false')

    await user.click(admin)
    await answerDialog(user, 'Grant admin status?', 'Yes, grant admin status')
    expect(await screen.findByText('User admin status has been updated.')).toBeInTheDocument()
    expect(puts.calls).toEqual([{ url: '/api/user/u-7', body: { isAdmin: true } }])
    expect(screen.getByRole('switch', { name: 'Admin: Hodan Ali' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('the Verified switch opens the verification review instead of flipping the flag', async () => {
    const target = makeUser({ id: 'u-8', firstName: 'Hodan', lastName: 'Ali' })
    const puts = recording('PUT')
    setup(SUPER_ADMIN, [target], puts.handler)
    const session = await signedInStore(makeSession({ id: 'actor', firstName: 'Staff', lastName: 'Member', ...SUPER_ADMIN }))
    const { user } = renderRoutes(
      { '/dashboard/users-list': <UsersList />, '/dashboard/users/:id/verification': <p>The review page</p> },
      { session, url: '/dashboard/users-list' },
    )
    await user.click(await screen.findByRole('switch', { name: 'Verified: Hodan Ali' }))
    expect(await screen.findByText('The review page')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(puts.calls).toEqual([])
  })

  it('asks to remove when the flag is on', async () => {
    const target = makeUser({ firstName: 'Hodan', lastName: 'Ali', isAdmin: true, verified: true })
    const { user } = await openList(SUPER_ADMIN, [target], (_url, init) =>
      init?.method === 'PUT' ? jsonResponse({ ...target, isAdmin: false }) : undefined,
    )
    await user.click(await screen.findByRole('switch', { name: 'Admin: Hodan Ali' }))
    await answerDialog(user, 'Remove admin status?', 'Yes, remove admin status')
    expect(await screen.findByText('User admin status has been updated.')).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Admin: Hodan Ali' })).toHaveAttribute('aria-checked', 'false')
  })

  it.each([
    [403, 'Only admins can modify admin status', 'Permission Denied'],
    [500, 'Something went wrong on our side. Please try again.', 'Update Failed'],
  ])('shows a refused change (%i) in the dialog with the server reason', async (status, reason, title) => {
    const target = makeUser({ firstName: 'Hodan', lastName: 'Ali' })
    const { user } = await openList(SUPER_ADMIN, [target], refusing('PUT', status, reason))
    await user.click(await screen.findByRole('switch', { name: 'Admin: Hodan Ali' }))
    await user.click(screen.getByRole('button', { name: 'Yes, grant admin status' }))
    const dialog = await screen.findByRole('dialog', { name: title })
    expect(within(dialog).getByRole('alert')).toHaveTextContent(reason)
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(screen.getByRole('switch', { name: 'Admin: Hodan Ali' })).toHaveAttribute('aria-checked', 'false')
  })
})

describe('Users list: delete', () => {
  it("asks 'Are you sure?', deletes, says 'User has been deleted.' and takes the row away", async () => {
    const target = makeUser({ id: 'u-9', firstName: 'Farah', lastName: 'Warsame' })
    const deletes = recording('DELETE', () => new Response(null, { status: 204 }))
    const { user } = await openList(SUPER_ADMIN, [target], deletes.handler)
    await user.click(await screen.findByRole('button', { name: 'Delete Farah Warsame' }))
    await answerDialog(user, 'Are you sure?', 'Yes, delete it!', "You won't be able to revert this!")
    expect(await screen.findByText('User has been deleted.')).toBeInTheDocument()
    expect(deletes.calls.map(({ url }) => url)).toEqual(['/api/user/u-9'])
    expect(screen.queryByText('Farah Warsame')).not.toBeInTheDocument()
  })

  it("shows 'Unable to delete user!' with the reason", async () => {
    const target = makeUser({ firstName: 'Farah', lastName: 'Warsame' })
    const { user } = await openList(SUPER_ADMIN, [target], refusing('DELETE', 404, 'User profile not found'))
    await user.click(await screen.findByRole('button', { name: 'Delete Farah Warsame' }))
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }))
    const dialog = await screen.findByRole('dialog', { name: 'Unable to delete user!' })
    expect(dialog).toHaveTextContent('User profile not found')
    expect(screen.getByText('Farah Warsame')).toBeInTheDocument()
  })
})

describe('Users list: edit', () => {
  it('checks the required fields with the API messages, then saves and says so', async () => {
    const target = makeUser({ id: 'u-3', firstName: 'Hodan', lastName: 'Ali', email: 'hodan@example.com' })
    const puts = recording('PUT', () => jsonResponse({ ...target, firstName: 'Hodanne' }))
    const { user } = await openList(ADMIN, [target], puts.handler)
    await user.click(await screen.findByRole('button', { name: 'Edit Hodan Ali' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit User' })
    const first = within(dialog).getByLabelText('First name')
    await user.clear(first)
    await user.clear(within(dialog).getByLabelText('Email'))
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument()
    expect(puts.calls).toEqual([])
    // A verified admin may change admin here, not super admin; verified is a review, never a checkbox.
    expect(within(dialog).queryByRole('checkbox', { name: 'Verified' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('checkbox', { name: 'Admin' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('checkbox', { name: 'Super Admin' })).not.toBeInTheDocument()

    await user.type(first, 'Hodanne')
    await user.type(within(dialog).getByLabelText('Email'), 'hodan@example.com')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Admin' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('User has been updated successfully.')).toBeInTheDocument()
    expect(puts.calls.map(({ body }) => body)).toEqual([
      { firstName: 'Hodanne', lastName: 'Ali', email: 'hodan@example.com', phoneNumber: '6125550101', isAdmin: true },
    ])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('Hodanne Ali')).toBeInTheDocument()
  })

  it("shows 'Update Failed' with the server's reason and keeps the form", async () => {
    const target = makeUser({ firstName: 'Hodan', lastName: 'Ali' })
    const { user } = await openList(SUPER_ADMIN, [target], refusing('PUT', 409, 'An account with this email already exists'))
    await user.click(await screen.findByRole('button', { name: 'Edit Hodan Ali' }))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    const alert = await within(screen.getByRole('dialog', { name: 'Edit User' })).findByRole('alert')
    expect(alert).toHaveTextContent('Update Failed')
    expect(alert).toHaveTextContent('An account with this email already exists')
  })
})

describe('Users list: loading, paging and search', () => {
  it("shows 'Unable to load users lists!' with the reason, and tries again", async () => {
    let fail = true
    mockFetch((url) => {
      if (url === '/api/user/me') return jsonResponse(makeUser({ id: 'actor', isAdmin: true, verified: true }))
      if (fail) return errorResponse(503, 'The service is busy. Please try again.')
      return jsonResponse({ items: [makeUser({ firstName: 'Hodan', lastName: 'Ali' })] })
    })
    const { user } = await renderList(ADMIN)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Unable to load users lists!')
    expect(alert).toHaveTextContent('The service is busy. Please try again.')
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Hodan Ali')).toBeInTheDocument()
  })

  it('shows a non-admin the refusal from the API and no users', async () => {
    mockFetch((url) => (url === '/api/user/me' ? jsonResponse(makeUser({ id: 'actor' })) : errorResponse(403, 'Permission Denied')))
    await renderList({ isAdmin: false, superAdmin: false, verified: true })
    expect(await screen.findByRole('heading', { name: 'Permission Denied' })).toBeInTheDocument()
    expect(screen.getByText(/Users Management is for administrators/)).toBeInTheDocument()
    expect(screen.queryByRole('switch')).not.toBeInTheDocument()
  })

  it('loads the next page with the cursor, and searches name and e-mail among the users loaded', async () => {
    const fetchMock = mockFetch((url) => {
      if (url === '/api/user/me') return jsonResponse(makeUser({ id: 'actor', isAdmin: true, verified: true }))
      if (url === '/api/user/list?limit=20') {
        return jsonResponse({ items: [makeUser({ firstName: 'Hodan', lastName: 'Ali', email: 'hodan@example.com' })], nextCursor: 'c1' })
      }
      if (url === '/api/user/list?limit=20&cursor=c1')
        return jsonResponse({ items: [makeUser({ firstName: 'Kemal', lastName: 'Demir', email: 'kd@example.tr' })] })
      return errorResponse(404, 'Not found')
    })
    const { user } = await renderList(ADMIN)
    expect(await screen.findByText('Hodan Ali')).toBeInTheDocument()
    const search = screen.getByRole('searchbox', { name: 'Search users' })
    expect(search).toHaveAccessibleDescription('Searches the 1 users loaded so far. Load more to search further.')

    await user.click(screen.getByRole('button', { name: 'Load more users' }))
    expect(await screen.findByText('Kemal Demir')).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/user/list?limit=20&cursor=c1')
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument()
    expect(search).toHaveAccessibleDescription('Searches all 2 users.')

    await user.type(search, 'EXAMPLE.TR')
    expect(screen.queryByText('Hodan Ali')).not.toBeInTheDocument()
    expect(screen.getByText('Kemal Demir')).toBeInTheDocument()
    expect(screen.getByText('1 of 2 users match')).toBeInTheDocument()
    await user.clear(search)
    await user.type(search, 'nobody')
    expect(screen.getByText('No users match your search.')).toBeInTheDocument()
  })

  it('shows a table with the same controls on wide screens', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }))
    await openList(SUPER_ADMIN, [makeUser({ firstName: 'Hodan', lastName: 'Ali', phoneNumber: '6125550199' })])
    const table = await screen.findByRole('table', { name: 'Users' })
    const row = within(table).getByRole('row', { name: /Hodan Ali/ })
    expect(within(row).getByText('(612) 555-0199')).toBeInTheDocument()
    expect(within(row).getAllByRole('switch')).toHaveLength(3)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Verified', 'Admin', 'Super Admin', 'Actions'])
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading users…' })).not.toBeInTheDocument())
  })
})
