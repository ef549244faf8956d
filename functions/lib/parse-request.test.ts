import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { bearerToken, IDEMPOTENCY_KEY_MESSAGE, IdempotencyKeyHeaders } from '../../shared/api/headers'
import type { RouteSpec } from '../../shared/api/route-definition'
import { DomainError } from './errors'
import { MAX_BODY_BYTES, parseRequest } from './parse-request'
import { createTestEvent } from './testing/api-event'

/** The request size limit at its edge: 64 KB of UTF-8 bytes (not characters) is taken, one byte more is a 413. */

const spec: RouteSpec = { method: 'POST', path: '/api/x', auth: 'public', area: 'test', body: z.object({ text: z.string() }), responses: {} }
/** A JSON body of exactly `bytes` bytes, padded with `char`. */
function bodyOf(bytes: number, char: string): string {
  const frame = Buffer.byteLength('{"text":""}')
  const width = Buffer.byteLength(char)
  const count = Math.floor((bytes - frame) / width)
  return `{"text":"${char.repeat(count)}${' '.repeat(bytes - frame - count * width)}"}`
}
const parse = (body: string, base64 = false) =>
  parseRequest(
    spec,
    {
      ...createTestEvent({
        method: 'POST',
        path: '/api/x',
        headers: { 'content-type': 'application/json' },
        body: base64 ? Buffer.from(body).toString('base64') : body,
      }),
      isBase64Encoded: base64,
    },
    () => ({ now: new Date(), transferAmounts: { minCents: 1, maxCents: 1_000_000 } }),
  )
const outcomeOf = (run: () => unknown) => {
  try {
    run()
    return 'parsed'
  } catch (error) {
    return error instanceof DomainError ? error.kind : 'crashed'
  }
}

describe('request body size limit', () => {
  it('is 64 KB', () => expect(MAX_BODY_BYTES).toBe(65_536))

  for (const char of ['a', 'é', '😀']) {
    it(`takes exactly 64 KB and refuses 64 KB + 1 byte with a 413, counting UTF-8 bytes ('${char}')`, () => {
      expect(Buffer.byteLength(bodyOf(MAX_BODY_BYTES, char))).toBe(MAX_BODY_BYTES)
      expect(outcomeOf(() => parse(bodyOf(MAX_BODY_BYTES, char)))).toBe('parsed')
      expect(outcomeOf(() => parse(bodyOf(MAX_BODY_BYTES + 1, char)))).toBe('too-large')
    })
  }

  it('applies to a base64-encoded body by its decoded size', () => {
    expect(outcomeOf(() => parse(bodyOf(MAX_BODY_BYTES, 'a'), true))).toBe('parsed')
    expect(outcomeOf(() => parse(bodyOf(MAX_BODY_BYTES + 1, 'a'), true))).toBe('too-large')
  })
})

describe('bodyAt', () => {
  const rules = { now: new Date('2026-11-25T10:00:00Z'), transferAmounts: { minCents: 1, maxCents: 500 } }
  const judged: RouteSpec = {
    ...spec,
    body: z.object({ cents: z.number() }),
    bodyAt: ({ transferAmounts }) => z.object({ cents: z.number().check(z.maximum(transferAmounts.maxCents, 'Too much')) }),
  }
  const event = (cents: number) =>
    createTestEvent({ method: 'POST', path: '/api/x', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cents }) })

  it("judges the body with the row's bodyAt, made from the request's rules, instead of the clock-free contract", () => {
    expect(parseRequest(judged, event(500), () => rules).body).toEqual({ cents: 500 })
    expect(() => parseRequest(judged, event(501), () => rules)).toThrow(
      expect.objectContaining({ kind: 'invalid', message: 'Too much', fields: { cents: 'Too much' } }),
    )
  })

  it('asks for the rules only for a row that has bodyAt', () => {
    let asked = 0
    parseRequest(
      spec,
      createTestEvent({ method: 'POST', path: '/api/x', headers: { 'content-type': 'application/json' }, body: '{"text":"a"}' }),
      () => {
        asked++
        return rules
      },
    )
    expect(asked).toBe(0)
  })
})

describe('declared headers', () => {
  const keyed: RouteSpec = { ...spec, headers: IdempotencyKeyHeaders }
  const event = (headers: Record<string, string>) =>
    createTestEvent({ method: 'POST', path: '/api/x', headers: { 'content-type': 'application/json', ...headers }, body: '{"text":"a"}' })
  const rules = () => ({ now: new Date(), transferAmounts: { minCents: 1, maxCents: 1 } })

  it('parses them once: an Idempotency-Key comes out lower-cased', () => {
    expect(parseRequest(keyed, event({ 'idempotency-key': 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11' }), rules).headers).toEqual({
      'idempotency-key': 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
    })
  })

  it('refuses a missing or malformed one with a 400 naming it', () => {
    const cases: Record<string, string>[] = [{}, { 'idempotency-key': 'not-a-uuid' }, { 'idempotency-key': '' }]
    for (const headers of cases) {
      expect(() => parseRequest(keyed, event(headers), rules)).toThrow(
        expect.objectContaining({ kind: 'invalid', message: IDEMPOTENCY_KEY_MESSAGE, fields: { 'idempotency-key': IDEMPOTENCY_KEY_MESSAGE } }),
      )
    }
  })
})

describe('bearerToken', () => {
  it('takes a well-formed Bearer credential only', () => {
    expect(bearerToken('Bearer abc.def-ghi_jkl')).toBe('abc.def-ghi_jkl')
    for (const header of [undefined, '', 'Bearer', 'Bearer ', 'bearer abc', 'Basic abc', 'Bearer a b', 'Bearer a"b'])
      expect(bearerToken(header)).toBeUndefined()
  })
})
