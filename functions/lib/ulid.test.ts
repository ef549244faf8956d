import * as reference from 'ulid'
import { describe, expect, it } from 'vitest'
import { encodeTime, ulid } from './ulid'

/** Our ULIDs against the spec and the `ulid` package they replace in Lambda bundles. */

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/

describe('encodeTime', () => {
  it("gives the spec's example: 1469918176385 is '01ARYZ6S41'", () => expect(encodeTime(1469918176385)).toBe('01ARYZ6S41'))

  it('writes any time as the ulid package does, and so sorts as the time does', () => {
    const times = [0, 1, 31, 32, Date.UTC(2000, 0, 1), Date.UTC(2026, 2, 9, 12), 2 ** 48 - 1, ...Array.from({ length: 200 }, () => Math.floor(Math.random() * 2 ** 48))]
    for (const time of times) expect(encodeTime(time, 10)).toBe(reference.encodeTime(time, 10))
    const sorted = [...times].sort((a, b) => a - b)
    expect(sorted.map((time) => encodeTime(time)).sort()).toEqual(sorted.map((time) => encodeTime(time)))
  })

  it.each([-1, 2 ** 48, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (time) => expect(() => encodeTime(time)).toThrow(RangeError))
})

describe('ulid', () => {
  it('is 26 Crockford base32 characters starting with the time, like the package', () => {
    const time = Date.UTC(2026, 2, 9, 12, 30)
    const id = ulid(time)
    expect(id).toMatch(ULID)
    expect(id.slice(0, 10)).toBe(encodeTime(time))
    expect(reference.decodeTime(id)).toBe(time)
    expect(reference.isValid(id)).toBe(true)
  })

  it('uses the current time by default', () => {
    const before = Date.now()
    const time = reference.decodeTime(ulid())
    expect(time).toBeGreaterThanOrEqual(before)
    expect(time).toBeLessThanOrEqual(Date.now())
  })

  it('draws 80 random bits: ids of the same millisecond differ, and every character turns up', () => {
    const ids = Array.from({ length: 2000 }, () => ulid(1_000))
    expect(new Set(ids).size).toBe(ids.length)
    const used = new Set(ids.flatMap((id) => [...id.slice(10)]))
    expect(used.size).toBe(32)
  })
})
