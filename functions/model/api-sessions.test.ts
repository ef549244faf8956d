import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { liveAccess, liveAccessTokens, mintToken, tokenHash } from './api-sessions'
import { isEndedBy, sessionsEndedAt } from './token-revocations'

const NOW = new Date('2026-11-29T09:00:00.000Z')
const SECONDS = Math.floor(NOW.getTime() / 1000)
const item = (extra: Record<string, unknown> = {}) => ({
  pk: 'ACCESS#h',
  sk: 'ACCESS',
  sub: 'user-1',
  sessionId: 's1',
  startedAt: SECONDS - 600,
  expiresAt: SECONDS + 3000,
  cognitoAccessToken: 'cognito',
  ...extra,
})

describe('API session tokens', () => {
  it('are 32 random bytes, base64url, never the same twice', () => {
    const tokens = Array.from({ length: 100 }, mintToken)
    for (const token of tokens) {
      expect(token).toMatch(/^[\w-]{43}$/)
      expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    }
    expect(new Set(tokens).size).toBe(100)
  })

  it('are kept by their SHA-256 only, which gives nothing of the token back', () => {
    const token = mintToken()
    expect(tokenHash(token)).toBe(createHash('sha256').update(token).digest('base64url'))
    expect(tokenHash(token)).not.toContain(token)
    expect(tokenHash(token)).not.toBe(tokenHash(mintToken()))
  })
})

describe('liveAccess', () => {
  it('answers the caller of a live token', () => {
    expect(liveAccess(item(), NOW)).toEqual({
      sub: 'user-1',
      sessionId: 's1',
      startedAt: SECONDS - 600,
      expiresAt: SECONDS + 3000,
      cognitoAccessToken: 'cognito',
    })
  })

  it('refuses an item past its expiry, to the second, whatever TTL has not swept yet', () => {
    expect(liveAccess(item({ expiresAt: SECONDS }), NOW)).toBeUndefined()
    expect(liveAccess(item({ expiresAt: SECONDS + 1 }), NOW)).toBeDefined()
  })

  it.each([
    ['no item', undefined],
    ['no subject', item({ sub: undefined })],
    ['an empty subject', item({ sub: '' })],
    ['no session', item({ sessionId: undefined })],
    ['no sign-in time', item({ startedAt: undefined })],
    ['no expiry', item({ expiresAt: undefined })],
    ['an expiry as text', item({ expiresAt: String(SECONDS + 3000) })],
    ['no Cognito token', item({ cognitoAccessToken: undefined })],
  ])('refuses %s (fails closed)', (_, stored) => {
    expect(liveAccess(stored, NOW)).toBeUndefined()
  })
})

describe('liveAccessTokens', () => {
  it("keeps the session's access tokens still live and drops the expired", () => {
    expect(liveAccessTokens({ old: SECONDS - 1, now: SECONDS, later: SECONDS + 5 }, NOW)).toEqual({ later: SECONDS + 5 })
  })
})

describe('the cut-off of ended sessions', () => {
  it('ends sessions signed in at or before it, not after', () => {
    const profile = { tokensRevokedBefore: SECONDS }
    expect(isEndedBy(profile, SECONDS - 1)).toBe(true)
    expect(isEndedBy(profile, SECONDS)).toBe(true)
    expect(isEndedBy(profile, SECONDS + 1)).toBe(false)
    expect(isEndedBy({}, 0)).toBe(false)
    expect(sessionsEndedAt({})).toBeUndefined()
  })

  it('ends every session when the cut-off is malformed (fails closed)', () => {
    expect(isEndedBy({ tokensRevokedBefore: 'yesterday' }, SECONDS + 10_000)).toBe(true)
  })
})
