import { describe, expect, it } from 'vitest'
import { DEFAULT_SENDING_LIMITS } from '../../shared/compliance/sending-limits'
import type { User } from '../../shared/users/user'
import { sampleUser } from '../../shared/users/testing/sample-user'
import { keyOf } from '../model/table-keys'
import { accountVerifiedMail } from '../notifications/mail-templates'
import { renderMail } from '../notifications/message-layout'
import { plan } from './notifications'

/** A stored profile item, as the table stream gives it. */
function profileItem(overrides: Partial<User> = {}): Record<string, unknown> {
  const user = sampleUser({ id: 'user-7', createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', ...overrides })
  return { ...keyOf('profile', { sub: user.id }), gsi1pk: 'USERS', gsi1sk: `${user.createdAt}#${user.id}`, ...user }
}

const review = (outcome: 'verified' | 'refused', at: string, reason?: string) => ({
  outcome,
  by: 'staff-1',
  byName: 'Sam Staff',
  at,
  ...(outcome === 'verified' ? { documentId: '01JDOC0000000000000000000A' } : {}),
  ...(reason ? { reason } : {}),
})

describe("the e-mail of a verification review's outcome", () => {
  it('is planned once per review, verified or refused, and kept under the user', () => {
    const verified = profileItem({ verified: true, verificationReview: review('verified', '2026-11-29T02:00:00.000Z') })
    const planned = plan(profileItem(), verified)
    expect(planned).toMatchObject({ transferId: 'user-7', about: 'account', ownerId: 'user-7' })
    expect(planned?.notices.map((notice) => notice.key)).toEqual(['verification#2026-11-29T02:00:00.000Z'])
    const refused = profileItem({ verificationReview: review('refused', '2026-11-29T03:00:00.000Z', 'The photo is blurred') })
    expect(plan(verified, refused)?.notices.map((notice) => notice.key)).toEqual(['verification#2026-11-29T03:00:00.000Z'])
  })

  it('writes the reason into the refusal', () => {
    const refused = profileItem({ verificationReview: review('refused', '2026-11-29T03:00:00.000Z', 'The photo is blurred') })
    const notice = plan(profileItem(), refused)?.notices[0]
    if (notice?.channel !== 'email') throw new Error('expected an e-mail')
    const mail = renderMail(notice.message({ firstName: 'Amina' }, 'en'))
    expect(mail.subject).toBe('We could not verify your account')
    expect(mail.text).toContain('The photo is blurred')
  })

  it('says nothing for other profile changes (the same review again), a new account or a flag set without a review', () => {
    const reviewed = profileItem({ verified: true, verificationReview: review('verified', '2026-11-29T02:00:00.000Z') })
    expect(plan(reviewed, { ...reviewed, firstName: 'Hodan' })?.notices).toEqual([])
    expect(plan(profileItem(), profileItem({ firstName: 'Hodan' }))?.notices).toEqual([])
    expect(plan(profileItem(), profileItem({ verified: true }))?.notices).toEqual([])
    expect(plan(undefined, reviewed)).toBeUndefined()
  })

  it("gives the verified tier's limits, in the sender's language", () => {
    const limits = DEFAULT_SENDING_LIMITS.verified
    const english = renderMail(accountVerifiedMail({ firstName: 'Amina' }, limits))
    expect(english.subject).toBe('Your account is verified')
    expect(english.text).toContain(
      'Hi Amina, we have verified your account. You can now send up to $10,000.00 in any 24 hours and $25,000.00 in any 30 days.',
    )
    for (const locale of ['so', 'sw', 'am', 'tr'] as const) {
      const mail = renderMail(accountVerifiedMail({ firstName: 'Amina' }, limits, locale))
      expect(mail.subject).not.toBe(english.subject)
      expect(mail.html).toContain(`lang="${locale}"`)
      expect(mail.text).toMatch(/10[.,\u00a0\u202f]?000/)
    }
  })
})
