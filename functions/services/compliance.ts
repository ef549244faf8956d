import { isVerifiedStaff } from '../../shared/auth/permissions'
import { identityValidAt, maskDocumentNumber, type Identity, type IdentityAnswerSchema, type IdentityDetails } from '../../shared/compliance/identity'
import { IDENTITY_THRESHOLD_CENTS, limitUsage, tierOf, type LimitUsage } from '../../shared/compliance/sending-limits'
import { config } from '../lib/config'
import { NotFoundError } from '../lib/errors'
import { readProfileItem } from '../store/actors'
import type { Actor } from '../model/actor'
import * as z from 'zod/mini'
import { AccountScreeningSchema } from '../../shared/compliance/hold'
import { getIdentity, putIdentity, type StoredIdentity } from '../store/identity-store'
import { readLedger } from '../store/limit-ledger'
import { USER_NOT_FOUND_MESSAGE } from '../../shared/users/user-messages'

/**
 * Identity and limits: a sender's identity details, who may read them whole, the $3,000
 * identity rule and the caller's sending limits.
 */

/** The details as `viewer` may read them: whole for staff, the number masked for anyone else (the owner included). */
export function identityAsSeenBy(viewer: Actor, stored: StoredIdentity): Identity {
  const staff = isVerifiedStaff(viewer)
  return { ...stored, documentNumber: staff ? stored.documentNumber : maskDocumentNumber(stored.documentNumber), masked: !staff }
}

/**
 * A user's identity details: their own, or anyone's for staff, who also read the screening of the
 * account holder's name; anyone else reads 404, as if the user did not exist.
 */
export async function identityOf(viewer: Actor, ownerId: string): Promise<IdentityAnswer> {
  const staff = isVerifiedStaff(viewer)
  if (viewer.sub !== ownerId && !staff) throw new NotFoundError(USER_NOT_FOUND_MESSAGE)
  const [stored, profile] = await Promise.all([getIdentity(ownerId), staff ? readProfileItem(ownerId) : Promise.resolve(undefined)])
  const screening = z.safeParse(AccountScreeningSchema, profile?.screening)
  return {
    ...(stored ? { identity: identityAsSeenBy(viewer, stored) } : {}),
    ...(staff && screening.success ? { screening: screening.data } : {}),
  }
}

/** Saves the caller's own identity details (only the owner enters them; staff read and verify). */
export async function saveIdentity(viewer: Actor, ownerId: string, details: IdentityDetails, now: Date): Promise<Identity> {
  if (viewer.sub !== ownerId) throw new NotFoundError(USER_NOT_FOUND_MESSAGE)
  const stored: StoredIdentity = { ...details, updatedAt: now.toISOString() }
  await putIdentity(ownerId, stored)
  return identityAsSeenBy(viewer, stored)
}

type IdentityAnswer = z.infer<typeof IdentityAnswerSchema>

export interface MyLimits extends LimitUsage {
  identityThresholdCents: number
  /** Whether identity details valid today are on file (a $3,000 transfer also needs the account verified). */
  identityOnFile: boolean
  verified: boolean
}

/** The caller's limits and what they have used at `now` (GET /api/limits). */
export async function limitsOf(actor: Actor, now: Date): Promise<MyLimits> {
  const [ledger, identity] = await Promise.all([readLedger(actor.sub), getIdentity(actor.sub)])
  return {
    ...limitUsage(tierOf(actor), config().SENDING_LIMITS, ledger.entries, now.getTime()),
    identityThresholdCents: IDENTITY_THRESHOLD_CENTS,
    identityOnFile: identity !== undefined && identityValidAt(identity, now.getTime()),
    verified: actor.verified,
  }
}
