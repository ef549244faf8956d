import * as z from 'zod/mini'

/**
 * Ending every session of a user up to a moment: `tokensRevokedBefore` (epoch seconds) on the
 * profile, which the request wrapper reads on every request anyway. A session whose sign-in was at
 * or before it has ended (its access tokens and its refresh). Single sessions end by deleting their
 * items (store/sessions.ts); this cut-off covers every path that ends them all at once.
 */
const CutOffSchema = z.object({ tokensRevokedBefore: z.optional(z.number()) })

/** The user's cut-off (epoch seconds): every session started at or before it has ended. */
export function sessionsEndedAt(profileItem: Record<string, unknown>): number | undefined {
  const cutOff = z.safeParse(CutOffSchema, profileItem)
  // A malformed cut-off ends every session: failing closed is the safe side of a bug.
  return cutOff.success ? cutOff.data.tokensRevokedBefore : Number.POSITIVE_INFINITY
}

/** Whether the profile has ended a session that signed in at `startedAt` (epoch seconds). */
export function isEndedBy(profileItem: Record<string, unknown>, startedAt: number): boolean {
  const endedAt = sessionsEndedAt(profileItem)
  return endedAt !== undefined && startedAt <= endedAt
}
