import { userRoutes } from '../../../../../shared/api/route-table/users'
import type { User } from '../../../../../shared/users/user'
import type { AuthedCall } from '../../../lib/session/authed-call'

/** Whose profile: the signed-in user's own (`GET /api/user/me`) or a user's by id (`GET /api/user/{id}`). */
export type ProfileTarget = { kind: 'me' } | { kind: 'user'; id: string }

/** One profile request; `signal` ends it (the screen's 15 s time-out, or leaving the page). */
export function getProfile(call: AuthedCall, target: ProfileTarget, signal: AbortSignal): Promise<User> {
  return target.kind === 'me' ? call(userRoutes.getMe, { signal }) : call(userRoutes.getUser, { params: { id: target.id }, signal })
}
