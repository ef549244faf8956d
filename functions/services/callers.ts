import { UnauthorizedError } from '../lib/errors'
import type { VerifiedToken } from '../lib/token-verifier'
import { toActor, type Actor } from '../model/actor'
import { isRevokedBy } from '../model/token-revocations'
import { readProfileItem } from '../store/actors'

/**
 * The caller behind a verified token: their profile exists and has not revoked the token (one read,
 * which joins the route's reads ahead in one round trip). The request wrapper (lib/route.ts) asks on
 * every non-public request; it lives here so the wrapper reaches the table through a service only.
 */
export async function loadCaller(token: VerifiedToken): Promise<Actor> {
  const item = await readProfileItem(token.sub)
  if (!item || isRevokedBy(item, token)) throw new UnauthorizedError()
  return toActor(token.sub, item)
}
