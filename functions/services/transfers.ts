import { createHash, randomInt } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { ulid } from 'ulid'
import { DEFAULT_PAGE_SIZE } from '../../shared/api/pagination'
import { isVerifiedStaff } from '../../shared/auth/permissions'
import { fromCents, toCents } from '../../shared/money/money'
import { decimalToMinor } from '../../shared/money/currencies'
import { QUOTE_REFUSALS, type Quote } from '../../shared/rates/quote'
import type { Cancellation, Payout, TransferEvent } from '../../shared/transfers/transfer'
import type { Claim } from '../../shared/claims/claim'
import { getQuote } from '../store/quotes-store'
import { holdReasonText, type HoldReason } from '../../shared/compliance/hold'
import {
  IDENTITY_THRESHOLD_CENTS,
  LIMIT_EXCEEDED,
  limitExceededMessage,
  limitUsage,
  looksLikeStructuring,
  DAY_MS,
  inWindow,
  tierOf,
} from '../../shared/compliance/sending-limits'
import { getIdentity } from '../store/identity-store'
import { ledgerAppend, readLedger, type Ledger } from '../store/limit-ledger'
import { reviewPut } from '../store/review-queue-store'
import { readListPointer } from '../store/sanctions-store'
import { requireIdentityFor } from './identity-rule'
import { matcherFor, screenNames } from './sanctions-screening'
import { computeFees } from '../../shared/money/fees'
import { cardBrand, lastFour } from '../../shared/transfers/card'
import { COUNTRY_MESSAGE, invoiceLabel, noteLocked } from '../../shared/transfers/transfer-options'
import { mobileMessage, recipientMobileE164 } from '../../shared/transfers/phone/recipient-mobile'
import { decideTransition, type ActorRole, type TransitionDecision } from '../../shared/transfers/transfer-lifecycle'
import {
  canDeleteTransfer,
  canEditTransfer,
  canRecordTransferFor,
  PAID_DELETE_STAFF_ONLY,
  PAID_NOT_EDITABLE,
  STATUS_STAFF_ONLY,
} from '../../shared/transfers/transfer-permissions'
import type { CreateTransfer, ListTransfersQuery, Transfer, UpdateTransfer } from '../../shared/transfers/transfer-schemas'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError, UnprocessableError } from '../lib/errors'
import { config } from '../lib/config'
import { loadActor } from '../store/actors'
import type { Actor } from '../model/actor'
import { velocityCounters, velocityRefusal } from '../store/transfer-velocity'
import { getCountry } from '../store/countries-store'
import { addStats, statsOf, ZERO_STATS } from '../model/transfer-counters'
import {
  findByInvoice,
  findByMobile,
  getTrail,
  getIdempotencyRecord,
  getStats,
  getTransferRecord,
  insertTransfer,
  listTransfers,
  matchesFilter,
  requireLive,
  softDeleteTransfer,
  TRANSFER_CHANGED_MESSAGE,
  TRANSFER_NOT_FOUND_MESSAGE,
  updateTransfer,
  type EventActor,
  type ListFilter,
  type Stats,
  type TransferChanges,
} from '../store/transfers-store'
import type { ListScope, TransferRecord } from '../model/transfer-record'
import { MIN_INDEXED_QUERY, normalizeForSearch } from '../model/search-terms'
import { indexedSearchPage } from './indexed-search'
import { countCreated, countStatusChange } from './business-metrics'

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different payment'
export { PAID_DELETE_STAFF_ONLY, PAID_NOT_EDITABLE, STATUS_STAFF_ONLY }
export const OWNER_NOT_FOUND = 'User not found'
export const NOTE_LOCKED = 'The note can no longer be changed'
export const DESTINATION_FIXED = 'The destination of a transfer cannot be changed'
export const RELEASE_NOT_AN_EDIT = 'A transfer on hold is released from the review queue, with the reason'

/** How many stored transfers one filtered list call (search text, status, destination) may read before it returns a cursor. */
const SEARCH_BUDGET = 2_000
/**
 * Rounds a create may take: an invoice number drawn twice, a transaction collision, or the sender's
 * limit ledger moved by a concurrent create (each round then reads it and judges again; 20 parallel
 * creates of one sender settle one per round).
 */
const CREATE_ATTEMPTS = 30
/** Who holds a transfer the checks stop: the server itself (the lifecycle's 'system' role). */
const SYSTEM_ACTOR: EventActor = { id: 'system', name: 'Remit' }

/** A transfer made before quotes paid out USD 1:1, available the day it was made. */
const legacyPayout = (record: TransferRecord): Payout => ({
  currency: 'USD',
  rate: '1',
  receiveAmount: fromCents(record.amountCents),
  receiveMinor: record.amountCents,
  dateAvailable: record.createdAt.slice(0, 10),
})

/** The API's view of a stored transfer: cents and the spec's dollars, the card as brand + last four + expiry. */
export function toTransfer(record: TransferRecord, trail?: Trail): Transfer {
  const { deletedAt: _deletedAt, deletedBy: _deletedBy, noteBy: _noteBy, openClaimId: _openClaimId, ...rest } = record
  const amount = fromCents(record.amountCents)
  return {
    ...rest,
    payout: record.payout ?? legacyPayout(record),
    inputValue: amount,
    amount,
    fees: fromCents(record.feeCents),
    total: fromCents(record.totalCents),
    ...(trail ? { history: trail.history, claims: trail.claims } : {}),
  }
}

/** A transfer's history and claims, as its single answer carries them. */
export interface Trail {
  history: TransferEvent[]
  claims: Claim[]
}

/**
 * A transfer as `viewer` may see it. Staff see everything. A sender sees customer-facing text only:
 * a note someone else (staff) wrote reads as none; the history names nobody else (their events read
 * 'by Remit') and shows no note or reason they wrote; a cancellation or claim answer by staff does
 * not say which staff member.
 */
export function transferAsSeenBy(viewer: Actor, record: TransferRecord, trail?: Trail): Transfer {
  const full = toTransfer(record, trail)
  if (isVerifiedStaff(viewer)) return full
  // Why a transfer is held, and the reviewer's decision, are staff's: the sender reads the status.
  const { hold: _hold, review: _review, ...transfer } = full
  const events = transfer.history?.flatMap((event) => {
    if (event.by === viewer.sub) return [event]
    const { byName: _byName, reason: _reason, changes, ...rest } = event
    if (!changes) return [rest]
    const { note: _note, ...shown } = changes
    // An edit of the note alone says nothing the sender may read.
    return Object.keys(shown).length > 0 ? [{ ...rest, changes: shown }] : []
  })
  const claims = transfer.claims?.map((claim) => {
    if (!claim.resolution) return claim
    const { by: _by, byName: _byName, ...resolution } = claim.resolution
    return { ...claim, resolution }
  })
  const cancellation = transfer.cancellation && !transfer.cancellation.bySender ? withoutStaff(transfer.cancellation) : transfer.cancellation
  return {
    ...transfer,
    note: record.noteBy === viewer.sub ? record.note : '',
    ...(events ? { history: events } : {}),
    ...(claims ? { claims } : {}),
    ...(cancellation ? { cancellation } : {}),
  }
}

/** A staff cancellation as its sender reads it: when and the refund, not who or why. */
const withoutStaff = ({ by: _by, byName: _byName, reason: _reason, ...shown }: Cancellation): Cancellation => shown

/** A list answer as `viewer` may see it (see {@link transferAsSeenBy}). */
export const listAsSeenBy = (viewer: Actor, list: Awaited<ReturnType<typeof listTransfersFor>>) => ({
  ...list,
  items: list.items.map((record) => transferAsSeenBy(viewer, record)),
})

export const toStats = (stats: Stats) => ({
  total: stats.count,
  paid: stats.paid,
  pending: stats.pending,
  cancelled: stats.cancelled,
  onHold: stats.onHold,
  revenue: fromCents(stats.revenueCents),
  fees: fromCents(stats.feesCents),
  revenueCents: stats.revenueCents,
  feesCents: stats.feesCents,
})

/**
 * What makes two payment attempts "the same": every field as validated, with the card reduced to
 * what we store (brand, last four, expiry) so no card number or CVV is ever hashed or kept. The quote
 * is left out: a retry after the quote was renewed (the first answer was lost, then the rate expired)
 * is the same payment, and answers the transfer already made at the first quote's figures.
 */
function requestHash(body: CreateTransfer): string {
  const { cardNumber, cvv: _cvv, quoteId: _quoteId, ...rest } = body
  // Flat, so the sorted key list (which JSON.stringify applies at every level) covers every field.
  const comparable = { ...rest, cardBrand: cardBrand(cardNumber), cardLast4: lastFour(cardNumber) }
  const canonical = JSON.stringify(comparable, Object.keys(comparable).sort())
  return createHash('sha256').update(canonical).digest('hex')
}

/** The actor as history events name them. */
export const eventActor = (actor: Actor): EventActor => ({ id: actor.sub, name: `${actor.firstName} ${actor.lastName}`.trim() })

/** 'US-' and a random integer below 10^10 (spec 3); uniqueness is enforced by the invoice item. */
const newInvoiceNumber = () => `US-${randomInt(0, 10_000_000_000)}`

/** The transfer an earlier attempt with this key made, if any (422 when that attempt was another payment). */
async function replay(sub: string, key: string, hash: string): Promise<TransferRecord | undefined> {
  const existing = await getIdempotencyRecord(sub, key)
  if (!existing) return undefined
  if (existing.requestHash !== hash) throw new UnprocessableError(IDEMPOTENCY_KEY_REUSED)
  const record = await getTransferRecord(existing.transferId)
  if (!record) throw new ConflictError('This payment attempt is still being recorded. Try again in a moment.')
  return record
}

/**
 * What a create reads before it writes, all at once (one round trip, not three): the user a staff
 * member names as owner, the destination, and an earlier attempt with this key. It needs only the
 * caller's id, so the route reads it ahead, beside the caller's profile; {@link createTransfer}
 * judges it in the rules' order once the caller is known.
 */
export async function readForCreate(sub: string, body: CreateTransfer, key: string) {
  const hash = requestHash(body)
  const namedOwner = body.ownerId !== undefined && body.ownerId !== sub ? body.ownerId : undefined
  const ownerId = namedOwner ?? sub
  const [named, destination, firstReplay, quote, ledger, identity, listPointer] = await Promise.allSettled([
    namedOwner === undefined ? Promise.resolve(undefined) : loadActor(namedOwner),
    getCountry(body.countryId),
    replay(sub, key, hash),
    getQuote(body.quoteId),
    // The owner's limit ledger, their identity (only needed from $3,000) and the sanctions list's version.
    readLedger(ownerId),
    body.amountCents >= IDENTITY_THRESHOLD_CENTS ? getIdentity(ownerId) : Promise.resolve(undefined),
    readListPointer(),
  ])
  return { hash, named, destination, firstReplay, quote, ledger, identity, listPointer }
}

export type CreateReadAhead = Awaited<ReturnType<typeof readForCreate>>

/**
 * Whose transfer a create records: the caller's own, or (Add Customer, staff only) the user named
 * by `ownerId` — 403 for anyone else naming another user, 404 when that user does not exist.
 */
function ownerFor(actor: Actor, ownerId: string | undefined, named: PromiseSettledResult<Actor | undefined>): Actor {
  if (ownerId === undefined || ownerId === actor.sub) return actor
  const decision = canRecordTransferFor({ ...actor, id: actor.sub }, ownerId)
  if (!decision.allowed) throw new ForbiddenError(decision.reason)
  const owner = settledValue(named)
  if (!owner) throw new NotFoundError(OWNER_NOT_FOUND)
  return owner
}

/** The value of a settled promise, or its error thrown. */
function settledValue<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason
  return result.value
}

/**
 * Records a payment: fees and total computed here (the client's figures are never used), status
 * PENDING, empty note, owned by the caller or, when staff name one, by another user (the history
 * then shows the staff member as its creator). The same Idempotency-Key with the same body returns
 * the first transfer however often and however concurrently it is sent; with another body it is 422.
 * A new payment past the owner's or the card's velocity limit is 429 with Retry-After; a replay is
 * answered whatever the limits (it makes nothing).
 *
 * $3,000 or more needs the owner verified with identity details valid today (422
 * IDENTITY_REQUIRED); an amount over what the owner's tier has left in the rolling 24 hours or 30
 * days is 422 LIMIT_EXCEEDED, judged on the ledger read and written in the create's own transaction;
 * a possible sanctions match of either party's name, structuring, or a missing list makes it
 * ON_HOLD for review, with why (never refused silently).
 */
export async function createTransfer(
  actor: Actor,
  body: CreateTransfer,
  key: string,
  now: Date,
  ahead: CreateReadAhead,
): Promise<{ transfer: Transfer; replayed: boolean }> {
  const { hash, named, destination, firstReplay, quote } = ahead
  const owner = ownerFor(actor, body.ownerId, named)
  const ownerId = owner.sub
  const country = settledValue(destination)
  if (!country) throw new BadRequestError(COUNTRY_MESSAGE, { countryId: COUNTRY_MESSAGE })
  // A retry of a payment already made is answered as made, even once its quote has expired.
  const earlier = settledValue(firstReplay)
  if (earlier) return { transfer: transferAsSeenBy(actor, earlier), replayed: true }
  const payout = payoutOf(settledValue(quote), body, now)
  requireIdentityFor(owner, settledValue(ahead.identity), body.amountCents, now)
  const { feeCents, totalCents } = computeFees(body.amountCents)
  const card = { brand: cardBrand(body.cardNumber), last4: lastFour(body.cardNumber), expirationDate: body.expirationDate }
  // The owner's limits, not the caller's: staff recording for a sender count against that sender.
  const limits = velocityCounters(ownerId, card, now, config().TRANSFER_VELOCITY)
  const screening = screenNames(await matcherFor(settledValue(ahead.listPointer)), [
    { party: 'sender', name: `${owner.firstName} ${owner.lastName}` },
    { party: 'recipient', name: [body.firstName, body.middleName, body.lastName].join(' ') },
  ])
  let ledger: Ledger = settledValue(ahead.ledger)

  for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
    const previous = attempt === 0 ? undefined : await replay(actor.sub, key, hash)
    if (previous) return { transfer: transferAsSeenBy(actor, previous), replayed: true }
    const time = now.toISOString()
    const id = ulid(now.getTime())
    const usage = limitUsage(tierOf(owner), config().SENDING_LIMITS, ledger.entries, now.getTime())
    if (body.amountCents > usage.remainingCents) {
      // As for velocity: a full ledger may be this very payment's earlier, committed attempt.
      const made = attempt === 0 ? undefined : await replay(actor.sub, key, hash)
      if (made) return { transfer: transferAsSeenBy(actor, made), replayed: true }
      throw new UnprocessableError(limitExceededMessage(usage), undefined, LIMIT_EXCEEDED)
    }
    const reasons: HoldReason[] = [...screening, ...structuringOf(ledger, body.amountCents, now)]
    const hold = reasons.length > 0 ? { at: time, reasons } : undefined
    const record: TransferRecord = {
      id,
      ownerId,
      invoiceNumber: newInvoiceNumber(),
      firstName: body.firstName,
      middleName: body.middleName,
      lastName: body.lastName,
      mobileNumber: body.mobileNumber,
      countryId: country.id,
      country: country.countryName,
      city: body.city,
      relationship: body.relationship,
      sendingReason: body.sendingReason,
      paymentType: body.paymentType,
      ...(body.walletProvider === undefined ? {} : { walletProvider: body.walletProvider }),
      ...(body.bankName === undefined ? {} : { bankName: body.bankName }),
      ...(body.accountNumber === undefined ? {} : { accountNumber: body.accountNumber }),
      paymentMethod: body.paymentMethod,
      card,
      amountCents: body.amountCents,
      feeCents,
      totalCents,
      payout,
      status: hold ? 'ON_HOLD' : 'PENDING',
      ...(hold ? { hold } : {}),
      note: '',
      createdAt: time,
      updatedAt: time,
      version: 1,
    }
    const outcome = await insertTransfer(record, { key, requestHash: hash }, eventActor(actor), limits, {
      ledger: ledgerAppend(ownerId, ledger, { id, atMs: now.getTime(), cents: body.amountCents }),
      also: hold ? [reviewPut(id, hold.at)] : [],
      // A millisecond after the creation, so the history lists the hold after it.
      events: hold ? [{ event: heldEvent(laterBy1ms(hold.at), hold.reasons), by: SYSTEM_ACTOR }] : [],
    })
    if (outcome.created) {
      countCreated(record)
      return { transfer: transferAsSeenBy(actor, record), replayed: false }
    }
    if (outcome.because === 'limit') {
      // A full window may be this very attempt's doing: an earlier try that committed but whose answer
      // was lost (an SDK retry after a time-out) must be answered as made, not refused.
      const made = await replay(actor.sub, key, hash)
      if (made) return { transfer: transferAsSeenBy(actor, made), replayed: true }
      throw velocityRefusal(outcome.counter, now)
    }
    // A concurrent create moved the ledger (judge again on what it holds now), a concurrent twin won
    // the idempotency key (the next round replays it), the invoice number was taken (the next round
    // draws another), or the transaction collided: wait a little.
    if (outcome.because === 'ledger-moved') ledger = await readLedger(ownerId)
    if (outcome.because === 'conflict' || outcome.because === 'ledger-moved') await sleep(5 + randomInt(30))
  }
  throw new ServiceUnavailableError()
}

/** The structuring reason of a transfer of `cents` now, if it completes a set (see `looksLikeStructuring`). */
function structuringOf(ledger: Ledger, cents: number, now: Date): HoldReason[] {
  if (!looksLikeStructuring(ledger.entries, cents, now.getTime())) return []
  const small = inWindow(ledger.entries, now.getTime(), DAY_MS).filter((entry) => entry.cents < IDENTITY_THRESHOLD_CENTS)
  return [{ kind: 'structuring', windowCents: small.reduce((sum, entry) => sum + entry.cents, cents), transfers: small.length + 1 }]
}

const laterBy1ms = (iso: string) => new Date(Date.parse(iso) + 1).toISOString()

/** The history's entry of a hold: the status it entered and why, for staff. */
export const heldEvent = (at: string, reasons: readonly HoldReason[]) => ({
  at,
  type: 'held' as const,
  changes: { status: { from: 'PENDING', to: 'ON_HOLD' } },
  reason: reasons.map(holdReasonText).join('; '),
})

/**
 * The payout a payment's quote fixed, once the quote holds: it exists, its 30 minutes
 * (server time) have not ended, and it is for this amount, destination, payout currency and payment
 * type. Otherwise 409 with a stable code (unknown, expired, mismatch): the client gets a new quote
 * and shows its figures.
 */
export function payoutOf(quote: Quote | undefined, body: CreateTransfer, now: Date): Payout {
  if (!quote) throw new ConflictError(QUOTE_REFUSALS.QUOTE_UNKNOWN, 'QUOTE_UNKNOWN')
  if (now.getTime() >= Date.parse(quote.expiresAt)) throw new ConflictError(QUOTE_REFUSALS.QUOTE_EXPIRED, 'QUOTE_EXPIRED')
  const matches =
    toCents(quote.amount) === body.amountCents &&
    quote.countryId === body.countryId &&
    quote.payoutCurrency === body.payoutCurrency &&
    quote.paymentType === body.paymentType
  if (!matches) throw new ConflictError(QUOTE_REFUSALS.QUOTE_MISMATCH, 'QUOTE_MISMATCH')
  return {
    currency: quote.payoutCurrency,
    rate: quote.rate,
    receiveAmount: quote.receiveAmount,
    receiveMinor: decimalToMinor(quote.receiveAmount, quote.payoutCurrency),
    dateAvailable: quote.dateAvailable,
    quoteId: quote.quoteId,
    quotedAt: quote.createdAt,
  }
}

/** A user's own transfers: all a list needs to know before their profile is read (a read ahead). */
export const ownScope = (ownerId: string): ListScope => ({ kind: 'owner', ownerId })

const inScope = (scope: ListScope, record: TransferRecord) => scope.kind === 'all' || record.ownerId === scope.ownerId

/**
 * A page of transfers, newest first, with the stats of the same scope and filters (spec 2.7 "the
 * filtered count"). `q` is spec 9's case-insensitive substring search; a whole invoice number (as
 * stored, `US-…`, or as every screen shows it, `SO-US-…`) or mobile number is found directly. When
 * the answer holds every match of a search (an exact lookup, or a search done in one page) the stats
 * are those matches'; a search longer than a page keeps the counters of the other filters, since a
 * substring cannot be counted without reading every transfer.
 */
export async function listTransfersFor(scope: ListScope, query: ListTransfersQuery) {
  const { limit = DEFAULT_PAGE_SIZE, cursor, q, ...narrow } = query
  // The counters and the page are independent reads: made at once, the answer waits for the longer one, not their sum.
  const [counters, page] = await Promise.all([getStats(scope, narrow), pageFor(scope, limit, cursor, q, narrow)])
  const wholeSearch = q?.trim() && cursor === undefined && page.nextCursor === undefined
  const stats = wholeSearch ? page.items.reduce((sum, record) => addStats(sum, { ...ZERO_STATS, ...statsOf(record, 1) }), ZERO_STATS) : counters
  return { ...page, stats: toStats(stats) }
}

/** `so-us-1234567890` or `us-1234567890` (lower-cased): the stored invoice number, and the label's country letters if given. */
const INVOICE_QUERY = /^(?:([a-z]{2})-)?(us-\d{1,10})$/

/** The transfers `q` names exactly: by invoice (its label's letters must be its country's) or by mobile number. */
async function exactMatches(q: string, limit: number): Promise<TransferRecord[]> {
  const invoice = INVOICE_QUERY.exec(q)
  if (invoice?.[2]) {
    const record = await findByInvoice(invoice[2].toUpperCase())
    if (!record || record.deletedAt !== undefined) return []
    return !invoice[1] || invoiceLabel(record.country, record.invoiceNumber).toLowerCase() === q ? [record] : []
  }
  // A number as stored: E.164, or the 10 digits of a transfer made before.
  return /^(\+\d{7,15}|\d{10})$/.test(q) ? findByMobile(q, limit + 1) : []
}

/** The page of `listTransfersFor`: an exact invoice or mobile match when that answers it whole, else the paged list. */
async function pageFor(scope: ListScope, limit: number, cursor: string | undefined, rawQ: string | undefined, narrow: Omit<ListFilter, 'text'>) {
  const q = rawQ?.trim().toLowerCase()
  if (q && !cursor) {
    // One more than a page tells whether the exact answer is complete; if not, the paged search serves it.
    const exact = await exactMatches(q, limit)
    const visible = exact.filter((record) => inScope(scope, record) && matchesFilter(record, narrow))
    if (visible.length > 0 && exact.length <= limit) return { items: visible }
  }
  // Everyone's transfers are searched through the trigram index; a sender's own list is short enough to read.
  const indexed = q && scope.kind === 'all' ? normalizeForSearch(q) : ''
  if ([...indexed].length >= MIN_INDEXED_QUERY) return indexedSearchPage(indexed, limit, cursor, narrow)
  return listTransfers(scope, limit, cursor, { ...narrow, ...(q ? { text: q } : {}) }, SEARCH_BUDGET)
}

/** The transfer, for its sender or staff; anyone else (or a deleted one) is 404. */
function visibleTo(actor: Actor, stored: TransferRecord | undefined): TransferRecord {
  const record = requireLive(stored)
  if (record.ownerId !== actor.sub && !isVerifiedStaff(actor)) throw new NotFoundError(TRANSFER_NOT_FOUND_MESSAGE)
  return record
}

export const visibleTransfer = async (actor: Actor, id: string) => visibleTo(actor, await getTransferRecord(id))

/** A transfer, its history and its claims as stored, read at once, for {@link transferFor} to judge. */
export const readTransferWithTrail = (id: string) => Promise.all([getTransferRecord(id), getTrail(id)])

/** A transfer read by {@link readTransferWithTrail}, with its history and claims, for its sender or staff (404 for anyone else). */
export function transferFor(actor: Actor, [stored, trail]: Awaited<ReturnType<typeof readTransferWithTrail>>): Transfer {
  return transferAsSeenBy(actor, visibleTo(actor, stored), trail)
}

/**
 * Spec 4/5 edit rules: PAID and CANCELLED are final, the status moves only as the lifecycle table
 * allows (a payout, by staff), the note locks, versions guard against lost updates.
 */
export async function updateTransferFor(actor: Actor, id: string, body: UpdateTransfer, now: Date): Promise<Transfer> {
  const record = await visibleTransfer(actor, id)
  if (body.version !== record.version) throw new ConflictError(TRANSFER_CHANGED_MESSAGE)
  const editable = canEditTransfer(record)
  if (!editable.allowed) throw new ConflictError(editable.reason)
  if (body.status !== undefined && body.status !== record.status) {
    // The select offers PENDING and PAID: PAID is a payout; PENDING from a hold is a release, which
    // says why and so is not an edit.
    if (body.status === 'PENDING') throw new ConflictError(RELEASE_NOT_AN_EDIT)
    enforce(decideTransition(record, 'payOut', roleOf(actor), now.getTime()))
  }
  if (body.note !== undefined && body.note !== record.note && noteLocked(record.status, record.note)) throw new UnprocessableError(NOTE_LOCKED)
  if (body.country !== undefined && body.country !== record.country && body.country !== record.countryId) {
    throw new UnprocessableError(DESTINATION_FIXED)
  }
  const { version: _version, country: _country, ...fields } = body
  const changes: TransferChanges = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
  // An unchanged number is not judged again (a transfer made before numbers were kept in E.164 keeps its 10 digits until edited).
  if (fields.mobileNumber !== undefined && fields.mobileNumber !== record.mobileNumber)
    changes.mobileNumber = mobileOf(fields.mobileNumber, record.countryId)
  const updated = await updateTransfer(record, changes, eventActor(actor), now.toISOString(), await screenedEdit(record, changes, now))
  countStatusChange(record, updated)
  // The change is stored: a failed history read must not report it as failed (a retry would 409).
  return transferAsSeenBy(actor, updated, await getTrail(id).catch(() => undefined))
}

/**
 * A recipient's name edited on a pending transfer is screened again; a possible match
 * holds the transfer in the same write. (A transfer already held keeps its first hold; a paid or
 * cancelled one cannot be edited.)
 */
async function screenedEdit(record: TransferRecord, changes: TransferChanges, now: Date) {
  const renamed = (['firstName', 'middleName', 'lastName'] as const).some((name) => changes[name] !== undefined && changes[name] !== record[name])
  if (!renamed || record.status !== 'PENDING') return undefined
  const name = [changes.firstName ?? record.firstName, changes.middleName ?? record.middleName, changes.lastName ?? record.lastName].join(' ')
  const reasons = screenNames(await matcherFor(await readListPointer()), [{ party: 'recipient', name }])
  if (reasons.length === 0) return undefined
  enforce(decideTransition(record, 'hold', 'system', now.getTime()))
  const at = now.toISOString()
  return { hold: { at, reasons }, event: heldEvent(laterBy1ms(at), reasons), by: SYSTEM_ACTOR }
}

/** Whose rules an actor acts under on a transfer they can see: staff's (verified staff) or its sender's. */
export const roleOf = (actor: Actor): ActorRole => (isVerifiedStaff(actor) ? 'staff' : 'sender')

/** A refused move: 403 for the role, 409 (with a code the SPA can act on) for the state or the time. */
export function enforce(decision: TransitionDecision): asserts decision is Extract<TransitionDecision, { allowed: true }> {
  if (decision.allowed) return
  if (decision.because === 'role') throw new ForbiddenError(decision.reason)
  throw new ConflictError(decision.reason, decision.because === 'time' ? 'CANCEL_WINDOW_PASSED' : 'TRANSITION_REFUSED')
}

/** A mobile number of the transfer's destination, in E.164, or a 400 on the field with the destination's rule. */
function mobileOf(typed: string, countryId: string): string {
  const e164 = recipientMobileE164(typed, countryId)
  if (e164 === undefined) throw new BadRequestError(mobileMessage(countryId), { mobileNumber: mobileMessage(countryId) })
  return e164
}

/** Staff may delete any transfer; a sender only their own that is not PAID (spec 6, `canDeleteTransfer`). */
export async function deleteTransferFor(actor: Actor, id: string, now: Date): Promise<void> {
  const record = await visibleTransfer(actor, id)
  const decision = canDeleteTransfer(actor, record)
  if (!decision.allowed)
    throw record.openClaimId === undefined && record.status !== 'ON_HOLD' ? new ForbiddenError(decision.reason) : new ConflictError(decision.reason)
  await softDeleteTransfer(record, eventActor(actor), now.toISOString())
}
