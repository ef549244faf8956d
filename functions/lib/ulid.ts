import { randomBytes } from 'node:crypto'

/**
 * ULIDs (https://github.com/ulid/spec): 48 bits of time in milliseconds, then 80 random bits, written
 * as 26 characters of Crockford's base32, so ids sort by creation time. The `ulid` package does the
 * same with browser and PRNG detection that a Lambda does not need (~1.9 KB of every transfer bundle).
 */

/** Crockford's base32: digits and upper-case letters without I, L, O and U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** The latest time a ULID can hold: 2^48 - 1 ms. */
const TIME_MAX = 2 ** 48 - 1
const TIME_LENGTH = 10
const RANDOM_LENGTH = 16

/** `time` (epoch ms) as the `length`-character time part of a ULID: '01ARYZ6S41' for 1469918176385. */
export function encodeTime(time: number, length = TIME_LENGTH): string {
  if (!Number.isSafeInteger(time) || time < 0 || time > TIME_MAX) throw new RangeError(`Not a ULID time: ${time}`)
  let text = ''
  for (let rest = time, i = 0; i < length; i++, rest = Math.floor(rest / 32)) text = ALPHABET.charAt(rest % 32) + text
  return text
}

/** A new ULID for `time` (epoch ms). The random part comes from the OS's CSPRNG. */
export function ulid(time: number = Date.now()): string {
  // 32 divides 256: the low 5 bits of a random byte are a uniform base32 digit.
  const random = Array.from(randomBytes(RANDOM_LENGTH), (byte) => ALPHABET.charAt(byte & 31)).join('')
  return encodeTime(time) + random
}
