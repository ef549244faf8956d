import { UnauthorizedError } from '../lib/errors'
import type { AccessItem } from '../model/api-sessions'
import { toActor, type Actor } from '../model/actor'
import { isEndedBy } from '../model/token-revocations'
import { readProfileItem } from '../store/actors'
import { readAccess } from '../store/sessions'

/** The session an API access token stands for (one GetItem by its hash): 401 for an unknown, expired or signed-out one. */
export async function sessionOfBearer(bearer: string | undefined, now: Date): Promise<AccessItem> {
  if (!bearer) throw new UnauthorizedError()
  const access = await readAccess(bearer, now)
  if (!access) throw new UnauthorizedError()
  return access
}

/**
 * The caller behind a live access token: their profile exists and has not ended the session (one
 * read, which joins the route's reads ahead in one round trip). The request wrapper (lib/route.ts)
 * asks on every non-public request; it lives here so the wrapper reaches the table through a service only.
 */
export async function loadCaller(access: Pick<AccessItem, 'sub' | 'startedAt'>): Promise<Actor> {
  const item = await readProfileItem(access.sub)
  if (!item || isEndedBy(item, access.startedAt)) throw new UnauthorizedError()
  return toActor(access.sub, item)
}
