import type { TransferStatus } from '../transfers/transfer-options'

/**
 * The recipient's tracking link (`/track/<token>`): what it shows and how long it works. No zod and
 * no I/O, so the SPA's page and the server read the same rules.
 *
 * The token is 128 random bits (base64url, 22 characters), minted when the recipient's SMS is sent
 * and stored only as its SHA-256 (functions/store/tracking-links.ts): the table never holds a working
 * link, and a guess has a 2^-128 chance.
 */

/** 16 random bytes in base64url: 22 characters. */
export const TRACKING_TOKEN_BYTES = 16
/** What a token looks like: anything else is answered as an unknown link without a read. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** The SPA's path of a tracking link (the page is public, not indexed, and sends no referrer). */
const TRACKING_PATH_PREFIX = '/track/'
export const trackingPath = (token: string): string => `${TRACKING_PATH_PREFIX}${token}`

/** How long a link keeps working after the money was due or after the transfer ended (paid out or cancelled). */
const TRACKING_DAYS_AFTER = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** The tracking API's refusals (translated for the SPA by `npm run i18n:server-messages`). */
/** @serverMessage */
export const TRACKING_MESSAGES = {
  /** The one answer for an unknown, malformed, expired or archived link: nobody can tell them apart. */
  notFound: 'This tracking link is not valid or has expired.',
  tooMany: 'Too many tracking requests. Please wait a minute and try again.',
} as const
export const TRACKING_NOT_FOUND = TRACKING_MESSAGES.notFound
export const TRACKING_TOO_MANY = TRACKING_MESSAGES.tooMany
/** Tracking pages one client may open per minute (the quotes' mechanism: a per-client window). */
export const TRACKINGS_PER_CLIENT_MINUTE = 30

export interface TrackingSubject {
  status: TransferStatus
  /** The transfer's last change (for a final transfer: when it was paid out or cancelled). */
  updatedAt: string
  cancellation?: { at: string }
  archivedAt?: string
  /** The date the money is due ('YYYY-MM-DD'); absent on transfers made before quotes. */
  payout?: { dateAvailable: string }
  createdAt: string
}

/**
 * When a link stops working (epoch ms, exclusive), or undefined while the transfer is still under
 * way: 30 days after the later of the end of the date available and the moment it ended (paid out
 * or cancelled). While the money is still to be collected the link works, however late that is;
 * the lookup item's own TTL (a year) bounds that.
 */
export function trackingExpiry(t: TrackingSubject): number | undefined {
  const endedAt = t.status === 'CANCELLED' ? (t.cancellation?.at ?? t.updatedAt) : t.status === 'PAID' ? t.updatedAt : undefined
  if (endedAt === undefined) return undefined
  const due = Date.parse(`${t.payout?.dateAvailable ?? t.createdAt.slice(0, 10)}T00:00:00.000Z`) + DAY_MS
  return Math.max(due, Date.parse(endedAt)) + TRACKING_DAYS_AFTER * DAY_MS
}

/** Whether a link to `t` works at `now` (epoch ms): never for an archived transfer. */
export function trackingOpen(t: TrackingSubject, now: number): boolean {
  if (t.archivedAt !== undefined) return false
  const expiry = trackingExpiry(t)
  return expiry === undefined || now < expiry
}

/**
 * What the recipient reads of the status. ON_HOLD is 'on the way' like any transfer not yet
 * payable: a review is never named to the recipient (it could tip off a sanctions match).
 * PENDING is ready to collect for cash (the SPA's READY); a wallet or bank payout is still on its way.
 */
export const TRACKING_STATUSES = ['on-the-way', 'ready', 'paid', 'cancelled'] as const
export type TrackingStatus = (typeof TRACKING_STATUSES)[number]

export function trackingStatusOf(status: TransferStatus, paymentType: string): TrackingStatus {
  switch (status) {
    case 'PAID':
      return 'paid'
    case 'CANCELLED':
      return 'cancelled'
    case 'ON_HOLD':
      return 'on-the-way'
    case 'PENDING':
      return paymentType === 'Cash Collection' ? 'ready' : 'on-the-way'
  }
}
