import { createHash, randomInt } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { ulid } from 'ulid'
import type { HoldReason } from '../../shared/compliance/hold'
import { joinName } from '../../shared/transfers/transfer-fields'
import {
  DAY_MS,
  IDENTITY_THRESHOLD_CENTS,
  inWindow,
  LIMIT_EXCEEDED,
  limitExceededMessage,
  limitUsage,
  looksLikeStructuring,
  tierOf,
} from '../../shared/compliance/sending-limits'
import { decimalToMinor } from '../../shared/money/currencies'
import { computeFees } from '../../shared/money/fees'
import { toCents } from '../../shared/money/money'
import { QUOTE_REFUSALS } from '../../shared/rates/quote'
import { cardBrand, lastFour } from '../../shared/transfers/card'
import type { Payout } from '../../shared/transfers/transfer'
import { COUNTRY_MESSAGE } from '../../shared/transfers/transfer-options'
import { canRecordTransferFor } from '../../shared/transfers/transfer-permissions'
import type { CreateTransfer, Transfer } from '../../shared/transfers/transfer-schemas'
import { apply, moveActor, type NewTransfer } from '../domain/transfer-moves'
import { config } from '../lib/config'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError, UnprocessableError } from '../lib/errors'
import type { Actor } from '../model/actor'
import type { TransferRecord } from '../model/transfer-record'
import { loadActor } from '../store/actors'
import { getCountry } from '../store/countries-store'
import { getIdentity } from '../store/identity-store'
import { ledgerAppend, readLedger, type Ledger } from '../store/limit-ledger'
import { getQuote, quoteUse, type StoredQuote } from '../store/quotes-store'
import { readListPointer } from '../store/sanctions-store'
import { getIdempotencyRecord, insertTransfer } from '../store/transfer-inserts'
import { getTransferRecord } from '../store/transfer-reads'
import { velocityCounters, velocityRefusal } from '../store/transfer-velocity'
import { countCreated } from './business-metrics'
import { requireIdentityFor } from './identity-rule'
import { matcherFor, screenNames } from './sanctions-screening'
import { withClearances } from './screening-clearances'
import { transferAsSeenBy } from './transfer-views'

const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different payment'
const OWNER_NOT_FOUND = 'User not found'

/**
 * Rounds a create may take: an invoice number drawn twice, a transaction collision, or the sender's
 * limit ledger moved by a concurrent create (each round then reads it and judges again; 20 parallel
 * creates of one sender settle one per round).
 */
const CREATE_ATTEMPTS = 30

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
  const stored = settledValue(quote)
  if (!stored) throw new ConflictError(QUOTE_REFUSALS.QUOTE_UNKNOWN, 'QUOTE_UNKNOWN')
  // A used quote may be this very payment's: its twin committed between the two reads ahead.
  if (stored.usedBy !== undefined) {
    const made = await replay(actor.sub, key, hash)
    if (made) return { transfer: transferAsSeenBy(actor, made), replayed: true }
  }
  const payout = payoutOf(stored, body, actor.sub, now)
  requireIdentityFor(owner, settledValue(ahead.identity), body.amountCents, now)
  const { feeCents, totalCents } = computeFees(body.amountCents)
  const card = { brand: cardBrand(body.cardNumber), last4: lastFour(body.cardNumber), expirationDate: body.expirationDate }
  // The owner's limits, not the caller's: staff recording for a sender count against that sender.
  const limits = velocityCounters(ownerId, card, now, config().TRANSFER_VELOCITY)
  const matches = screenNames(await matcherFor(settledValue(ahead.listPointer)), [
    { party: 'sender', name: `${owner.firstName} ${owner.lastName}`, birth: { dateOfBirth: owner.dateOfBirth, placeOfBirth: owner.placeOfBirth } },
    { party: 'recipient', name: joinName(body.firstName, body.middleName, body.lastName) },
  ])
  // A match staff released earlier for this sender, against the same entry content, is recorded, not held.
  const screening = await withClearances(ownerId, matches)
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
    const holdReasons: HoldReason[] = [...screening.reasons, ...structuringOf(ledger, body.amountCents, now)]
    const draft: NewTransfer = {
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
      note: '',
      createdAt: time,
    }
    const move = apply(undefined, { type: 'create', draft, holdReasons, cleared: screening.cleared }, moveActor(actor), now)
    const record = move.after
    const outcome = await insertTransfer(
      move,
      { callerId: actor.sub, key, requestHash: hash },
      limits,
      ledgerAppend(ownerId, ledger, { id, atMs: now.getTime(), cents: body.amountCents }),
      quoteUse(stored, id, time),
    )
    if (outcome.created) {
      countCreated(record)
      return { transfer: transferAsSeenBy(actor, record), replayed: false }
    }
    if (outcome.because === 'quote-used') {
      // As for a full window: the payment that used it may be this one's committed earlier attempt.
      const made = await replay(actor.sub, key, hash)
      if (made) return { transfer: transferAsSeenBy(actor, made), replayed: true }
      throw new ConflictError(QUOTE_REFUSALS.QUOTE_USED, 'QUOTE_USED')
    }
    if (outcome.because === 'quote-voided') throw new ConflictError(QUOTE_REFUSALS.QUOTE_VOIDED, 'QUOTE_VOIDED')
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

/**
 * The payout a payment's quote fixed, once the quote holds: it exists, it was given to `payer` (the
 * signed-in caller who asked for it: a quote is no bearer token, and one asked for signed out pays for
 * nothing), no transfer used it yet, its 30 minutes (server time) have not ended, and it is for this
 * amount, destination, payout currency and payment type. Otherwise 409 with a stable code (unknown,
 * not yours, used, expired, mismatch): the client gets a new quote and shows its figures. Whether a
 * correction voided it is the create's transaction's to check (on the rate's item), and its use is
 * written there too, so two payments racing one quote make one transfer.
 */
export function payoutOf(stored: StoredQuote | undefined, body: CreateTransfer, payer: string, now: Date): Payout {
  if (!stored) throw new ConflictError(QUOTE_REFUSALS.QUOTE_UNKNOWN, 'QUOTE_UNKNOWN')
  // Judged first: someone else's quote tells its holder's figures to nobody, not even whether it was used.
  if (stored.holder !== payer) throw new ConflictError(QUOTE_REFUSALS.QUOTE_NOT_YOURS, 'QUOTE_NOT_YOURS')
  if (stored.usedBy !== undefined) throw new ConflictError(QUOTE_REFUSALS.QUOTE_USED, 'QUOTE_USED')
  const { quote } = stored
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
    ...(stored.referenceRate === undefined ? {} : { referenceRate: stored.referenceRate }),
  }
}
