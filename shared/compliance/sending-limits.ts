import { formatUsd } from '../money/money'

/**
 * Sending limits by verification tier, written once: the server refuses a transfer over
 * them and the SPA shows what is left with the same arithmetic. Money is integer cents; windows
 * are rolling (the last 24 hours, the last 30 days, ending at the server's now).
 */

/** A sender's tier: unverified until staff set the account's `verified` flag (spec 2.12). */
export type Tier = 'unverified' | 'verified'

interface TierLimits {
  /** Most a sender may send (the amount, before fees) in any 24 hours. */
  dayCents: number
  /** Most in any 30 days. */
  monthCents: number
}

export type SendingLimits = Record<Tier, TierLimits>

/**
 * The limits when a stage sets no other. Unverified: $1,000 a day and $3,000 in 30 days — the
 * typical remittance from the USA is a few hundred dollars, so a new family sender can make the
 * month's transfers before staff check a document, while a stolen card or an account nobody has
 * checked moves at most $3,000, under the identity threshold. Verified: $10,000 a day (the largest
 * single transfer) and $25,000 in 30 days, the upper tier of the large US remitters; above that a
 * remitter asks for source of funds, which is a conversation, not a form.
 */
export const DEFAULT_SENDING_LIMITS: SendingLimits = {
  unverified: { dayCents: 100_000, monthCents: 300_000 },
  verified: { dayCents: 1_000_000, monthCents: 2_500_000 },
}

export const DAY_MS = 24 * 60 * 60 * 1000
export const MONTH_MS = 30 * DAY_MS

/**
 * 31 CFR 1010.410(e): a transmittal of $3,000 or more needs the sender's identity on record. The
 * same figure where the spec's fee drops to 3%.
 */
export const IDENTITY_THRESHOLD_CENTS = 300_000

export const tierOf = (account: { verified: boolean }): Tier => (account.verified ? 'verified' : 'unverified')

/** One transfer as the limits count it: when it was made (epoch ms) and its amount. */
export interface LedgerEntry {
  id: string
  atMs: number
  cents: number
}

interface WindowUsage {
  limitCents: number
  usedCents: number
  remainingCents: number
  /** When the oldest amount in the window leaves it (ISO), so more can be sent; absent when nothing is used. */
  freesAt?: string
}

export interface LimitUsage {
  tier: Tier
  day: WindowUsage
  month: WindowUsage
  /** What one more transfer may be: the smaller of the two windows' remainders. */
  remainingCents: number
}

/**
 * The entries inside the window of `lengthMs` ending at `nowMs` (an entry exactly `lengthMs` old has
 * left it). An entry stamped after `nowMs` counts too: a concurrent create that arrived a moment
 * later but committed first has happened, and must not be left out of this one's judgement.
 */
export const inWindow = (entries: readonly LedgerEntry[], nowMs: number, lengthMs: number): LedgerEntry[] =>
  entries.filter((entry) => entry.atMs > nowMs - lengthMs)

function windowUsage(entries: readonly LedgerEntry[], nowMs: number, lengthMs: number, limitCents: number): WindowUsage {
  const counted = inWindow(entries, nowMs, lengthMs)
  const usedCents = counted.reduce((sum, entry) => sum + entry.cents, 0)
  const oldest = counted.reduce<number | undefined>((min, entry) => (min === undefined || entry.atMs < min ? entry.atMs : min), undefined)
  return {
    limitCents,
    usedCents,
    remainingCents: Math.max(0, limitCents - usedCents),
    ...(oldest === undefined ? {} : { freesAt: new Date(oldest + lengthMs).toISOString() }),
  }
}

/** What a sender of `tier` has used and has left at `nowMs`, from the transfers they made (cancelled ones excluded). */
export function limitUsage(tier: Tier, limits: SendingLimits, entries: readonly LedgerEntry[], nowMs: number): LimitUsage {
  const day = windowUsage(entries, nowMs, DAY_MS, limits[tier].dayCents)
  const month = windowUsage(entries, nowMs, MONTH_MS, limits[tier].monthCents)
  return { tier, day, month, remainingCents: Math.min(day.remainingCents, month.remainingCents) }
}

export const LIMIT_EXCEEDED = 'LIMIT_EXCEEDED'

/**
 * The refusal of an amount over what is left: how much can still be sent, and how to raise it (an
 * unverified sender verifies; a verified one waits for the window, or asks us).
 */
export function limitExceededMessage(usage: LimitUsage): string {
  const window = usage.day.remainingCents <= usage.month.remainingCents ? 'in the next 24 hours' : 'in the next 30 days'
  const left =
    usage.remainingCents === 0
      ? `You have reached your sending limit for now.`
      : `This is over your sending limit: you can send up to ${formatUsd(usage.remainingCents)} more ${window}.`
  const raise =
    usage.tier === 'unverified'
      ? ' To raise your limit, verify your identity: upload an identity document on the Documents page.'
      : ' Contact us if you need to send more.'
  return left + raise
}

/**
 * Structuring (31 CFR 1010.100(xx)): transfers from one sender within 24 hours that each stay under
 * the identity threshold but together reach it. True when `cents` is such a transfer and, with the
 * others of the last 24 hours under the threshold, completes such a set.
 */
export function looksLikeStructuring(entries: readonly LedgerEntry[], cents: number, nowMs: number): boolean {
  if (cents >= IDENTITY_THRESHOLD_CENTS) return false
  const small = inWindow(entries, nowMs, DAY_MS).filter((entry) => entry.cents < IDENTITY_THRESHOLD_CENTS)
  return small.length > 0 && small.reduce((sum, entry) => sum + entry.cents, cents) >= IDENTITY_THRESHOLD_CENTS
}

export const IDENTITY_REQUIRED = 'IDENTITY_REQUIRED'

/** The refusal of a $3,000+ transfer from a sender who is not verified or has no unexpired identity details. */
export const IDENTITY_REQUIRED_MESSAGE =
  'Transfers of $3,000 or more need your verified identity. Add your identity document in Profile Settings; once we have verified your account you can send this amount.'

/** What the limits answer (GET /api/limits) says of a sender, as {@link sendingRefusal} reads it. */
interface SenderLimits extends LimitUsage {
  verified: boolean
  /** Identity details on file and valid today. */
  identityOnFile: boolean
}

/**
 * Why `amountCents` cannot be sent now, in the order and words the create refuses it with
 * (identity first, then what is left), or undefined. The SPA checks before the sender fills in the
 * wizard; the create still judges on its own ledger read, which may have moved since.
 */
export function sendingRefusal(
  limits: SenderLimits,
  amountCents: number,
): { code: typeof IDENTITY_REQUIRED | typeof LIMIT_EXCEEDED; message: string } | undefined {
  if (amountCents >= IDENTITY_THRESHOLD_CENTS && !(limits.verified && limits.identityOnFile)) {
    return { code: IDENTITY_REQUIRED, message: IDENTITY_REQUIRED_MESSAGE }
  }
  if (amountCents > limits.remainingCents) return { code: LIMIT_EXCEEDED, message: limitExceededMessage(limits) }
  return undefined
}
