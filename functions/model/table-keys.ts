import type { EntityName, IndexName as TableIndexName } from '../../shared/api/route-access'

interface KeyTemplates {
  readonly pk: Template
  readonly sk: Template
}

/**
 * Every item's keys, declared as data in one place (the way electrodb declares entities): each
 * entity names the template of its primary key and of the index keys it is listed under. A
 * template is literal text with `{attribute}` placeholders; `keyOf`, `indexKeyOf` and `prefixOf`
 * build keys from them, so no store spells a key by hand and the item map below is the table's
 * whole design (docs/architecture.md, "Data keys"). Its names are exactly `EntityName` of
 * shared/api/route-access.ts, the vocabulary route rows declare their table access in: an entity
 * added here and not there (or there and not here) does not compile.
 */
export const ENTITIES = {
  /**
   * A user's profile, listed newest first on gsi1 `USERS`; while documents uploaded since the last
   * verification review wait for one (and the user is not verified), also on gsi3 `VERIFY`, oldest
   * upload first: the "uploads waiting for verification" queue (docs/work-queues.md).
   */
  profile: {
    primary: { pk: 'USER#{sub}', sk: 'PROFILE' },
    gsi1: { pk: 'USERS', sk: '{createdAt}#{sub}' },
    gsi3: { pk: 'VERIFY', sk: '{since}#{sub}' },
  },
  /** One verification review of a user (outcome, who, when, document, reason), written once beside the profile: the user's review timeline. */
  verificationDecision: { primary: { pk: 'USER#{sub}', sk: 'VERIFICATION#{at}' } },
  /** Claims an e-mail address for one profile; written in the same transaction as the profile. */
  emailClaim: { primary: { pk: 'EMAIL#{email}', sk: 'EMAIL' } },
  /** A sign-up waiting for its e-mail code: the profile to create once the address is confirmed (expires by TTL). */
  pendingSignUp: { primary: { pk: 'EMAIL#{email}', sk: 'SIGNUP' } },
  /**
   * A document in its owner's partition, oldest first by ULID; while pending (an upload not yet
   * checked) also listed on gsi2 by creation time, so uploads never completed can be swept.
   */
  document: { primary: { pk: 'USER#{ownerId}', sk: 'DOC#{id}' }, gsi2: { pk: 'PENDING_DOCUMENTS', sk: '{createdAt}#{id}' } },
  /** How many of a user's documents are pending (an upload started and not yet checked), for the cap. */
  pendingUploads: { primary: { pk: 'USER#{ownerId}', sk: 'UPLOADS' } },
  /** An exchange rate an admin set: all of them in one small partition, read together. */
  exchangeRate: { primary: { pk: 'RATES', sk: '{countryId}#{currency}' } },
  /** One change of a rate, kept for its history; the version is zero-padded so the sort key orders them. */
  exchangeRateChange: { primary: { pk: 'RATE#{countryId}#{currency}', sk: 'CHANGE#{version}' } },
  /**
   * A change of more than 10% waiting for a second verified staff member: at most one per rate, in
   * the rates' partition, so the Exchange Rates screen reads rates and proposals in one Query.
   */
  rateProposal: { primary: { pk: 'RATES', sk: 'PROPOSAL#{countryId}#{currency}' } },
  /** A proposal once approved or rejected, in its rate's history partition beside the changes. */
  rateDecision: { primary: { pk: 'RATE#{countryId}#{currency}', sk: 'PROPOSAL#{id}' } },
  /**
   * A quote as issued (its figures never change), with its holder; marked used, once, by the
   * transfer it pays for; expires by TTL long after its 30 minutes.
   */
  quote: { primary: { pk: 'QUOTE#{id}', sk: 'QUOTE' } },
  /** Quotes a client (hashed IP) asked for in one minute, for the per-client limit. */
  quoteWindow: { primary: { pk: 'QUOTES#{client}', sk: 'MINUTE#{start}' } },
  /**
   * A recipient's tracking link, by the SHA-256 of its token (never the token): the transfer it
   * shows; TTL a year after it was minted (the page's own expiry is shared/tracking/tracking-rules.ts).
   */
  trackingLink: { primary: { pk: 'TRACK#{hash}', sk: 'TRACK' } },
  /** Tracking pages a client (hashed IP) opened in one minute, for the per-client limit. */
  trackWindow: { primary: { pk: 'TRACKS#{client}', sk: 'MINUTE#{start}' } },
  /** Names a document's owner, so a document is found by its id alone. */
  documentOwner: { primary: { pk: 'DOC#{id}', sk: 'DOC' } },
  /**
   * A live transfer, listed under its sender (gsi1) and everyone's (gsi2), newest first by ULID;
   * while it is ready to pay out (PENDING), also in its corridor and method's payout queue (gsi3).
   */
  transfer: {
    primary: { pk: 'TRANSFER#{id}', sk: 'TRANSFER' },
    gsi1: { pk: 'OWNER#{ownerId}', sk: '{id}' },
    gsi2: { pk: 'TRANSFERS', sk: '{id}' },
    gsi3: { pk: 'READY#{countryId}#{paymentType}', sk: '{id}' },
  },
  /** The same transfer item once archived: out of the lists and the search, listed for staff's exports on gsi2 `ARCHIVED_TRANSFERS`. */
  archivedTransfer: { primary: { pk: 'TRANSFER#{id}', sk: 'TRANSFER' }, gsi2: { pk: 'ARCHIVED_TRANSFERS', sk: '{id}' } },
  /** A transfer's history, in time order inside the transfer's partition; the suffix parts two events of one millisecond. */
  transferEvent: { primary: { pk: 'TRANSFER#{id}', sk: 'EVENT#{at}#{suffix}' } },
  /**
   * A ledger journal entry a move of the transfer posted (shared/ledger), in its partition: the
   * version the move wrote, zero-padded, and its place in the move. Written once, never changed: a
   * correction is another entry.
   */
  journalEntry: { primary: { pk: 'TRANSFER#{id}', sk: 'JOURNAL#{version}#{n}' } },
  /**
   * The ledger reconciliation's report of a UTC day (shared/ledger/reconciliation-report.ts), written
   * by the daily job (and again by a later run of the same day): all in one small partition, so the
   * staff page lists the days newest first with one Query.
   */
  reconciliationReport: { primary: { pk: 'RECONCILIATION', sk: 'DAY#{day}' } },
  /**
   * An error claim in its transfer's partition (read with the transfer's history); listed on gsi2 by
   * status, so the open claims are one Query, oldest first by ULID.
   */
  claim: { primary: { pk: 'TRANSFER#{transferId}', sk: 'CLAIM#{id}' }, gsi2: { pk: 'CLAIMS#{status}', sk: '{id}' } },
  /**
   * A notification sent about a transfer, by its key (`receipt`, `paid`, `claim#<id>`…):
   * claimed before sending, so a retried or replayed stream record never sends twice.
   */
  notice: { primary: { pk: 'TRANSFER#{id}', sk: 'NOTICE#{key}' } },
  /** A notification about the account itself (`verified#<time>`), beside the profile; claimed before sending, as a transfer's. */
  accountNotice: { primary: { pk: 'USER#{sub}', sk: 'NOTICE#{key}' } },
  /**
   * The last time someone else tried to use this account's address (a sign-up, another account's
   * e-mail change), at most one an hour: each write tells the owner by e-mail, from the table's stream.
   */
  addressInUse: { primary: { pk: 'USER#{sub}', sk: 'ADDRESS_IN_USE' } },
  /**
   * One posting of the search index: a live transfer under one character trigram of its
   * normalised names, invoice or mobile number, newest first by ULID, with the text a search checks.
   * Kept by the stream consumer functions/events/index-search.ts, never by a request.
   */
  searchPosting: { primary: { pk: 'SEARCH#{trigram}', sk: '{id}' } },
  /** When the search index was last built whole from the transfers (a stage's first build, or a rebuild). */
  searchIndexBuilt: { primary: { pk: 'SEARCH', sk: 'BUILT' } },
  /** Finds a transfer by its invoice number in O(1); also keeps invoice numbers unique. */
  invoice: { primary: { pk: 'INVOICE#{invoiceNumber}', sk: 'INVOICE' } },
  /** Finds the transfers of a mobile number in O(1). */
  mobile: { primary: { pk: 'MOBILE#{mobileNumber}', sk: 'TRANSFER#{id}' } },
  /** A create's Idempotency-Key, per sender, with the request's hash and the transfer it made. */
  idempotency: { primary: { pk: 'IDEMPOTENCY#{ownerId}#{key}', sk: 'IDEMPOTENCY' } },
  /** Everyone's transfer counters. */
  totals: { primary: { pk: 'STATS#ALL', sk: 'STATS' } },
  /** One sender's transfer counters, in their user partition. */
  ownerTotals: { primary: { pk: 'USER#{ownerId}', sk: 'STATS' } },
  /** Everyone's counters per UTC day or month (`unit` DAY or MONTH) and destination; periods sort, so a range is one Query. */
  bucket: { primary: { pk: 'STATS#ALL#{unit}', sk: '{period}#{countryId}' } },
  /** One sender's counters per day or month and destination, beside their totals. */
  ownerBucket: { primary: { pk: 'USER#{ownerId}', sk: 'STATS#{unit}#{period}#{countryId}' } },
  /** A destination country; all share one partition, sorted by id. */
  country: { primary: { pk: 'COUNTRY', sk: '{id}' } },
  /** A newsletter subscriber, written once per address. */
  subscriber: { primary: { pk: 'NEWSLETTER#{email}', sk: 'NEWSLETTER' } },
  /**
   * A signed-in session, by the SHA-256 of its API refresh token (never the token): whose, when it
   * signed in, Cognito's refresh token (server-side only) and its live access tokens' hashes
   * (model/api-sessions.ts). Its own partition: the refresh route finds it by the token alone.
   */
  session: { primary: { pk: 'SESSION#{id}', sk: 'SESSION' } },
  /**
   * An API access token, by its SHA-256 (never the token): the caller and session it stands for,
   * read on every signed-in request (one GetItem); expires with the token.
   */
  accessToken: { primary: { pk: 'ACCESS#{hash}', sk: 'ACCESS' } },
  /** Sign-in attempts on one address from every client, for the lockout (store/login-attempts.ts). */
  loginFailures: { primary: { pk: 'LOGIN#{email}', sk: 'FAILURES' } },
  /** Sign-in attempts on one address from one client (its IP, hashed). */
  loginClientFailures: { primary: { pk: 'LOGIN#{email}', sk: 'CLIENT#{client}' } },
  /** Transfers a sender (`USER#<sub>`) or a card (`CARD#<hash>`) made in one hour or day window (services/transfer-velocity.ts). */
  velocity: { primary: { pk: 'VELOCITY#{subject}', sk: '{window}#{start}' } },
  /** A browser that signed in to this address (its device token, hashed): not held by the address-wide limit. */
  loginDevice: { primary: { pk: 'LOGIN#{email}', sk: 'DEVICE#{id}' } },
  /**
   * A two-factor challenge the password step of this address handed out (its hash, never the
   * challenge): the code step answers only a challenge found here, once, before it expires.
   */
  signInChallenge: { primary: { pk: 'LOGIN#{email}', sk: 'CHALLENGE#{id}' } },
  /** What a sender sent in the last 30 days, one attribute per transfer, for the sending limits (store/limit-ledger.ts). */
  limitLedger: { primary: { pk: 'USER#{ownerId}', sk: 'LIMITS' } },
  /** A sender's identity details, beside their profile. */
  identity: { primary: { pk: 'USER#{ownerId}', sk: 'IDENTITY' } },
  /** A saved recipient of the sender's address book, in the sender's partition, oldest first by ULID. */
  recipient: { primary: { pk: 'USER#{ownerId}', sk: 'RECIPIENT#{id}' } },
  /** A transfer waiting for compliance review, oldest first: written when it is held, removed when decided. */
  review: { primary: { pk: 'REVIEW', sk: '{heldAt}#{id}' } },
  /** Which sanctions list version screening uses; switched only once that version is whole. */
  sanctionsList: { primary: { pk: 'SANCTIONS', sk: 'CURRENT' } },
  /** One slice of a sanctions list version's entries (JSON), read together when screening loads it. */
  sanctionsChunk: { primary: { pk: 'SANCTIONS#{version}', sk: 'CHUNK#{index}' } },
  /**
   * Staff's release of a possible sanctions match, remembered for the sender's later transfers: one
   * per party (sender or recipient), screened name (hashed) and listed entry, in the sender's partition.
   */
  screeningClearance: { primary: { pk: 'CLEARANCE#{ownerId}', sk: '{party}#{nameHash}#{entryUid}' } },
  /**
   * A staff-facing audit event (today: a Customer Dashboard export, with who, when, the filter and
   * the row count), written once and never changed; one partition per UTC month, in time order, so
   * a month's events are one Query and no partition grows without end.
   */
  auditEvent: { primary: { pk: 'AUDIT#{month}', sk: '{at}#{id}' } },
  /**
   * A payout batch (docs/payout-batches.md): its transfers, totals, who made it, open or settled and
   * the result files applied; listed newest first on gsi2 `PAYOUT_BATCHES`.
   */
  payoutBatch: { primary: { pk: 'PAYOUT_BATCH#{id}', sk: 'BATCH' }, gsi2: { pk: 'PAYOUT_BATCHES', sk: '{id}' } },
  /**
   * The partner's result for one transfer of a batch, in the batch's partition: written once, in the
   * same transaction as the transfer's move, so a row applied before is skipped and a file uploaded
   * again after a crash finishes the rest.
   */
  payoutResult: { primary: { pk: 'PAYOUT_BATCH#{batchId}', sk: 'RESULT#{transferId}' } },
} as const satisfies Record<EntityName, { readonly primary: KeyTemplates } & { readonly [I in TableIndexName]?: KeyTemplates }>

type Entities = typeof ENTITIES
export type { EntityName }
type Template = string

/** The attribute names a template's `{placeholders}` name. */
type Placeholders<T extends Template> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never

type IndexName<E extends EntityName> = Exclude<keyof Entities[E], 'primary'>
type TemplatesOf<E extends EntityName, I extends keyof Entities[E]> = Entities[E][I] extends KeyTemplates ? Entities[E][I] : never

/** The values a key of entity E (its primary key, or index I) is built from. */
export type KeyValues<E extends EntityName, I extends keyof Entities[E] = 'primary'> = Record<
  Placeholders<TemplatesOf<E, I>['pk']> | Placeholders<TemplatesOf<E, I>['sk']>,
  string
>

export interface ItemKey {
  pk: string
  sk: string
}

function templatesOf(entity: EntityName, index: PropertyKey): KeyTemplates {
  return (ENTITIES[entity] as Record<PropertyKey, KeyTemplates>)[index] as KeyTemplates
}

function fill(template: Template, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`Key template ${template} needs ${name}`)
    return value
  })
}

/** The primary key of an item: `keyOf('transfer', { id })` is `{ pk: 'TRANSFER#<id>', sk: 'TRANSFER' }`. */
export function keyOf<E extends EntityName>(entity: E, values: KeyValues<E>): ItemKey {
  const { pk, sk } = templatesOf(entity, 'primary')
  return { pk: fill(pk, values), sk: fill(sk, values) }
}

/** An index's key attributes of an item: `indexKeyOf('transfer', 'gsi1', …)` is `{ gsi1pk, gsi1sk }`. */
export function indexKeyOf<E extends EntityName, I extends IndexName<E> & string>(
  entity: E,
  index: I,
  values: KeyValues<E, I>,
): Record<`${I}pk` | `${I}sk`, string> {
  const { pk, sk } = templatesOf(entity, index)
  return { [`${index}pk`]: fill(pk, values), [`${index}sk`]: fill(sk, values) } as Record<`${I}pk` | `${I}sk`, string>
}

/**
 * The literal start of a key part, filled up to its first missing value: what `begins_with` and
 * range queries compare with. `prefixOf('transferEvent', 'sk')` is `EVENT#`; `prefixOf('ownerBucket',
 * 'sk', { unit: 'DAY' })` is `STATS#DAY#`.
 */
export function prefixOf<E extends EntityName, I extends keyof Entities[E] = 'primary'>(
  entity: E,
  part: 'pk' | 'sk',
  values: Partial<KeyValues<E, I>> = {},
  index: I = 'primary' as I,
): string {
  const template = templatesOf(entity, index)[part]
  const given = values as Readonly<Record<string, string>>
  const missing = template.match(/\{(\w+)\}/g)?.find((placeholder) => given[placeholder.slice(1, -1)] === undefined)
  return fill(missing === undefined ? template : template.slice(0, template.indexOf(missing)), given)
}
