import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { VerificationReview } from '../../../../../shared/users/verification'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore } from '../../../testing/session'
import { errorResponse } from '../../../testing/users'
import { VerificationHistory } from './verification-history'

const USER_ID = 'user-under-review'
const STAFF = { isAdmin: true, superAdmin: false, verified: true }

const VERIFIED: VerificationReview = {
  outcome: 'verified',
  by: 'staff-2',
  byName: 'Faisal Noor',
  at: '2026-11-20T14:05:00.000Z',
  documentId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  documentName: 'Sharper passport',
}
const REFUSED: VerificationReview = {
  outcome: 'refused',
  by: 'staff-1',
  byName: 'Amina Yusuf',
  at: '2026-11-18T09:30:00.000Z',
  reason: 'The passport photo is too blurred to read.',
}

/** The history of USER_ID as verified staff read it, the API answering `answer`. */
async function renderHistory(answer: () => Response) {
  const fetchMock = mockFetch((url) => (url === `/api/user/${USER_ID}/verifications` ? answer() : errorResponse(404, 'Not found')))
  const session = await signedInStore(makeSession({ id: 'staff-1', ...STAFF }))
  return { fetchMock, ...renderApp(<VerificationHistory userId={USER_ID} />, { session }) }
}

describe('the review history', () => {
  it('lists every review newest first: when, the outcome, who, the document checked and why', async () => {
    await renderHistory(() => jsonResponse({ items: [VERIFIED, REFUSED] }))
    const region = screen.getByRole('region', { name: 'Review history' })
    const list = await within(region).findByRole('list', { name: 'Review history' })
    const [newest, oldest] = within(list).getAllByRole('listitem')
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)

    expect(newest).toHaveTextContent(/^Verified on .+ by Faisal Noor/)
    expect(newest).toHaveTextContent('Document checked: Sharper passport')
    expect(newest?.querySelector('time')).toHaveAttribute('dateTime', VERIFIED.at)

    expect(oldest).toHaveTextContent(/^Verification refused on .+ by Amina Yusuf/)
    expect(oldest).toHaveTextContent(`Reason: ${REFUSED.reason}`)
    expect(oldest?.querySelector('time')).toHaveAttribute('dateTime', REFUSED.at)
  })

  it('says so when the user was never reviewed', async () => {
    await renderHistory(() => jsonResponse({ items: [] }))
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('shows a failed read with a retry, leaving the rest of the page alone', async () => {
    let fail = true
    const { user } = await renderHistory(() => (fail ? errorResponse(500, 'Something went wrong') : jsonResponse({ items: [REFUSED] })))
    expect(await screen.findByText('Could not load the review history')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('listitem')).toHaveTextContent(/^Verification refused on .+ by Amina Yusuf/)
  })
})
