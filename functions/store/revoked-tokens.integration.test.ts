import { randomUUID } from 'node:crypto'
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FunctionEnvSchema, localStackClients } from '../users/testing/local-stack'
import { keyOf } from '../model/table-keys'
import { isRevokedBy, MAX_REVOKED_TOKENS } from '../model/token-revocations'
import { revokeAccessToken } from './revoked-tokens'
import { testStack } from '../lib/testing/test-stack'

/** Signed-out access tokens kept on the profile item, against the local stack's DynamoDB Local. */

const env = FunctionEnvSchema.parse(testStack().functionEnv)
const stack = localStackClients(env)
const now = new Date()
const nowSeconds = Math.floor(now.getTime() / 1000)
const inAnHour = nowSeconds + 3600

beforeAll(() => {
  // The store reads its table, endpoint and credentials from the environment, as in a Lambda.
  Object.assign(process.env, testStack().functionEnv)
})
afterAll(() => stack.destroy())

async function newProfile(extra: Record<string, unknown> = {}): Promise<string> {
  const sub = `revocations-${randomUUID()}`
  await stack.dynamo.send(
    new PutCommand({ TableName: env.TABLE_NAME, Item: { ...keyOf('profile', { sub }), email: `${sub}@example.com`, ...extra } }),
  )
  return sub
}
const profileOf = async (sub: string) => (await stack.getItem(keyOf('profile', { sub }).pk, keyOf('profile', { sub }).sk)) ?? {}
const token = (sub: string, exp = inAnHour) => ({ sub, jti: randomUUID(), iat: nowSeconds - 10, exp })

describe('revokeAccessToken', () => {
  it('refuses the signed-out token and no other of the same user', async () => {
    const sub = await newProfile()
    const [signedOut, other] = [token(sub), token(sub)]
    await revokeAccessToken(signedOut, now)
    const item = await profileOf(sub)
    expect(item.revokedTokens).toEqual({ [signedOut.jti]: signedOut.exp })
    expect(isRevokedBy(item, signedOut)).toBe(true)
    expect(isRevokedBy(item, other)).toBe(false)
    expect(item.email).toBe(`${sub}@example.com`)
  })

  it('drops expired entries when it adds one, and is idempotent', async () => {
    const expired = { [randomUUID()]: nowSeconds - 1, [randomUUID()]: nowSeconds - 3600 }
    const live = { [randomUUID()]: inAnHour }
    const sub = await newProfile({ revokedTokens: { ...expired, ...live } })
    const next = token(sub)
    await revokeAccessToken(next, now)
    await revokeAccessToken(next, now)
    expect((await profileOf(sub)).revokedTokens).toEqual({ ...live, [next.jti]: next.exp })
  })

  it('loses none of 20 concurrent sign-outs, the first included', async () => {
    const sub = await newProfile()
    const tokens = Array.from({ length: 20 }, () => token(sub))
    await Promise.all(tokens.map((t) => revokeAccessToken(t, now)))
    const item = await profileOf(sub)
    for (const t of tokens) expect(isRevokedBy(item, t)).toBe(true)
  })

  it(`at ${MAX_REVOKED_TOKENS} live entries, refuses every older token by a cut-off and starts the map afresh`, async () => {
    const full = Object.fromEntries(Array.from({ length: MAX_REVOKED_TOKENS }, () => [randomUUID(), inAnHour]))
    const sub = await newProfile({ revokedTokens: full })
    const next = token(sub)
    await revokeAccessToken(next, now)
    const item = await profileOf(sub)
    expect(item.revokedTokens).toEqual({ [next.jti]: next.exp })
    expect(item.tokensRevokedBefore).toBe(nowSeconds)
    const [oldJti] = Object.keys(full)
    expect(isRevokedBy(item, { jti: oldJti ?? '', iat: nowSeconds - 100 })).toBe(true)
    expect(isRevokedBy(item, { jti: randomUUID(), iat: nowSeconds + 1 })).toBe(false)
  })

  it('replaces a record that is not a map of expiries (which refuses every token until then)', async () => {
    const sub = await newProfile({ revokedTokens: 'garbage' })
    const other = token(sub)
    expect(isRevokedBy(await profileOf(sub), other)).toBe(true)
    const next = token(sub)
    await revokeAccessToken(next, now)
    const item = await profileOf(sub)
    expect(item.revokedTokens).toEqual({ [next.jti]: next.exp })
    expect(isRevokedBy(item, other)).toBe(false)
  })

  it('writes nothing for a user who no longer exists', async () => {
    const sub = await newProfile()
    await stack.dynamo.send(new DeleteCommand({ TableName: env.TABLE_NAME, Key: keyOf('profile', { sub }) }))
    await revokeAccessToken(token(sub), now)
    expect(await stack.getItem(keyOf('profile', { sub }).pk, keyOf('profile', { sub }).sk)).toBeUndefined()
  })
})
