import { setTimeout as sleep } from 'node:timers/promises'
import { ForbiddenError, UnauthorizedError } from '../lib/errors'
import { verifyAccessToken, type VerifiedToken } from '../lib/token-verifier'
import { readProfileItem } from '../store/actors'
import { isRevokedBy, sessionsEndedAt } from '../model/token-revocations'
import { revokeAccessToken } from '../store/revoked-tokens'
import { refuseCognitoDrift } from './cognito-drift'
import { forgetSession, forgetSessionOfToken, noteSessionToken, recordSession, sessionStart } from '../store/sessions'
import { INVALID_CREDENTIALS_MESSAGE, refreshSession, revokeRefreshToken, SESSION_EXPIRED_MESSAGE, type Tokens } from './cognito-users'

/** A session the API handed out: Cognito's tokens, the verified access token and the stored profile item. */
export interface StartedSession {
  tokens: Tokens & { refreshToken: string }
  token: VerifiedToken
  profileItem: Record<string, unknown>
}

/**
 * Turns a password sign-in into a session the API knows (store/sessions.ts). `signIn` asks Cognito for
 * tokens; when they fall in the very second the user's sessions were ended (a password change
 * followed at once by a sign-in with the new one), they are given up and asked for again in the next
 * second, since the cut-off refuses that whole second.
 */
export async function startSession(signIn: () => Promise<Tokens>, now: Date): Promise<StartedSession> {
  for (let attempt = 1; ; attempt++) {
    const tokens = await signIn()
    const token = await verifyAccessToken(tokens.accessToken)
    const profileItem = await readProfileItem(token.sub)
    // A Cognito user without a profile cannot use the product; say so the same way as a wrong password.
    if (!profileItem || !tokens.refreshToken) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE)
    const refreshToken = tokens.refreshToken
    await refuseCognitoDrift(profileItem, now).catch(async (error: unknown) => {
      if (error instanceof ForbiddenError) await revokeRefreshToken(refreshToken)
      throw error
    })
    if (!isRevokedBy(profileItem, token)) {
      await recordSession(token.sub, tokens.refreshToken, token.iat, token.jti)
      return { tokens: { ...tokens, refreshToken: tokens.refreshToken }, token, profileItem }
    }
    await revokeRefreshToken(tokens.refreshToken)
    if (attempt >= 2) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE)
    await sleep(1_000 - (Date.now() % 1_000))
  }
}

/**
 * A new access token for a session the API knows and has not ended; any other refresh token is
 * revoked and refused (the user signs in again).
 */
export async function refreshKnownSession(refreshToken: string, now: Date): Promise<Tokens> {
  const tokens = await refreshSession(refreshToken)
  const token = await verifyAccessToken(tokens.accessToken)
  const [profileItem, startedAt] = await Promise.all([readProfileItem(token.sub), sessionStart(token.sub, refreshToken)])
  const endedAt = profileItem ? sessionsEndedAt(profileItem) : undefined
  if (!profileItem || startedAt === undefined || (endedAt !== undefined && startedAt <= endedAt)) {
    await revokeRefreshToken(refreshToken)
    await forgetSession(token.sub, refreshToken)
    throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE)
  }
  await refuseCognitoDrift(profileItem, now).catch(async (error: unknown) => {
    if (error instanceof ForbiddenError) {
      await revokeRefreshToken(refreshToken)
      await forgetSession(token.sub, refreshToken)
    }
    throw error
  })
  await noteSessionToken(token.sub, refreshToken, token.jti)
  return tokens
}

/**
 * Sign-out ends the session it is called with, by whichever of its tokens it is sent: the refresh
 * token is revoked at Cognito, the access token is refused until it expires, and the API forgets the
 * session (found by its refresh token, or by its current access token).
 */
export async function signOut(refreshToken: string | undefined, accessToken: string | undefined, now: Date): Promise<void> {
  if (refreshToken) await revokeRefreshToken(refreshToken)
  const token = accessToken ? await verifyAccessToken(accessToken).catch(() => undefined) : undefined
  if (!token) return
  await revokeAccessToken(token, now)
  await (refreshToken ? forgetSession(token.sub, refreshToken) : forgetSessionOfToken(token.sub, token.jti))
}
