import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

const ENV = {
  STAGE: 'test',
  TABLE_NAME: 'remit-test',
  AUTH_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc',
  USER_POOL_ID: 'us-east-1_abc',
  USER_POOL_CLIENT_ID: 'client',
  DOCUMENTS_BUCKET: 'documents',
}

describe('readConfig', () => {
  it('reads the stack settings; the transfer maximum defaults to 10,000 USD', () => {
    expect(readConfig(ENV)).toEqual({ ...ENV, MAX_TRANSFER_AMOUNT: 10_000 })
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
