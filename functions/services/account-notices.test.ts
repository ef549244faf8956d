import { describe, expect, it } from 'vitest'
import { DEFAULT_SENDING_LIMITS } from '../../shared/compliance/sending-limits'
import type { User } from '../../shared/users/user'
import { sampleUser } from '../../shared/users/testing/sample-user'
import { keyOf } from '../model/table-keys'
import { accountVerifiedMail, maskedEmail } from '../notifications/mail-templates'
import { mailTexts } from '../notifications/mail-texts'
import { renderMail } from '../notifications/message-layout'
import { plan } from './notifications'
import { useMockedServiceEnv } from '../lib/testing/service-env'

useMockedServiceEnv({ APP_URL: 'https://app.remit.test' })

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

describe("the e-mail to an address's owner when someone else tries the address", () => {
  const attempt = (at: string, kind: 'sign-up' | 'email-change' = 'sign-up') => ({
    ...keyOf('addressInUse', { sub: 'user-7' }),
    sub: 'user-7',
    attempt: kind,
    attemptAt: at,
  })

  it('is planned once per recorded attempt and kept under the owner; its expiry says nothing', () => {
    const first = attempt('2026-11-29T02:00:00.000Z')
    expect(plan(undefined, first)).toMatchObject({ transferId: 'user-7', about: 'account', ownerId: 'user-7' })
    expect(plan(undefined, first)?.notices.map((notice) => notice.key)).toEqual(['address-in-use#2026-11-29T02:00:00.000Z'])
    const later = attempt('2026-11-29T03:30:00.000Z', 'email-change')
    expect(plan(first, later)?.notices.map((notice) => notice.key)).toEqual(['address-in-use#2026-11-29T03:30:00.000Z'])
    expect(plan(first, first)?.notices).toEqual([])
    expect(plan(first, undefined)).toBeUndefined()
  })

  it('says what was tried and when, in the reader’s zone, that nothing changed, and how to get back in', () => {
    const notice = plan(undefined, attempt('2026-11-29T02:00:00.000Z'))?.notices[0]
    if (notice?.channel !== 'email') throw new Error('expected an e-mail')
    const mail = renderMail(notice.message({ firstName: 'Amina', timeZone: 'America/Chicago' }, 'en'))
    expect(mail.subject).toBe('Someone tried to use your e-mail address')
    expect(mail.text).toContain(
      'Hi Amina, someone tried to open a new account with this e-mail address on Nov 28, 2026, 8:00 PM CST. This address already has an account, so no new one was opened and nothing in your account changed.',
    )
    expect(mail.text).toContain('Sign in:\nhttps://app.remit.test/auth/sign-in\n')
    expect(mail.text).toContain('Forgot your password? Set a new one:\nhttps://app.remit.test/forgot-password\n')
    expect(mail.text).toContain('If it was not you, you do not need to do anything')
    const moved = plan(undefined, attempt('2026-11-29T02:00:00.000Z', 'email-change'))?.notices[0]
    if (moved?.channel !== 'email') throw new Error('expected an e-mail')
    expect(renderMail(moved.message({ firstName: 'Amina' }, 'en')).text).toContain(
      'someone asked on Nov 29, 2026, 2:00 AM UTC to move another account',
    )
  })

  it('is written in the owner’s language', () => {
    const notice = plan(undefined, attempt('2026-11-29T02:00:00.000Z'))?.notices[0]
    if (notice?.channel !== 'email') throw new Error('expected an e-mail')
    const english = renderMail(notice.message({ firstName: 'Amina' }, 'en'))
    for (const locale of ['so', 'sw', 'am', 'tr'] as const) {
      const mail = renderMail(notice.message({ firstName: 'Amina' }, locale))
      expect(mail.subject).not.toBe(english.subject)
      expect(mail.html).toContain(`lang="${locale}"`)
      expect(mail.text).toContain('https://app.remit.test/forgot-password')
    }
  })
})

describe('the e-mail to the address an account moved away from', () => {
  const moved = (email: string, updatedAt: string) => profileItem({ email, updatedAt })

  it('is planned once per move, to the old address, and says nothing when the address stays', () => {
    const before = moved('amina@example.com', '2026-11-29T01:00:00.000Z')
    const after = moved('amina.new@example.org', '2026-11-29T02:00:00.000Z')
    const notices = plan(before, after)?.notices ?? []
    expect(notices.map((notice) => notice.key)).toEqual(['email-changed#2026-11-29T02:00:00.000Z'])
    expect(notices[0]?.channel === 'email' && notices[0].address).toBe('amina@example.com')
    expect(plan(after, { ...after, firstName: 'Hodan' })?.notices).toEqual([])
  })

  it('names the new address masked, when, and whom to call', () => {
    const notice = plan(moved('amina@example.com', '2026-11-29T01:00:00.000Z'), moved('amina.new@example.org', '2026-11-29T02:00:00.000Z'))
      ?.notices[0]
    if (notice?.channel !== 'email') throw new Error('expected an e-mail')
    const mail = renderMail(notice.message({ firstName: 'Amina', timeZone: 'America/Chicago' }, 'en'))
    expect(mail.subject).toBe('The e-mail address of your account was changed')
    expect(mail.text).toContain('Hi Amina, the e-mail address of your account was changed to a***@example.org on Nov 28, 2026, 8:00 PM CST.')
    expect(mail.text).toContain('If you did not change it, call us now at 1-800-555-0142')
    expect(mail.text).not.toContain('amina.new')
    for (const locale of ['so', 'sw', 'am', 'tr'] as const) {
      const translated = renderMail(notice.message({ firstName: 'Amina' }, locale))
      expect(translated.subject).not.toBe(mail.subject)
      expect(translated.text).toContain('a***@example.org')
    }
  })

  it('masks every address it is given', () => {
    expect(maskedEmail('amina@example.com')).toBe('a***@example.com')
    expect(maskedEmail('x@y.so')).toBe('x***@y.so')
    expect(maskedEmail('@nowhere')).toBe('***')
  })
})

describe('the e-mails of a new password and of two-factor sign-in turned on or off', () => {
  const at = '2026-11-29T02:00:00.000Z'
  const subjects = (before: Record<string, unknown>, after: Record<string, unknown>) =>
    (plan(before, after)?.notices ?? []).map((notice) => {
      if (notice.channel !== 'email') throw new Error('expected an e-mail')
      return renderMail(notice.message({ firstName: 'Amina' }, 'en')).subject
    })
  const texts = mailTexts('en')

  it('tells the account of each new password once, with the way to set another', () => {
    const changed = profileItem({ passwordChangedAt: at })
    expect(subjects(profileItem(), changed)).toEqual([texts.passwordChanged.subject])
    expect(subjects(changed, { ...changed, firstName: 'Hodan' })).toEqual([])
    const notice = plan(profileItem(), changed)?.notices[0]
    if (notice?.channel !== 'email') throw new Error('expected an e-mail')
    expect(notice.key).toBe(`password-changed#${at}`)
    expect(renderMail(notice.message({ firstName: 'Amina' }, 'en')).text).toContain('Set a new password:\nhttps://app.remit.test/forgot-password')
  })

  it('tells two-factor sign-in turned on, turned off, and turned off by support', () => {
    const off = profileItem({ twoFactorEnabled: false })
    const on = profileItem({ twoFactorEnabled: true, updatedAt: at })
    expect(subjects(off, on)).toEqual([texts.twoFactorChanged.subjectOn])
    expect(subjects(on, { ...on, twoFactorEnabled: false, updatedAt: '2026-11-30T00:00:00.000Z' })).toEqual([texts.twoFactorChanged.subjectOff])
    expect(subjects(profileItem(), off)).toEqual([])
    const reset = { byId: 'root', byName: 'Root Admin', at: '2026-11-30T00:00:00.000Z', reason: 'Lost phone' }
    const bySupport = plan(on, { ...on, twoFactorEnabled: false, twoFactorReset: reset, updatedAt: reset.at })?.notices[0]
    if (bySupport?.channel !== 'email') throw new Error('expected an e-mail')
    const text = renderMail(bySupport.message({ firstName: 'Amina' }, 'en')).text
    expect(text).toContain('our support team turned off two-factor sign-in')
    expect(text).not.toContain('Root Admin')
    expect(text).not.toContain('Lost phone')
  })
})
