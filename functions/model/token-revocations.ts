import * as z from 'zod/mini'

/**
 * Access tokens signed out before they expire, as the profile item keeps them: `revokedTokens:
 * { <jti>: <exp> }`, and `tokensRevokedBefore` (epoch seconds) refusing every token of the user up
 * to a moment. They live on the profile because the token check reads that item on every request
 * anyway: one read per request, not two (the writes are in store/revoked-tokens.ts).
 */

/** Live revoked entries one user may have; past it, a cut-off (`tokensRevokedBefore`) replaces them. */
export const MAX_REVOKED_TOKENS = 100

export const RevokedTokensSchema = z.record(z.string(), z.number())
const RevocationsSchema = z.object({
  revokedTokens: z.optional(RevokedTokensSchema),
  tokensRevokedBefore: z.optional(z.number()),
})

/** What of an access token the revocations are judged by (epoch seconds). */
export interface RevocableToken {
  /** The token's own id. */
  jti: string
  /** Issued at. */
  iat: number
  /** When the user signed in (kept across refreshes by Cognito). */
  authTime?: number
}

/** Whether the profile item refuses this token (signed out, or issued before a cut-off). */
export function isRevokedBy(profileItem: Record<string, unknown>, token: RevocableToken): boolean {
  const revocations = z.safeParse(RevocationsSchema, profileItem)
  // A malformed revocation record refuses every token: failing closed is the safe side of a bug.
  if (!revocations.success) return true
  const { revokedTokens, tokensRevokedBefore } = revocations.data
  if (revokedTokens && Object.hasOwn(revokedTokens, token.jti)) return true
  // The earlier of issue and sign-in: a token refreshed after the cut-off from a session begun before it is refused too.
  return tokensRevokedBefore !== undefined && Math.min(token.iat, token.authTime ?? token.iat) <= tokensRevokedBefore
}

/** The user's cut-off (epoch seconds): every session started at or before it has ended. */
export function sessionsEndedAt(profileItem: Record<string, unknown>): number | undefined {
  const revocations = z.safeParse(RevocationsSchema, profileItem)
  return revocations.success ? revocations.data.tokensRevokedBefore : Number.POSITIVE_INFINITY
}
