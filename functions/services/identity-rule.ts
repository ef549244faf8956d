import { identityValidAt } from '../../shared/compliance/identity-rules'
import { IDENTITY_REQUIRED, IDENTITY_REQUIRED_MESSAGE, IDENTITY_THRESHOLD_CENTS } from '../../shared/compliance/sending-limits'
import { UnprocessableError } from '../lib/errors'
import type { Actor } from '../model/actor'
import type { StoredIdentity } from '../store/identity-store'

// Its own module: the create imports it without the identity routes' schemas (services/compliance.ts).
/** 31 CFR 1010.410(e): $3,000 or more only from a verified sender with identity details valid today. */
export function requireIdentityFor(owner: Pick<Actor, 'verified'>, identity: StoredIdentity | undefined, amountCents: number, now: Date): void {
  if (amountCents < IDENTITY_THRESHOLD_CENTS) return
  if (owner.verified && identity && identityValidAt(identity, now.getTime())) return
  throw new UnprocessableError(IDENTITY_REQUIRED_MESSAGE, undefined, IDENTITY_REQUIRED)
}
