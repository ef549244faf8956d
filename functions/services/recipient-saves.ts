import { ulid } from 'ulid'
import { DESTINATIONS } from '../../shared/countries/destinations'
import type { RecipientDetails } from '../../shared/recipients/recipient-bodies'
import {
  MAX_RECIPIENTS,
  RECIPIENT_CHANGED,
  RECIPIENT_NOT_FOUND,
  RECIPIENTS_FULL_MESSAGE,
  type Recipient,
  type RecipientScreening,
} from '../../shared/recipients/recipient-schemas'
import { COUNTRY_MESSAGE } from '../../shared/transfers/transfer-options'
import { joinName } from '../../shared/transfers/transfer-fields'
import { BadRequestError, ConflictError, NotFoundError, UnprocessableError } from '../lib/errors'
import type { Actor } from '../model/actor'
import { readListPointer } from '../store/sanctions-store'
import { countRecipients, getRecipientItem, putRecipientItem } from '../store/recipients-store'
import { asSeenBy } from './recipients'
import { matcherFor, screenNames } from './sanctions-screening'
import { withClearances } from './screening-clearances'

/**
 * Saving a recipient in the sender's address book (recipients.ts lists and deletes them).
 *
 * Screening on save, as the transfer path does it: the recipient's whole name is screened against
 * the current list, staff's earlier clearances for this sender are taken off, and what remains is
 * recorded on the item for staff. A possible match does not refuse the save, exactly as it does not
 * refuse a transfer (transfer-create.ts holds it for review, never refuses silently): the money is
 * what is held. Every transfer to the recipient is screened again when it is made and held ON_HOLD
 * on a match, so a saved recipient is never a way around screening. The sender is not told of a
 * match (a held transfer's reasons are staff's too).
 */

async function screen(ownerId: string, details: RecipientDetails, now: Date): Promise<RecipientScreening> {
  const matcher = await matcherFor(await readListPointer())
  const matches = screenNames(matcher, [{ party: 'recipient', name: joinName(details.firstName, details.middleName, details.lastName) }])
  const { reasons } = await withClearances(ownerId, matches)
  return { at: now.toISOString(), ...(matcher ? { listVersion: matcher.version } : {}), reasons }
}

/** A destination we send to; the schema checked only the id's shape. */
function requireDestination(countryId: string): void {
  if (!DESTINATIONS.some((destination) => destination.id === countryId)) throw new BadRequestError(COUNTRY_MESSAGE, { countryId: COUNTRY_MESSAGE })
}

/** Only the fields of a recipient (a body may carry more, e.g. the update's version). */
function detailsOf(body: RecipientDetails): RecipientDetails {
  const { firstName, middleName, lastName, mobileNumber, countryId, city, paymentType, walletProvider, bankName, accountNumber } = body
  return {
    firstName,
    middleName,
    lastName,
    mobileNumber,
    countryId,
    city,
    paymentType,
    ...(walletProvider === undefined ? {} : { walletProvider }),
    ...(bankName === undefined ? {} : { bankName }),
    ...(accountNumber === undefined ? {} : { accountNumber }),
  }
}

/** POST /api/recipients: a new recipient in the caller's address book, screened. */
export async function createRecipient(actor: Actor, body: RecipientDetails, now: Date): Promise<Recipient> {
  const details = detailsOf(body)
  requireDestination(details.countryId)
  // A soft cap (two creates at once may pass it by one): it bounds what an account stores.
  if ((await countRecipients(actor.sub)) >= MAX_RECIPIENTS) throw new UnprocessableError(RECIPIENTS_FULL_MESSAGE)
  const time = now.toISOString()
  const recipient: Recipient = {
    id: ulid(now.getTime()),
    ownerId: actor.sub,
    ...details,
    createdAt: time,
    updatedAt: time,
    version: 1,
    screening: await screen(actor.sub, details, now),
  }
  if (!(await putRecipientItem(recipient))) throw new ConflictError(RECIPIENT_CHANGED)
  return asSeenBy(actor, recipient)
}

/** PUT /api/recipients/{id}: the caller's recipient replaced whole, at the version they read, screened again. */
export async function updateRecipient(actor: Actor, id: string, body: RecipientDetails & { version: number }, now: Date): Promise<Recipient> {
  const details = detailsOf(body)
  requireDestination(details.countryId)
  const before = await getRecipientItem(actor.sub, id)
  if (!before) throw new NotFoundError(RECIPIENT_NOT_FOUND)
  if (before.version !== body.version) throw new ConflictError(RECIPIENT_CHANGED)
  const after: Recipient = {
    id,
    ownerId: actor.sub,
    ...details,
    createdAt: before.createdAt,
    updatedAt: now.toISOString(),
    version: before.version + 1,
    screening: await screen(actor.sub, details, now),
  }
  if (!(await putRecipientItem(after, before.version))) throw new ConflictError(RECIPIENT_CHANGED)
  return asSeenBy(actor, after)
}
