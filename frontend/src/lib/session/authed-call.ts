import { useCallback } from 'react'
import type { RouteDef, SuccessOf } from '../../../../shared/api/route-definition'
import { ApiError, callApi, type CallArgs } from '../api-client'
import { useSessionStore } from './session-provider'
import type { SessionStore } from './session-store'
import { TWO_FACTOR_REQUIRED_CODE } from '../../../../shared/auth/two-factor-messages'

/**
 * A staff route refused this account for want of two-factor sign-in, whatever the stored user says
 * (a super admin may have reset it since sign-in): the stored user learns it, so the staff screens
 * show the enrolment prompt (StaffTwoFactorGate) instead of failing one call at a time.
 */
function noteTwoFactorOff(store: SessionStore): void {
  const state = store.getState()
  if (state.status === 'signedIn' && state.session.twoFactorEnabled !== false) store.updateUser({ ...state.session, twoFactorEnabled: false })
}

/**
 * `callApi` with the session's bearer token (refreshed first when about to expire). A 401 answer
 * ends the session (the app then goes to sign-in) and is rethrown; so is a 403 for want of
 * two-factor sign-in, after the stored user has learnt it. Signed out: a 401 ApiError.
 */
export async function authedCall<R extends RouteDef>(store: SessionStore, route: R, ...args: CallArgs<R>): Promise<SuccessOf<R>> {
  const token = await store.freshToken()
  const [options] = args
  // Same options plus the token: still this route's options.
  const withToken = [{ ...options, token }] as unknown as CallArgs<R>
  try {
    return await callApi(route, ...withToken)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) store.signOut('expired')
    if (error instanceof ApiError && error.status === 403 && error.code === TWO_FACTOR_REQUIRED_CODE) noteTwoFactorOff(store)
    throw error
  }
}

export type AuthedCall = <R extends RouteDef>(route: R, ...args: CallArgs<R>) => Promise<SuccessOf<R>>

/** `authedCall` bound to the session of this app, for screens and SWR fetchers. */
export function useAuthedCall(): AuthedCall {
  const store = useSessionStore()
  return useCallback<AuthedCall>((route, ...args) => authedCall(store, route, ...args), [store])
}
