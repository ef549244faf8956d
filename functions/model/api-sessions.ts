import { createHash, randomBytes } from 'node:crypto'
import * as z from 'zod/mini'

/**
 * The API's own sessions (docs/auth.md, "Cognito around the API"): the browser holds two opaque
 * tokens, 32 random bytes each; the table holds only their SHA-256, so reading it yields nothing to
 * present. Cognito's tokens stay on the server, on these items.
 */

/** A new token: 32 random bytes, base64url (43 characters). */
export const mintToken = (): string => randomBytes(32).toString('base64url')

/** What the table keys a token by: its SHA-256, base64url. A token is never stored or logged itself. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url')

/**
 * An access token's item (`ACCESS#<hash>`), read on every signed-in request: whose it is, which
 * session, when that session signed in (the cut-off of ended sessions compares it), its expiry
 * (epoch seconds, also the TTL), and the Cognito access token of the same answer, for the few
 * Cognito calls that need the user's own token (ChangePassword, VerifyUserAttribute).
 */
export const AccessItemSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  sessionId: z.string().check(z.minLength(1)),
  startedAt: z.number(),
  expiresAt: z.number(),
  cognitoAccessToken: z.string().check(z.minLength(1)),
})
export type AccessItem = z.infer<typeof AccessItemSchema>

/**
 * A session's item (`SESSION#<hash of its refresh token>`): whose, when it signed in, Cognito's
 * refresh token (server-side only: the refresh route asks Cognito with it, so a disabled or deleted
 * user and a changed Cognito are still found there), and its live access tokens' hashes with their
 * expiries, so ending the session deletes each of them at once.
 */
export const SessionItemSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  startedAt: z.number(),
  cognitoRefreshToken: z.string().check(z.minLength(1)),
  accessTokens: z.record(z.string(), z.number()),
})
export type SessionItem = z.infer<typeof SessionItemSchema>

/** The caller a live access token names, or undefined for a malformed or expired item. */
export function liveAccess(item: unknown, now: Date): AccessItem | undefined {
  const parsed = z.safeParse(AccessItemSchema, item)
  if (!parsed.success) return undefined
  // DynamoDB's TTL deletes late (up to days): the expiry is judged here, to the second.
  return parsed.data.expiresAt > Math.floor(now.getTime() / 1000) ? parsed.data : undefined
}

/** The access tokens of a session still live at `now` (the expired ones are dropped from its map). */
export function liveAccessTokens(accessTokens: Readonly<Record<string, number>>, now: Date): Record<string, number> {
  const seconds = Math.floor(now.getTime() / 1000)
  return Object.fromEntries(Object.entries(accessTokens).filter(([, expiresAt]) => expiresAt > seconds))
}
