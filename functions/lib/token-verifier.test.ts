import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberingVerified, type VerifiedToken } from './token-verifier'

/** The verified-token memory in front of the signature check. */

const nowSeconds = () => Math.floor(Date.now() / 1000)
const claims = (sub: string, exp = nowSeconds() + 600): VerifiedToken => ({ sub, jti: `jti-${sub}`, iat: nowSeconds(), exp })

afterEach(() => {
  vi.useRealTimers()
})

describe('rememberingVerified', () => {
  it('checks a token once while it is valid, and each other token on its own', async () => {
    const verify = vi.fn(async (token: string) => claims(token))
    const remembering = rememberingVerified(verify)
    await expect(remembering('a')).resolves.toMatchObject({ sub: 'a' })
    await expect(remembering('a')).resolves.toMatchObject({ sub: 'a' })
    await expect(remembering('b')).resolves.toMatchObject({ sub: 'b' })
    expect(verify.mock.calls.map(([token]) => token)).toEqual(['a', 'b'])
  })

  it('checks a remembered token again once it has expired, and refuses it then', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') })
    const verify = vi.fn(async (token: string) => claims(token, nowSeconds() + 60))
    const remembering = rememberingVerified(verify)
    await remembering('a')
    vi.setSystemTime(new Date('2026-11-22T10:01:00Z'))
    verify.mockRejectedValueOnce(new Error('Token expired'))
    await expect(remembering('a')).rejects.toThrow('Token expired')
    expect(verify).toHaveBeenCalledTimes(2)
  })

  it('does not remember a refusal', async () => {
    const verify = vi.fn(async (token: string) => claims(token))
    verify.mockRejectedValueOnce(new Error('JWKS unavailable'))
    const remembering = rememberingVerified(verify)
    await expect(remembering('a')).rejects.toThrow('JWKS unavailable')
    await expect(remembering('a')).resolves.toMatchObject({ sub: 'a' })
    expect(verify).toHaveBeenCalledTimes(2)
  })

  it('forgets the oldest token when it remembers as many as it may', async () => {
    const verify = vi.fn(async (token: string) => claims(token))
    const remembering = rememberingVerified(verify, 2)
    for (const token of ['a', 'b', 'c', 'b', 'a']) await remembering(token)
    // 'a' was forgotten when 'c' came, so it is checked again; 'b' was still remembered.
    expect(verify.mock.calls.map(([token]) => token)).toEqual(['a', 'b', 'c', 'a'])
  })
})
