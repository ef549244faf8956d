import { updateTimeZone } from '../../../../shared/api/route-table/users/update-time-zone'
import { authedCall } from './authed-call'
import type { SessionStore } from './session-store'

/** PUT /api/user/me/time-zone, then the session's copy of the user says so too (so it is sent once). */
export async function storeTimeZone(store: SessionStore, timeZone: string): Promise<void> {
  await authedCall(store, updateTimeZone, { body: { timeZone } })
  const state = store.getState()
  if (state.status === 'signedIn') store.updateUser({ ...state.session, timeZone })
}
