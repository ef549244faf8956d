import * as z from 'zod/mini'
import { userRoutes } from '../../../../shared/api/route-table/users'
import type { TwoFactorChallenge } from '../../../../shared/users/user'
import { SessionSchema, type Session } from '../../../../shared/users/user'
import { callApi } from '../api-client'
import { i18n } from '../i18n/i18n'
import { SIGN_IN_FAILED_MESSAGE } from './session-messages'

// The session's calls and the stored-session check, loaded on first use so the app shell stays free
// of zod and the route table.

/** The stored session (JSON text) if it is one, else undefined. */
export function parseStoredSession(raw: string): Session | undefined {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return undefined
  }
  const parsed = z.safeParse(SessionSchema, json)
  return parsed.success && !Number.isNaN(Date.parse(parsed.data.expiresAt)) ? parsed.data : undefined
}

/** Where the browser keeps its device token: apart from the session, so it outlives sign-outs. */
export const DEVICE_TOKEN_KEY = 'remit-device'

// A browser that refuses storage is simply a new device at every sign-in: never a failed sign-in.
function storedDeviceToken(): string | undefined {
  try {
    return localStorage.getItem(DEVICE_TOKEN_KEY) ?? undefined
  } catch {
    return undefined
  }
}

function keepDeviceToken(token: string): void {
  try {
    localStorage.setItem(DEVICE_TOKEN_KEY, token)
  } catch {
    // See storedDeviceToken.
  }
}

/**
 * Signs in with this browser's device token, keeps the new one, and answers the session alone; or,
 * for an account with two-factor sign-in, Cognito's challenge, which {@link verifyTwoFactorSignIn}
 * finishes with a code. `code`: the one e-mailed at sign-up, whose first sign-in confirms the address.
 */
export async function logIn(email: string, password: string, code?: string): Promise<Session | TwoFactorChallenge> {
  const deviceToken = storedDeviceToken()
  const body = { email, password, ...(deviceToken ? { deviceToken } : {}), ...(code ? { code } : {}) }
  const answer = await callApi(userRoutes.logIn, { body, fallbackMessage: i18n._(SIGN_IN_FAILED_MESSAGE) })
  if ('twoFactorRequired' in answer) return answer
  const { deviceToken: next, ...session } = answer
  keepDeviceToken(next)
  return session
}

/** The second step of a sign-in with two-factor on: the challenge of {@link logIn} and the authenticator's code. */
export async function verifyTwoFactorSignIn(email: string, challenge: string, code: string): Promise<Session> {
  const deviceToken = storedDeviceToken()
  const body = { email, challenge, code, ...(deviceToken ? { deviceToken } : {}) }
  const { deviceToken: next, ...session } = await callApi(userRoutes.verifyTwoFactorSignIn, { body, fallbackMessage: i18n._(SIGN_IN_FAILED_MESSAGE) })
  keepDeviceToken(next)
  return session
}

export const refreshSession = (refreshToken: string) => callApi(userRoutes.refreshSession, { body: { refreshToken } })

/** Ends the session on the server (its refresh token, and the bearer as the access token). */
export const logOut = (refreshToken: string, token: string) => callApi(userRoutes.logOut, { body: { refreshToken }, token })
