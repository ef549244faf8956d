import { describe, expect, it } from 'vitest'
import { DEFAULT_REGULATOR } from '../../shared/rates/disclosure'
import { DEFAULT_TRANSFER_VELOCITY } from '../../shared/transfers/limits'
import { DEFAULT_SENDING_LIMITS } from '../../shared/compliance/sending-limits'
import { DEFAULT_SIGN_UP_FLOOR_MS, readConfig } from './config'
import { DEFAULT_SECOND_APPROVAL_FROM_CENTS } from '../../shared/compliance/second-approval'

const ENV = {
  STAGE: 'test',
  TABLE_NAME: 'remit-test',
  AUTH_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc',
  USER_POOL_ID: 'us-east-1_abc',
  USER_POOL_CLIENT_ID: 'client',
  DOCUMENTS_BUCKET: 'documents',
}

describe('readConfig', () => {
  it('reads the stack settings; the transfer range defaults to 10 to 10,000 USD, the velocity limits to the documented ones', () => {
    expect(readConfig(ENV)).toEqual({
      ...ENV,
      MIN_TRANSFER_AMOUNT: 10,
      MAX_TRANSFER_AMOUNT: 10_000,
      TRANSFER_VELOCITY: DEFAULT_TRANSFER_VELOCITY,
      REGULATOR: DEFAULT_REGULATOR,
      SENDING_LIMITS: DEFAULT_SENDING_LIMITS,
      SECOND_APPROVAL_FROM_CENTS: DEFAULT_SECOND_APPROVAL_FROM_CENTS,
      SIGN_UP_FLOOR_MS: 1_000,
    })
    expect(DEFAULT_SIGN_UP_FLOOR_MS).toBe(1_000)
  })

  it("reads sign-up's answer floor in whole ms from 0 to 10 s (the local test stacks' 0), or names the setting", () => {
    expect(readConfig({ ...ENV, SIGN_UP_FLOOR_MS: '0' }).SIGN_UP_FLOOR_MS).toBe(0)
    for (const bad of ['-1', '1.5', '10001', 'none']) expect(() => readConfig({ ...ENV, SIGN_UP_FLOOR_MS: bad })).toThrow(/SIGN_UP_FLOOR_MS/)
  })

  it('reads the four-eyes threshold in whole cents, or names the setting', () => {
    expect(readConfig({ ...ENV, SECOND_APPROVAL_FROM_CENTS: '500000' }).SECOND_APPROVAL_FROM_CENTS).toBe(500_000)
    for (const bad of ['0', '-1', '12.5', 'lots'])
      expect(() => readConfig({ ...ENV, SECOND_APPROVAL_FROM_CENTS: bad })).toThrow(/SECOND_APPROVAL_FROM_CENTS/)
  })

  it('reads sending limits per tier as JSON, or names the setting', () => {
    const limits = { unverified: { dayCents: 50_000, monthCents: 100_000 }, verified: { dayCents: 500_000, monthCents: 900_000 } }
    expect(readConfig({ ...ENV, SENDING_LIMITS: JSON.stringify(limits) }).SENDING_LIMITS).toEqual(limits)
    for (const bad of ['{', '{"unverified":{}}', '{"unverified":{"dayCents":0,"monthCents":1},"verified":{"dayCents":1,"monthCents":1}}'])
      expect(() => readConfig({ ...ENV, SENDING_LIMITS: bad })).toThrow(/SENDING_LIMITS/)
  })

  it("reads the stage's regulator for receipts as JSON, or names the setting", () => {
    const regulator = { name: 'Texas Department of Banking', phone: '877-276-5554', website: 'dob.texas.gov' }
    expect(readConfig({ ...ENV, REGULATOR: JSON.stringify(regulator) }).REGULATOR).toEqual(regulator)
    for (const bad of ['{', '{"name":"x"}', '[]']) expect(() => readConfig({ ...ENV, REGULATOR: bad })).toThrow(/REGULATOR/)
  })

  it('reads the transfer minimum from text, at least a cent and not above the maximum', () => {
    expect(readConfig({ ...ENV, MIN_TRANSFER_AMOUNT: '25' }).MIN_TRANSFER_AMOUNT).toBe(25)
    for (const bad of ['0', '0.001', '-1', 'abc']) expect(() => readConfig({ ...ENV, MIN_TRANSFER_AMOUNT: bad })).toThrow(/MIN_TRANSFER_AMOUNT/)
    expect(() => readConfig({ ...ENV, MIN_TRANSFER_AMOUNT: '600', MAX_TRANSFER_AMOUNT: '500' })).toThrow(
      /MIN_TRANSFER_AMOUNT 600 is above MAX_TRANSFER_AMOUNT 500/,
    )
  })

  it('reads the velocity limits as JSON with four whole positive figures, or names the setting', () => {
    const limits = { perUser: { hour: 3, day: 9 }, perCard: { hour: 2, day: 5 } }
    expect(readConfig({ ...ENV, TRANSFER_VELOCITY: JSON.stringify(limits) }).TRANSFER_VELOCITY).toEqual(limits)
    for (const bad of [
      '{',
      '{}',
      JSON.stringify({ ...limits, perCard: { hour: 0, day: 5 } }),
      JSON.stringify({ ...limits, perUser: { hour: 1.5, day: 9 } }),
    ]) {
      expect(() => readConfig({ ...ENV, TRANSFER_VELOCITY: bad })).toThrow(/TRANSFER_VELOCITY/)
    }
  })

  it('reads the transfer maximum from text, within 0 < max <= 1,000,000', () => {
    expect(readConfig({ ...ENV, MAX_TRANSFER_AMOUNT: '2500.5' }).MAX_TRANSFER_AMOUNT).toBe(2500.5)
    for (const bad of ['0', '-1', 'abc', '1000001']) expect(() => readConfig({ ...ENV, MAX_TRANSFER_AMOUNT: bad })).toThrow(/MAX_TRANSFER_AMOUNT/)
  })

  it("takes an http(s) issuer (cognito-local's is http on loopback), trimmed", () => {
    expect(readConfig({ ...ENV, AUTH_ISSUER: 'http://127.0.0.1:9229/local_pool' }).AUTH_ISSUER).toBe('http://127.0.0.1:9229/local_pool')
    expect(readConfig({ ...ENV, AUTH_ISSUER: ` ${ENV.AUTH_ISSUER}\n` }).AUTH_ISSUER).toBe(ENV.AUTH_ISSUER)
  })

  it.each(['', 'cognito-idp.us-east-1.amazonaws.com/pool', 'https://', 'ftp://example.com/pool', 'mailto:ops@example.com', 'http:example.com'])(
    "refuses the issuer '%s'",
    (issuer) => expect(() => readConfig({ ...ENV, AUTH_ISSUER: issuer })).toThrow(/AUTH_ISSUER/),
  )

  it('names every missing setting', () => {
    expect(() => readConfig({})).toThrow(/STAGE.*TABLE_NAME.*AUTH_ISSUER.*USER_POOL_ID.*USER_POOL_CLIENT_ID.*DOCUMENTS_BUCKET/)
  })
})
