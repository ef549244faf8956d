import { useCallback } from 'react'
import type { RouteDef, SuccessOf } from '../../../../shared/api/route-definition'
import { ApiError, callApi, type CallArgs } from '../api-client'
import { useSessionStore } from './session-provider'
import type { SessionStore } from './session-store'

/**
 * `callApi` with the session's bearer token (refreshed first when about to expire). A 401 answer
 * ends the session (the app then goes to sign-in) and is rethrown. Signed out: a 401 ApiError.
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
    throw error
  }
}

export type AuthedCall = <R extends RouteDef>(route: R, ...args: CallArgs<R>) => Promise<SuccessOf<R>>

/** `authedCall` bound to the session of this app, for screens and SWR fetchers. */
export function useAuthedCall(): AuthedCall {
  const store = useSessionStore()
  return useCallback<AuthedCall>((route, ...args) => authedCall(store, route, ...args), [store])
}
