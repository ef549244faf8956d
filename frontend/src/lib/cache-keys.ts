/**
 * The SPA's one cache-key scheme: every SWR key, every `mutate` and every invalidation filter is
 * built here, and nowhere else. A key has one shape: `[resource, viewer, ...rest]`.
 *
 * - `resource`: the name of what the answer is (`'transfers'`, `'me'`, ...), one of `Resource`; a
 *   change invalidates every answer of a resource by it (`keysOf`), whatever their query.
 * - `viewer`: the signed-in user's id, so one person's cached answers are never shown to the next
 *   person signing in on this tab; `null` for answers that are the same for everyone (destinations).
 * - `rest`: what else tells two answers apart (a list's query, then a page's cursor: lib/use-cursor-pages).
 *
 * Resources are names, not URLs, so this module has no imports: the public pages' first load builds
 * keys too, and must not carry the route table to do it.
 */
export type Resource =
  | 'countries'
  | 'country'
  | 'quote'
  | 'me'
  | 'identity'
  | 'limits'
  | 'exchange-rates'
  | 'exchange-rate-history'
  | 'users'
  | 'documents'
  | 'recipients'
  | 'claims'
  | 'held-transfers'
  | 'transfers'
  | 'transfer'
  | 'transfer-stats'
  | 'reconciliation'
  | 'work-queues'
  | 'payout-queue'
  | 'payout-batches'
  | 'payout-batch'
  | 'waiting-verifications'
  | 'verification-reviews'

export type CacheKey = readonly [resource: Resource, viewer: string | null, ...rest: unknown[]]

/** The key of an answer that is the same for everyone. */
const publicKey = <const Rest extends readonly unknown[]>(resource: Resource, ...rest: Rest) => [resource, null, ...rest] as const

/** The key of an answer for the signed-in `viewer`; no viewer (signed out): no key, so nothing is asked. */
function viewerKey<const Rest extends readonly unknown[]>(resource: Resource, viewer: string | undefined, ...rest: Rest) {
  return viewer ? ([resource, viewer, ...rest] as const) : null
}

/** The figures a quote is asked for (features' QuoteAsk): the same figures are the same answer, for the same holder. */
interface QuoteFigures {
  countryId: string
  amountCents: number
  payoutCurrency: string
  paymentType: string
}

/** Whose transfers a list holds: the caller's own, or everyone's for staff. */
type TransferScope = 'mine' | 'all'

/**
 * Every key of the app. A list read a page at a time is keyed by its query without the cursor:
 * the pager (lib/use-cursor-pages) adds each page's cursor after it.
 */
export const cacheKeys = {
  countries: () => publicKey('countries'),
  country: (id: string) => publicKey('country', id),
  /** A public quote (no holder: it shows figures) or the signed-in `holder`'s own (the one a payment is made at). */
  quote: (ask: QuoteFigures, holder?: string) =>
    ['quote', holder ?? null, ask.countryId, ask.amountCents, ask.payoutCurrency, ask.paymentType] as const,
  me: (viewer: string | undefined) => viewerKey('me', viewer),
  identity: (viewer: string | undefined, userId: string) => viewerKey('identity', viewer, userId),
  limits: (viewer: string | undefined) => viewerKey('limits', viewer),
  exchangeRates: (viewer: string | undefined) => viewerKey('exchange-rates', viewer),
  exchangeRateHistory: (viewer: string | undefined, countryId: string, currency: string) =>
    viewerKey('exchange-rate-history', viewer, countryId, currency),
  users: (viewer: string | undefined, query: object) => viewerKey('users', viewer, query),
  documents: (viewer: string | undefined, query: object) => viewerKey('documents', viewer, query),
  /** The sender's address book (one page of up to 100: the whole of it). */
  recipients: (viewer: string | undefined) => viewerKey('recipients', viewer),
  claims: (viewer: string | undefined, query: object) => viewerKey('claims', viewer, query),
  heldTransfers: (viewer: string | undefined, query: object) => viewerKey('held-transfers', viewer, query),
  /** A day's ledger reconciliation report ('latest': the newest one). */
  reconciliation: (viewer: string | undefined, day: string) => viewerKey('reconciliation', viewer, day),
  /** Staff's work: the count of every queue. */
  workQueues: (viewer: string | undefined) => viewerKey('work-queues', viewer),
  /** One payout queue (a destination and payout method), a page at a time. */
  payoutQueue: (viewer: string | undefined, query: object) => viewerKey('payout-queue', viewer, query),
  /** Every payout batch, newest first, a page at a time. */
  payoutBatches: (viewer: string | undefined, query: object) => viewerKey('payout-batches', viewer, query),
  /** One payout batch with its transfers and results. */
  payoutBatch: (viewer: string | undefined, id: string) => viewerKey('payout-batch', viewer, id),
  /** The uploads waiting for verification, a page at a time. */
  waitingVerifications: (viewer: string | undefined, query: object) => viewerKey('waiting-verifications', viewer, query),
  /** One user's verification reviews, newest first (the whole history in one answer). */
  verificationReviews: (viewer: string | undefined, userId: string) => viewerKey('verification-reviews', viewer, userId),
  transfers: {
    /** One list of transfers (its filters and batch size; the pager adds the cursor). */
    list: (viewer: string | undefined, scope: TransferScope, query: object) => viewerKey('transfers', viewer, scope, query),
    /** The sender's latest transfers (one page of 100), grouped by recipient on My Recipients. */
    latest: (viewer: string | undefined) => viewerKey('transfers', viewer, 'latest'),
    one: (viewer: string | undefined, id: string) => viewerKey('transfer', viewer, id),
    dailyStats: (viewer: string | undefined, days: number) => viewerKey('transfer-stats', viewer, days),
  },
} as const

/** A filter for SWR's `mutate`: every cached answer of one of `resources`, for any viewer. */
export const keysOf =
  (...resources: readonly Resource[]) =>
  (key: unknown): boolean =>
    Array.isArray(key) && resources.includes(key[0] as Resource)

/** A filter for SWR's `mutate`: one transfer's own answer (`cacheKeys.transfers.one`), for any viewer. */
export const transferKeyOf =
  (id: string) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === 'transfer' && key[2] === id
