import { beforeAll, describe, expect, it } from 'vitest'
import { PERMISSION_DENIED, VERIFY_SELF_DENIED } from '../../shared/auth/permissions'
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_REQUIRED_CODE } from '../../shared/auth/two-factor-messages'
import { routes } from '../../shared/api/routes'
import { UserSchema, type User } from '../../shared/users/user'
import {
  VERIFICATION_MESSAGES,
  VerificationReviewsSchema,
  WaitingVerificationsPageSchema,
  type WaitingVerification,
} from '../../shared/users/verification'
import { WorkQueuesSchema } from '../../shared/work/work-queues'
import { streamConsumersCaughtUp } from '../lib/testing/stream-backlog'
import { testStack } from '../lib/testing/test-stack'
import { outboxes } from '../transfers/testing/outboxes'
import { createAccountsApi, errorOf, SEEDED_ADMIN, type ApiResponse, type TestAccount } from '../users/testing/accounts-api'
import { FunctionEnvSchema } from '../users/testing/local-stack'

/**
 * Verification as a review against the local stack: staff record verified (with
 * the document checked) or refused (with the reason the user reads); the profile keeps who, when and
 * why, and every review stays readable to staff, newest first; the owner gets one e-mail per review;
 * the Users list's old toggle is refused; and the queue of uploads waiting for verification takes a
 * user in at their upload and lets them go at the review.
 * Other files share the stack, so queue checks are on this file's own users and on counts' movement.
 */

const api = createAccountsApi(testStack().baseUrl)
const { mailsTo, mailWith } = outboxes(testStack().functionEnv as Record<string, string>, testStack().dataDir)
const REFUSAL = 'The passport photo is too blurred to read. Please upload a sharper scan.'

let root: TestAccount['session']
let staff: TestAccount

beforeAll(async () => {
  root = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
  staff = await api.createAccount('vr-staff', root.token, { isAdmin: true, verified: true })
})

const review = (token: string, id: string, body: unknown) => api.reviewVerification(token, id, body)
const profileOf = async (token: string, id: string): Promise<User> => {
  const response = await api.getUser(token, id)
  expect(response.status).toBe(200)
  return UserSchema.parse(response.body)
}

function expectError(response: ApiResponse, status: number, error: string, fields?: Record<string, string>): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status)
  expect(errorOf(response)).toMatchObject({ error, ...(fields ? { fields } : {}) })
}

async function waiting(): Promise<WaitingVerification[]> {
  const items: WaitingVerification[] = []
  let cursor: string | undefined
  do {
    const response = await api.call(routes.listWaitingVerifications, {
      token: staff.session.token,
      query: { limit: '100', ...(cursor ? { cursor } : {}) },
    })
    expect(response.status).toBe(200)
    const page = WaitingVerificationsPageSchema.parse(response.body)
    items.push(...page.items)
    cursor = page.nextCursor
  } while (cursor)
  return items
}

async function waitingCount(): Promise<number> {
  const response = await api.call(routes.getWorkQueues, { token: staff.session.token })
  expect(response.status).toBe(200)
  return WorkQueuesSchema.parse(response.body).verifications
}

describe('a verification review', () => {
  it('verifies with the document checked: the profile says who, when and which; one e-mail; the limits rise', async () => {
    const user = await api.createAccount('vr-verified', root.token)
    const documentId = await api.uploadDocument(user.session.token)
    const answer = await review(staff.session.token, user.user.id, { outcome: 'verified', documentId, reason: 'Passport matches the profile' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const expected = {
      outcome: 'verified',
      by: staff.user.id,
      byName: `${staff.user.firstName} ${staff.user.lastName}`,
      documentId,
      // Its name as checked: the uploader's default name in the helper.
      documentName: 'Passport',
      reason: 'Passport matches the profile',
    }
    expect(UserSchema.parse(answer.body)).toMatchObject({ verified: true, verificationReview: expected })
    expect(await profileOf(user.session.token, user.user.id)).toMatchObject({ verified: true, verificationReview: expected })
    const mail = await mailWith(user.email, 'Your account is verified')
    expect(mail.body.text).toContain('You can now send up to $10,000.00')
    const limits = await api.call(routes.getMyLimits, { token: user.session.token })
    expect(limits.body).toMatchObject({ tier: 'verified' })
  })

  it('refuses with the reason the user reads (on their profile and in one e-mail); a second review sends its own', async () => {
    const user = await api.createAccount('vr-refused', root.token)
    await api.uploadDocument(user.session.token)
    const answer = await review(staff.session.token, user.user.id, { outcome: 'refused', reason: `  ${REFUSAL} ` })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const own = await profileOf(user.session.token, user.user.id)
    expect(own).toMatchObject({ verified: false, verificationReview: { outcome: 'refused', reason: REFUSAL, by: staff.user.id } })
    const refusal = await mailWith(user.email, 'We could not verify your account')
    expect(refusal.body.text).toContain(REFUSAL)
    // A new upload, a new review: verified now, one e-mail each.
    const documentId = await api.uploadDocument(user.session.token, 'Sharper passport')
    expect((await review(staff.session.token, user.user.id, { outcome: 'verified', documentId })).status).toBe(200)
    await mailWith(user.email, 'Your account is verified')
    await streamConsumersCaughtUp(FunctionEnvSchema.parse(testStack().functionEnv), testStack().dataDir)
    const subjects = (await mailsTo(user.email)).map((m) => m.subject)
    expect(subjects.filter((s) => s === 'We could not verify your account')).toHaveLength(1)
    expect(subjects.filter((s) => s === 'Your account is verified')).toHaveLength(1)
  })

  it('answers 400 with exact messages for a missing document or reason, or a document not the user’s', async () => {
    const user = await api.createAccount('vr-bad', root.token)
    const other = await api.createAccount('vr-other', root.token)
    const othersDocument = await api.uploadDocument(other.session.token)
    expectError(await review(staff.session.token, user.user.id, { outcome: 'verified' }), 400, VERIFICATION_MESSAGES.documentRequired, {
      documentId: VERIFICATION_MESSAGES.documentRequired,
    })
    expectError(await review(staff.session.token, user.user.id, { outcome: 'refused', reason: ' ' }), 400, VERIFICATION_MESSAGES.reasonRequired, {
      reason: VERIFICATION_MESSAGES.reasonRequired,
    })
    expectError(
      await review(staff.session.token, user.user.id, { outcome: 'verified', documentId: othersDocument }),
      400,
      VERIFICATION_MESSAGES.documentNotFound,
      { documentId: VERIFICATION_MESSAGES.documentNotFound },
    )
    // Nothing was recorded.
    expect(await profileOf(root.token, user.user.id)).not.toHaveProperty('verificationReview')
  })

  it('is refused on one’s own account, to non-staff, and to staff without two-factor sign-in (403)', async () => {
    const user = await api.createAccount('vr-plain', root.token)
    const documentId = await api.uploadDocument(user.session.token)
    expectError(await review(staff.session.token, staff.user.id, { outcome: 'refused', reason: 'No' }), 403, VERIFY_SELF_DENIED)
    expectError(await review(user.session.token, user.user.id, { outcome: 'verified', documentId }), 403, PERMISSION_DENIED)
    // A verified admin who never turned on two-factor sign-in.
    const noFactor = await api.createAccount('vr-nofactor', root.token, { verified: true })
    await api.setFlags(root.token, noFactor.user.id, { isAdmin: true })
    const session = await api.logIn(noFactor.email, noFactor.password)
    const refused = await review(session.token, user.user.id, { outcome: 'verified', documentId })
    expectError(refused, 403, TWO_FACTOR_MESSAGES.staffRequired)
    expect(errorOf(refused).code).toBe(TWO_FACTOR_REQUIRED_CODE)
    expect((await profileOf(root.token, user.user.id)).verified).toBe(false)
  })

  it('the Users list’s old toggle is refused and points to the review; the same value still passes', async () => {
    const user = await api.createAccount('vr-toggle', root.token)
    expectError(await api.updateUser(staff.session.token, user.user.id, { verified: true }), 400, VERIFICATION_MESSAGES.useReview, {
      verified: VERIFICATION_MESSAGES.useReview,
    })
    expect((await api.updateUser(staff.session.token, user.user.id, { verified: false, firstName: 'Same' })).status).toBe(200)
  })
})

describe('the review history', () => {
  it('keeps every review, newest first, with who, when, why and the document checked', async () => {
    const user = await api.createAccount('vr-history', root.token)
    expect(VerificationReviewsSchema.parse((await api.listVerificationReviews(staff.session.token, user.user.id)).body)).toEqual({ items: [] })
    await api.uploadDocument(user.session.token)
    const refused = await review(staff.session.token, user.user.id, { outcome: 'refused', reason: REFUSAL })
    expect(refused.status, JSON.stringify(refused.body)).toBe(200)
    const documentId = await api.uploadDocument(user.session.token, 'Sharper passport')
    const verified = await review(root.token, user.user.id, { outcome: 'verified', documentId })
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)

    const response = await api.listVerificationReviews(staff.session.token, user.user.id)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const { items } = VerificationReviewsSchema.parse(response.body)
    // Exactly the review as recorded (no keys of the item), the times checked apart.
    expect(items.map(({ at: _at, ...rest }) => rest)).toEqual([
      { outcome: 'verified', by: root.id, byName: `${root.firstName} ${root.lastName}`.trim(), documentId, documentName: 'Sharper passport' },
      { outcome: 'refused', by: staff.user.id, byName: `${staff.user.firstName} ${staff.user.lastName}`, reason: REFUSAL },
    ])
    const [newest, oldest] = items.map((item) => Date.parse(item.at))
    expect(newest).toBeGreaterThan(oldest ?? Infinity)
    // The last one is the profile's.
    expect((await profileOf(staff.session.token, user.user.id)).verificationReview).toEqual(items[0])
  })

  it('is read by verified staff, their own included; refused to others (403); a user who does not exist is a 404', async () => {
    // Staff were verified by a review of their own: reading it changes nothing, so it is not refused.
    const own = await api.listVerificationReviews(staff.session.token, staff.user.id)
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    expect(VerificationReviewsSchema.parse(own.body).items).toMatchObject([{ outcome: 'verified', by: root.id }])

    const user = await api.createAccount('vr-history-plain', root.token)
    expectError(await api.listVerificationReviews(user.session.token, user.user.id), 403, PERMISSION_DENIED)
    const unverifiedStaff = await api.createAccount('vr-history-unverified', root.token, { isAdmin: true })
    expectError(
      await api.listVerificationReviews(unverifiedStaff.session.token, user.user.id),
      403,
      'Only verified staff can read verification reviews',
    )
    expect((await api.listVerificationReviews(staff.session.token, 'no-such-user')).status).toBe(404)
  })
})

describe('uploads waiting for verification', () => {
  it('a user joins the queue at their first upload (oldest first), stays through a second, and leaves at the review', async () => {
    const first = await api.createAccount('vr-queue-a', root.token)
    const second = await api.createAccount('vr-queue-b', root.token)
    const before = await waitingCount()
    await api.uploadDocument(first.session.token)
    await api.uploadDocument(second.session.token)
    await api.uploadDocument(first.session.token, 'Utility bill')
    const queue = await waiting()
    const mine = queue.filter((item) => item.id === first.user.id || item.id === second.user.id)
    expect(mine.map((item) => item.id)).toEqual([first.user.id, second.user.id])
    expect(await waitingCount()).toBeGreaterThanOrEqual(before + 2)
    const since = mine[0]?.waitingSince ?? ''
    expect(Date.parse(since)).toBeGreaterThan(0)

    expect((await review(staff.session.token, first.user.id, { outcome: 'refused', reason: REFUSAL })).status).toBe(200)
    const after = await waiting()
    expect(after.some((item) => item.id === first.user.id)).toBe(false)
    expect(after.some((item) => item.id === second.user.id)).toBe(true)

    // Refused, they upload again: back in the queue, waiting since the new upload, with the last review shown.
    await api.uploadDocument(first.session.token, 'Sharper passport')
    const again = (await waiting()).find((item) => item.id === first.user.id)
    expect(again?.waitingSince ?? '').not.toBe(since)
    expect(again?.verificationReview).toMatchObject({ outcome: 'refused', reason: REFUSAL })
  })

  it('a verified user’s upload waits for nobody; non-staff may not read the queue', async () => {
    const verified = await api.createAccount('vr-queue-verified', root.token, { verified: true })
    await api.uploadDocument(verified.session.token, 'New address')
    expect((await waiting()).some((item) => item.id === verified.user.id)).toBe(false)
    expect((await api.call(routes.listWaitingVerifications, { token: verified.session.token })).status).toBe(403)
  })
})
