import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Document } from '../../../../../shared/documents/document-schemas'
import { activateLocale } from '../../../lib/i18n/i18n'
import type { User } from '../../../../../shared/users/user'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore } from '../../../testing/session'
import { errorResponse, makeUser } from '../../../testing/users'
import { UserDocuments } from '../../../features/documents/components/user-documents'
import { ProfilePage, type ProfileMode } from '../../../features/users/components/profile-page'
import { listItemTexts } from '../../../testing/list-items'

const TIMED_OUT = 'Failed to load profile data: Request timed out. Server might be down or overloaded.'
const SLOW = 'This is taking longer than expected.'
const LOADING = 'Loading your profile information...'

/** A fetch that never answers, and fails as fetch does when its signal aborts. */
function hangingFetch() {
  return mockFetch(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
      }),
  )
}

async function renderProfile(mode: ProfileMode, id?: string, flags: { isAdmin?: boolean; superAdmin?: boolean } = {}) {
  const session = await signedInStore(makeSession({ id: 'me-1', firstName: 'Staff', ...flags }))
  return renderApp(<ProfilePage mode={mode} id={id} renderStaffExtra={(user) => <UserDocuments userId={user.id} />} />, { session })
}

/** The signed-in user's own profile as GET /api/user/me answers it (the id of {@link renderProfile}'s session). */
const myProfile = (overrides: Partial<User> = {}) => makeUser({ id: 'me-1', ...overrides })

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling

const IDENTITY = {
  documentType: 'passport',
  documentNumber: 'P1234567',
  masked: false,
  issuer: 'United States',
  expiresOn: '2035-06-30',
  updatedAt: '2026-02-03T10:00:00.000Z',
}

/** The last verification review of the user shown: refused, by a named staff member, with the reason. */
const REFUSED = { outcome: 'refused', by: 'boss-1', byName: 'Faduma Noor', at: '2026-11-20T10:00:00.000Z', reason: 'The scan is blurred' } as const

describe('Profile: what it shows', () => {
  it('shows every field of the own profile from GET /api/user/me, formatted, with badges and status', async () => {
    const me = myProfile({ firstName: 'Hodan', lastName: 'Ali', email: 'hodan@example.com', isAdmin: true, superAdmin: true, verified: true })
    const fetchMock = mockFetch((url) => (url === '/api/user/me' ? jsonResponse(me) : errorResponse(404, 'Not found')))
    await renderProfile('own', undefined, { isAdmin: true })
    expect(await screen.findByRole('heading', { name: 'Hodan Ali' })).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/user/me'])
    const badges = screen.getByRole('list', { name: 'Roles and status' })
    expect(listItemTexts(badges)).toEqual(['Admin', 'Super Admin', 'Account Status: Verified'])
    for (const [label, text] of Object.entries({
      'Phone Number': '(612) 555-0101',
      'Date of Birth': 'May 1, 1990',
      'Place of Birth': 'Mogadishu',
      Street: 'Main St',
      'Building Number': '12',
      City: 'Minneapolis',
      State: 'MN',
      'Zip Code': '55401',
      'Account Status': 'Verified',
      'Account Created': 'January 5, 2026',
    })) {
      expect(field(label), label).toHaveTextContent(text)
    }
    expect(screen.getByText('HA')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('link', { name: 'View My Profile' })).toHaveAttribute('href', '/dashboard/profile/me/me-1')
    // The session says admin: Back to Users is offered; one's own profile lists no documents here.
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', '/dashboard/users-list')
    expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument()
  })

  it("shows 'Not provided' for empty fields, 'Not available' for an unknown creation date, and Pending Verification", async () => {
    const user = myProfile({
      phoneNumber: '',
      placeOfBirth: ' ',
      dateOfBirth: '',
      address: { street: '', buildingNumber: '', city: 'Nairobi', state: '', zipCode: '' },
      createdAt: 'not a date',
    })
    mockFetch(() => jsonResponse(user))
    await renderProfile('own')
    await screen.findByRole('heading', { name: 'Amina Yusuf' })
    for (const label of ['Phone Number', 'Place of Birth', 'Date of Birth', 'Street', 'Building Number', 'State', 'Zip Code']) {
      expect(field(label), label).toHaveTextContent('Not provided')
    }
    expect(field('City')).toHaveTextContent('Nairobi')
    expect(field('Account Created')).toHaveTextContent('Not available')
    expect(screen.getByText('Member since Not available')).toBeInTheDocument()
    expect(field('Account Status')).toHaveTextContent('Pending Verification')
    // A plain user: no Back to Users.
    expect(screen.queryByRole('link', { name: 'Back to Users' })).not.toBeInTheDocument()
  })

  it("shows an admin the user's documents from GET /api/documents?userId=", async () => {
    const other = makeUser({ id: 'u-2', firstName: 'Farah', lastName: 'Warsame' })
    const document: Document = {
      id: '01KAJ5Y0T9V8M6Z3X2W1Q0P9N8',
      ownerId: 'u-2',
      name: 'Passport',
      description: 'Photo page',
      fileName: 'passport.pdf',
      contentType: 'application/pdf',
      size: 245_760,
      status: 'uploaded',
      createdAt: '2026-02-03T10:00:00.000Z',
      updatedAt: '2026-02-03T10:00:00.000Z',
    }
    const fetchMock = mockFetch((url) => {
      if (url === '/api/user/u-2') return jsonResponse(other)
      if (url === '/api/user/me') return jsonResponse(myProfile({ isAdmin: true, verified: true }))
      if (url === '/api/documents?limit=20&userId=u-2') return jsonResponse({ items: [document] })
      if (url === '/api/user/u-2/identity') return jsonResponse({ identity: IDENTITY })
      return errorResponse(404, 'Not found')
    })
    await renderProfile('byId', 'u-2', { isAdmin: true })
    expect(await screen.findByRole('heading', { name: 'Farah Warsame' })).toBeInTheDocument()
    const documents = screen.getByRole('region', { name: 'Documents' })
    expect(await within(documents).findByText('Passport')).toBeInTheDocument()
    expect(within(documents).getByText('PDF')).toBeInTheDocument()
    expect(within(documents).getByText('240 KB')).toBeInTheDocument()
    expect(within(documents).getByText('Uploaded', { selector: '.document-status' })).toBeInTheDocument()
    expect(within(documents).getByRole('button', { name: 'Download Passport' })).toBeInTheDocument()
    // Staff look, they do not delete here.
    expect(within(documents).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()
    // Beside the documents, the identity details whole (staff read the full number).
    const identity = screen.getByRole('region', { name: 'Identity details' })
    expect(await within(identity).findByText('P1234567')).toBeInTheDocument()
    expect(within(identity).getByText('Passport')).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/documents?limit=20&userId=u-2',
      '/api/user/me',
      '/api/user/u-2',
      '/api/user/u-2/identity',
    ])
  })

  it("shows staff the identity details and a screening match in the reader's language", async () => {
    const other = makeUser({ id: 'u-2', firstName: 'Farah', lastName: 'Warsame' })
    const match = {
      kind: 'sanctions',
      party: 'sender',
      screenedName: 'Farah Warsame',
      matchedName: 'FARAH WARSAME ALI',
      score: 0.912,
      listVersion: 'sdn-2026-03-01',
      entry: { uid: '9001', name: 'FARAH WARSAME ALI', type: 'individual', programs: 'SDGT', aliases: [] },
    }
    mockFetch((url) => {
      if (url === '/api/user/u-2') return jsonResponse(other)
      if (url === '/api/user/me') return jsonResponse(myProfile({ isAdmin: true, verified: true, language: 'so' }))
      if (url === '/api/user/u-2/identity')
        return jsonResponse({ identity: IDENTITY, screening: { at: '2026-02-03T10:00:00.000Z', listVersion: 'sdn-2026-03-01', match } })
      return jsonResponse({ items: [] })
    })
    await activateLocale('so')
    try {
      const session = await signedInStore(makeSession({ id: 'me-1', firstName: 'Staff', isAdmin: true, language: 'so' }))
      renderApp(<ProfilePage mode="byId" id="u-2" renderStaffExtra={(user) => <UserDocuments userId={user.id} />} />, { session })
      const identity = await screen.findByRole('region', { name: 'Xogta aqoonsiga' })
      expect(await within(identity).findByText('Baasaboor')).toBeInTheDocument()
      expect(within(identity).getByRole('alert')).toHaveTextContent(
        /^Cunaqabatayn suurtagal ah: magaca diraha "Farah Warsame" wuxuu u dhow yahay "FARAH WARSAME ALI" \(dhibco 0\.91, liiska sdn-2026-03-01\)\. La baaray /,
      )
    } finally {
      await activateLocale('en')
    }
  })

  it('shows staff the last verification review (who, when, why), and the switch opens the review rather than flipping the flag', async () => {
    const other = makeUser({ id: 'u-2', firstName: 'Farah', lastName: 'Warsame', verificationReview: REFUSED })
    const puts: unknown[] = []
    mockFetch((url, init) => {
      if (init?.method === 'PUT') puts.push(url)
      if (url === '/api/user/u-2') return jsonResponse(other)
      if (url === '/api/user/me') return jsonResponse(myProfile({ isAdmin: true, verified: true }))
      return jsonResponse({ items: [] })
    })
    const { user } = await renderProfile('byId', 'u-2', { isAdmin: true })
    const verification = await screen.findByRole('region', { name: 'Verification' })
    expect(verification).toHaveTextContent('Verification refused')
    expect(verification).toHaveTextContent('by Faduma Noor')
    expect(verification).toHaveTextContent('The scan is blurred')
    const toggle = await within(verification).findByRole('switch', { name: 'Verified: Farah Warsame' })
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'))
    await user.click(toggle)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(puts).toEqual([])
  })

  it('shows a refused user the outcome and the reason on their own profile, not who decided', async () => {
    mockFetch(() => jsonResponse(myProfile({ verificationReview: REFUSED })))
    await renderProfile('own')
    const card = await screen.findByRole('region', { name: 'Get verified' })
    expect(card).toHaveTextContent('Verification refused')
    expect(card).toHaveTextContent('The scan is blurred')
    expect(card).not.toHaveTextContent('Faduma Noor')
  })

  it('shows an unverified admin the switch refused, with the reason', async () => {
    mockFetch((url) => {
      if (url === '/api/user/u-2') return jsonResponse(makeUser({ id: 'u-2', firstName: 'Farah', lastName: 'Warsame' }))
      if (url === '/api/user/me') return jsonResponse(myProfile({ isAdmin: true, verified: false }))
      return jsonResponse({ items: [] })
    })
    await renderProfile('byId', 'u-2', { isAdmin: true })
    const toggle = await screen.findByRole('switch', { name: 'Verified: Farah Warsame' })
    await waitFor(() => expect(toggle).toHaveAttribute('aria-disabled', 'true'))
    expect(toggle).toHaveAccessibleDescription('Only a verified admin can change verification status')
  })

  it('asks /me when the id is the signed-in user', async () => {
    const fetchMock = mockFetch(() => jsonResponse(myProfile()))
    await renderProfile('mine', 'me-1')
    await screen.findByRole('heading', { name: 'Amina Yusuf' })
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/user/me'])
  })
})

describe('Profile: states', () => {
  it("says 'User profile not found' on a 404 (someone else's profile for a plain user), without Retry", async () => {
    mockFetch(() => errorResponse(404, 'User profile not found'))
    await renderProfile('byId', 'someone-else')
    expect(await screen.findByRole('alert')).toHaveTextContent('User profile not found')
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View My Profile' })).toBeInTheDocument()
  })

  it.each([
    ['byId', 'No profile ID provided. Please specify a user to view.'],
    ['mine', 'Profile ID is required'],
  ] as const)('names a missing id (%s) and asks nothing', async (mode, message) => {
    const fetchMock = mockFetch(() => errorResponse(500, 'unexpected'))
    await renderProfile(mode, '  ')
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows a server failure after the spec prefix, with Retry that asks again', async () => {
    let fail = true
    const fetchMock = mockFetch(() => (fail ? errorResponse(503, 'The service is busy. Please try again.') : jsonResponse(makeUser({ id: 'u-5' }))))
    const { user } = await renderProfile('byId', 'u-5', { isAdmin: true })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile data: The service is busy. Please try again.')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Amina Yusuf' })).toBeInTheDocument()
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user/u-5')).toHaveLength(2)
  })

  it('shows the loading text, the slow notice after 10 s, and the time-out at 15 s (the request is aborted)', async () => {
    vi.useFakeTimers()
    const fetchMock = hangingFetch()
    await renderProfile('own')
    expect(screen.getByText(LOADING, { selector: 'p' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(9_999))
    expect(screen.queryByText(SLOW)).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.getByText(SLOW)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(4_999))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.getByRole('alert')).toHaveTextContent(TIMED_OUT)
    const signal = fetchMock.mock.calls[0]?.[1]?.signal
    expect(signal?.aborted).toBe(true)
  })

  it('Retry while slow abandons the request and starts again, with its own 10 s and 15 s', async () => {
    vi.useFakeTimers()
    const fetchMock = hangingFetch()
    await renderProfile('own')
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true)
    expect(screen.queryByText(SLOW)).not.toBeInTheDocument()
    expect(screen.getByText(LOADING, { selector: 'p' })).toBeInTheDocument()
    // The first request's time-out no longer counts.
    await act(() => vi.advanceTimersByTimeAsync(6_000))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(4_000))
    expect(screen.getByText(SLOW)).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    expect(screen.getByRole('alert')).toHaveTextContent(TIMED_OUT)
  })
})
