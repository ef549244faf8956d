import * as z from 'zod/mini'
import { ClaimSchema, type Claim } from '../../shared/claims/claim'
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales'
import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from '../../shared/notifications/email-preferences'
import type { User } from '../../shared/users/user'
import { config } from '../lib/config'
import { sendMail, sendSms } from '../notifications/channels'
import { trackingLink } from '../../shared/app-links'
import { COMPANY } from '../../shared/company'
import {
  accountVerifiedMail,
  addressInUseMail,
  cancelledMail,
  claimReceivedMail,
  claimResolvedMail,
  emailChangedMail,
  passwordChangedMail,
  heldMail,
  paidOutMail,
  readySms,
  receiptMail,
  releasedMail,
  twoFactorChangedMail,
  verificationRefusedMail,
  type Addressee,
} from '../notifications/mail-templates'
import { renderMail, type Message } from '../notifications/message-layout'
import { AddressInUseSchema } from '../store/address-in-use'
import { claimNotice, markNoticeSent, releaseNotice } from '../store/notices'
import { mintTrackingLink } from '../store/tracking-links'
import { TransferRecordSchema, type TransferRecord } from '../model/transfer-record'
import { getUser, userFromItem } from '../store/users-store'
import { recipientE164 } from './recipient-phone'

/**
 * One notification a change calls for, keyed so it is sent once whatever retries or replays bring it
 * again. Written in the sender's language, the recipient's SMS too: theirs is unknown.
 */
type PlannedNotice =
  | {
      key: string
      channel: 'email'
      topic?: keyof EmailPreferences
      message: (to: Addressee, locale: Locale) => Message
      /** Another address than the profile's: the one an e-mail change left. */
      address?: string
    }
  | { key: string; channel: 'sms'; phoneNumber: string; text: (senderName: string, locale: Locale, link: string) => string }

export interface NoticePlan {
  /** What the notices are about, and so where their markers are kept: a transfer's id, or (`account`) the user's. */
  transferId: string
  /** Markers under the transfer (`TRANSFER#<id>`) or, for the account's own notices, the user (`USER#<sub>`). */
  about?: 'transfer' | 'account'
  ownerId: string
  notices: PlannedNotice[]
}

/** Where the e-mails' and SMS' links point: the stage's site. */
const appUrl = (): string => config().APP_URL ?? `https://${COMPANY.contact.webAddress}`

/**
 * The recipient's SMS, once per transfer (key `ready-sms`), when the money reaches them: cash the
 * moment it can be collected — the transfer is PENDING, shown as READY (created so, or released from
 * a hold) — and a wallet or bank payout when it is sent (PAID). A cash transfer's PAID means it was
 * collected: no text then (the defect was a 'Collect it' text after the pickup).
 */
function recipientSms(before: TransferRecord | undefined, after: TransferRecord): PlannedNotice[] {
  const cash = after.paymentType === 'Cash Collection'
  const reached = cash ? after.status === 'PENDING' && before?.status !== 'PENDING' : after.status === 'PAID' && before?.status !== 'PAID'
  const phoneNumber = reached ? recipientE164(after) : undefined
  if (!phoneNumber) return []
  return [{ key: 'ready-sms', channel: 'sms', phoneNumber, text: (sender, locale, link) => readySms(after, sender, locale, link) }]
}

/**
 * Staff corrected the recipient's number of cash waiting to be collected: the new number is texted
 * (once, keyed by it), and the link the old number was sent stops working (transfer-tracking.ts), so
 * a stranger who got the text by a typo keeps nothing. A wallet or bank payout is texted when sent,
 * to the number it then has.
 */
function correctedNumberSms(before: TransferRecord, after: TransferRecord): PlannedNotice[] {
  const phoneNumber = recipientE164(after)
  const waiting = after.paymentType === 'Cash Collection' && after.status === 'PENDING'
  if (!waiting || !phoneNumber || phoneNumber === recipientE164(before)) return []
  return [{ key: `ready-sms#${phoneNumber}`, channel: 'sms', phoneNumber, text: (sender, locale, link) => readySms(after, sender, locale, link) }]
}

/**
 * What a transfer's change tells its sender (and recipient): the receipt when it is made (held or
 * not), and on each status move the e-mail of that move; the recipient's SMS when the money reaches
 * them ({@link recipientSms}). Deleted transfers and edits that move no status say nothing.
 */
function transferNotices(before: TransferRecord | undefined, after: TransferRecord | undefined, regulator = config().REGULATOR): PlannedNotice[] {
  if (!after || after.archivedAt !== undefined) return []
  if (!before) {
    return [
      { key: 'receipt', channel: 'email', message: (to, locale) => receiptMail(after, to, regulator, locale, appUrl()) },
      ...recipientSms(before, after),
    ]
  }
  if (before.status === after.status) return correctedNumberSms(before, after)
  switch (after.status) {
    case 'PAID':
      return [
        { key: 'paid', channel: 'email', topic: 'paidOut', message: (to, locale) => paidOutMail(after, to, locale) },
        ...recipientSms(before, after),
      ]
    case 'CANCELLED':
      return [{ key: 'cancelled', channel: 'email', message: (to, locale) => cancelledMail(after, to, locale) }]
    case 'ON_HOLD':
      return [
        {
          key: `held#${after.hold?.at ?? after.updatedAt}`,
          channel: 'email',
          topic: 'reviewUpdates',
          message: (to, locale) => heldMail(after, to, locale),
        },
      ]
    case 'PENDING':
      return before.status === 'ON_HOLD'
        ? [
            {
              key: `released#${after.review?.at ?? after.updatedAt}`,
              channel: 'email',
              topic: 'reviewUpdates',
              message: (to, locale) => releasedMail(after, to, locale),
            },
            ...recipientSms(before, after),
          ]
        : []
  }
}

/**
 * A claim's acknowledgement when it is reported (what was reported and when the answer is due), and
 * its result, once, when staff resolve it (12 CFR 1005.33(c) owes it in writing).
 */
function claimNotices(before: Claim | undefined, after: Claim | undefined): PlannedNotice[] {
  if (after && !before && after.status === 'OPEN') {
    return [{ key: `claim-received#${after.id}`, channel: 'email', message: (to, locale) => claimReceivedMail(after, to, locale) }]
  }
  if (!after || after.status !== 'RESOLVED' || before?.status === 'RESOLVED') return []
  return [{ key: `claim#${after.id}`, channel: 'email', message: (to, locale) => claimResolvedMail(after, to, locale) }]
}

/**
 * The account's own notices: the outcome of each verification review, once per review (keyed by its
 * time): verified, with the limits that now apply; refused, with the reviewer's reason. A profile
 * verified without a review (an operator's account, written verified) says nothing. And an e-mail
 * change, to the address it left ({@link emailChangeNotices}).
 */
function accountNotices(before: User, after: User): PlannedNotice[] {
  return [...reviewNotices(before, after), ...emailChangeNotices(before, after), ...securityNotices(before, after)]
}

/**
 * A new password, and two-factor sign-in turned on or off, are told to the account's address once
 * each (keyed by their time): a change its owner did not make is how a taken-over account shows.
 */
function securityNotices(before: User, after: User): PlannedNotice[] {
  const notices: PlannedNotice[] = []
  const passwordAt = after.passwordChangedAt
  if (passwordAt !== undefined && passwordAt !== before.passwordChangedAt) {
    notices.push({
      key: `password-changed#${passwordAt}`,
      channel: 'email',
      message: (to, locale) => passwordChangedMail(to, passwordAt, appUrl(), locale),
    })
  }
  const on = after.twoFactorEnabled === true
  if (on !== (before.twoFactorEnabled === true)) {
    const bySupport = !on && after.twoFactorReset !== undefined && after.twoFactorReset.at !== before.twoFactorReset?.at
    const at = after.updatedAt
    notices.push({ key: `two-factor#${at}`, channel: 'email', message: (to, locale) => twoFactorChangedMail(to, { on, bySupport, at }, locale) })
  }
  return notices
}

/**
 * The address an account moved away from is told, once per move (keyed by its time): if the owner
 * did not make the change, someone else holds their password (or their inbox) and the account, and
 * the old address is where they still read. The new address is shown masked.
 */
function emailChangeNotices(before: User, after: User): PlannedNotice[] {
  if (before.email === after.email) return []
  const at = after.updatedAt
  return [
    {
      key: `email-changed#${at}`,
      channel: 'email',
      address: before.email,
      message: (to, locale) => emailChangedMail(to, { newEmail: after.email, at }, locale),
    },
  ]
}

function reviewNotices(before: User, after: User): PlannedNotice[] {
  const review = after.verificationReview
  if (!review || review.at === before.verificationReview?.at) return []
  if (review.outcome === 'refused') {
    const reason = review.reason ?? ''
    return [{ key: `verification#${review.at}`, channel: 'email', message: (to, locale) => verificationRefusedMail(to, reason, locale) }]
  }
  return [
    {
      key: `verification#${review.at}`,
      channel: 'email',
      // The stage's limits, read when the e-mail is written.
      message: (to, locale) => accountVerifiedMail(to, config().SENDING_LIMITS.verified, locale),
    },
  ]
}

/**
 * The address's owner, each time someone else's attempt to use it is recorded (at most one an hour,
 * functions/store/address-in-use.ts): keyed by the attempt's time, so a replay sends nothing again.
 */
function addressInUseNotices(before: Record<string, unknown> | undefined, after: Record<string, unknown>): NoticePlan {
  const attempt = z.parse(AddressInUseSchema, after)
  const notices: PlannedNotice[] =
    before?.attemptAt === attempt.attemptAt
      ? []
      : [
          {
            key: `address-in-use#${attempt.attemptAt}`,
            channel: 'email',
            message: (to, locale) => addressInUseMail(to, { kind: attempt.attempt, at: attempt.attemptAt }, appUrl(), locale),
          },
        ]
  return { transferId: attempt.sub, about: 'account', ownerId: attempt.sub, notices }
}

const parsed = <T>(schema: z.ZodMiniType<T>, item: Record<string, unknown> | undefined): T | undefined => (item ? z.parse(schema, item) : undefined)

/**
 * The notices of one changed item of the stream: a transfer (`TRANSFER`), a claim (`CLAIM#…`), a
 * profile (`PROFILE`) or an attempt on an account's address (`ADDRESS_IN_USE`).
 */
export function plan(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): NoticePlan | undefined {
  const item = after ?? before
  if (!item) return undefined
  // Its expiry (a removal) says nothing.
  if (item.sk === 'ADDRESS_IN_USE') return after ? addressInUseNotices(before, after) : undefined
  if (item.sk === 'PROFILE') {
    // Only a profile that existed before and is still there: a new account or a deleted one says nothing here.
    if (!before || !after) return undefined
    const [old, now] = [userFromItem(before), userFromItem(after)]
    return { transferId: now.id, about: 'account', ownerId: now.id, notices: accountNotices(old, now) }
  }
  if (String(item.sk).startsWith('CLAIM#')) {
    const [old, now] = [parsed(ClaimSchema, before), parsed(ClaimSchema, after)]
    const claim = now ?? old
    return claim ? { transferId: claim.transferId, ownerId: claim.ownerId, notices: claimNotices(old, now) } : undefined
  }
  const [old, now] = [parsed(TransferRecordSchema, before), parsed(TransferRecordSchema, after)]
  const transfer = now ?? old
  return transfer ? { transferId: transfer.id, ownerId: transfer.ownerId, notices: transferNotices(old, now) } : undefined
}

/**
 * The SMS with a new tracking link to the transfer, minted just before it is sent: the token exists
 * only in that text (stored hashed). A send that fails leaves an unused link, which the retry does
 * not reuse (it cannot: the token is not kept) and the TTL sweeps.
 */
async function smsWithLink(
  transferId: string,
  notice: Extract<PlannedNotice, { channel: 'sms' }>,
  sender: User | undefined,
  locale: Locale,
  now: Date,
): Promise<string> {
  const link = trackingLink(appUrl(), await mintTrackingLink(transferId, notice.phoneNumber, now))
  return notice.text(sender ? `${sender.firstName} ${sender.lastName}` : 'Your sender', locale, link)
}

export interface Delivery {
  sent: number
  /** Already sent by an earlier try (or a replay), or turned off by the sender. */
  skipped: number
}

const wants = (user: User | undefined, topic: keyof EmailPreferences | undefined) =>
  topic === undefined || (user?.emailPreferences ?? DEFAULT_EMAIL_PREFERENCES)[topic]

/**
 * Sends each planned notice once: a marker is claimed first (a second claim fails, so a retried
 * batch or a replay skips what was sent), the message sent, the marker marked sent. A failed send
 * gives the marker back and throws, so the stream record is retried. Accepted edge: a process that
 * dies between the provider's answer and the marker's update leaves a claimed marker, and that
 * notice is not sent again (at most once, never twice).
 */
export async function deliver(plan: NoticePlan, now: Date): Promise<Delivery> {
  const result: Delivery = { sent: 0, skipped: 0 }
  if (plan.notices.length === 0) return result
  const sender = await getUser(plan.ownerId)
  const locale = sender?.language ?? DEFAULT_LOCALE
  for (const notice of plan.notices) {
    const wanted = notice.channel === 'sms' || (sender !== undefined && wants(sender, notice.topic))
    const about = plan.about ?? 'transfer'
    if (!wanted || !(await claimNotice(plan.transferId, notice.key, notice.channel, now, about))) {
      result.skipped++
      continue
    }
    let messageId: string
    try {
      messageId =
        notice.channel === 'email' && sender
          ? await sendMail(
              notice.address ?? sender.email,
              renderMail(notice.message({ firstName: sender.firstName, ...(sender.timeZone ? { timeZone: sender.timeZone } : {}) }, locale)),
            )
          : notice.channel === 'sms'
            ? await sendSms(notice.phoneNumber, await smsWithLink(plan.transferId, notice, sender, locale, now))
            : ''
    } catch (error) {
      await releaseNotice(plan.transferId, notice.key, about)
      throw error
    }
    await markNoticeSent(plan.transferId, notice.key, messageId, about)
    result.sent++
  }
  return result
}
