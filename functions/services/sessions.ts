import { ForbiddenError, UnauthorizedError } from '../lib/errors'
import { sleepUntil } from '../lib/sleep-until'
import { verifyAccessToken } from '../lib/token-verifier'
import { readProfileItem } from '../store/actors'
import { isEndedBy } from '../model/token-revocations'
import { refuseCognitoDrift } from './cognito-drift'
import { addAccessToken, createSession, endSession, endSessionOfAccess, readSession, type ApiTokens } from '../store/sessions'
import { INVALID_CREDENTIALS_MESSAGE, refreshSession, revokeRefreshToken, SESSION_EXPIRED_MESSAGE, type Tokens } from './cognito-users'

/**
 * The API's sessions (docs/auth.md, "Cognito around the API"): Cognito's tokens never leave the
 * server. A sign-in's Cognito answer is verified and kept on the session's items; the browser gets
 * opaque tokens (store/sessions.ts), which Cognito's public API does not take.
 */

/** A session the API started: the opaque tokens for the browser and the stored profile item. */
export interface StartedSession {
  tokens: ApiTokens
  profileItem: Record<string, unknown>
}

/**
 * Turns a password sign-in into an API session. `signIn` asks Cognito for tokens; when they fall in
 * the very second the user's sessions were ended (a password change followed at once by a sign-in
 * with the new one), they are given up and asked for again in the next second, since the cut-off
 * refuses that whole second.
 */
export async function startSession(signIn: () => Promise<Tokens>, now: Date): Promise<StartedSession> {
  for (let attempt = 1; ; attempt++) {
    const tokens = await signIn()
    // Cognito's own answer, judged here: the subject and sign-in time come from a token it signed.
    const token = await verifyAccessToken(tokens.accessToken)
    const profileItem = await readProfileItem(token.sub)
    // A Cognito user without a profile cannot use the product; say so the same way as a wrong password.
    if (!profileItem || !tokens.refreshToken) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE)
    const refreshToken = tokens.refreshToken
    await refuseCognitoDrift(profileItem, now).catch(async (error: unknown) => {
      if (error instanceof ForbiddenError) await revokeRefreshToken(refreshToken)
      throw error
    })
    const startedAt = Math.min(token.iat, token.authTime ?? token.iat)
    if (!isEndedBy(profileItem, startedAt)) {
      const apiTokens = await createSession(token.sub, startedAt, { ...tokens, refreshToken }, now)
      return { tokens: apiTokens, profileItem }
    }
    await revokeRefreshToken(refreshToken)
    if (attempt >= 2) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE)
    await sleepUntil((startedAt + 1) * 1_000)
  }
}

/** Ends one session: its items at once, and its refresh token at Cognito. */
async function closeSession(sessionId: string): Promise<void> {
  const cognitoRefreshToken = await endSession(sessionId)
  if (cognitoRefreshToken) await revokeRefreshToken(cognitoRefreshToken)
}

/**
 * A new API access token for a session the API knows and has not ended. Cognito is asked with the
 * session's own refresh token, so a user disabled or deleted there, or whose settings were changed
 * around the API (cognito-drift.ts), ends here; an ended session is closed and refused.
 */
export async function refreshKnownSession(refreshToken: string, now: Date): Promise<Omit<ApiTokens, 'refreshToken'>> {
  const session = await readSession(refreshToken)
  if (!session) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE)
  const profileItem = await readProfileItem(session.sub)
  if (!profileItem || isEndedBy(profileItem, session.startedAt)) {
    await closeSession(session.id)
    throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE)
  }
  let tokens: Tokens
  try {
    tokens = await refreshSession(session.cognitoRefreshToken)
    // Cognito's answer must be for the session's own user: anything else is no session of ours.
    if ((await verifyAccessToken(tokens.accessToken)).sub !== session.sub) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE)
  } catch (error) {
    if (error instanceof UnauthorizedError) await closeSession(session.id)
    throw error
  }
  await refuseCognitoDrift(profileItem, now).catch(async (error: unknown) => {
    if (error instanceof ForbiddenError) await closeSession(session.id)
    throw error
  })
  const next = await addAccessToken(session, tokens, now)
  if (!next) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE)
  return next
}

/**
 * Sign-out ends the session it is called with, by whichever of its tokens it is sent: its items
 * are deleted (every access token it handed out is refused from the next request on) and Cognito's
 * refresh token is revoked.
 */
export async function signOut(refreshToken: string | undefined, accessToken: string | undefined): Promise<void> {
  const session = refreshToken ? await readSession(refreshToken) : undefined
  if (session) await closeSession(session.id)
  else if (accessToken) {
    const cognitoRefreshToken = await endSessionOfAccess(accessToken)
    if (cognitoRefreshToken) await revokeRefreshToken(cognitoRefreshToken)
  }
}
