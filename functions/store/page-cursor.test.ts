import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { BadRequestError } from '../lib/errors'
import { decodeCursor, encodeCursor } from './page-cursor'

const KeySchema = z.strictObject({
  pk: z.string().check(z.startsWith('USER#')),
  sk: z.literal('PROFILE'),
  gsi1pk: z.literal('USERS'),
  gsi1sk: z.string(),
})
const key = { pk: 'USER#a', sk: 'PROFILE', gsi1pk: 'USERS', gsi1sk: '2026-01-01T00:00:00.000Z#a' }

describe('page cursors', () => {
  it('round-trips a start key', () => {
    expect(decodeCursor(encodeCursor(key), KeySchema)).toEqual(key)
    expect(decodeCursor(undefined, KeySchema)).toBeUndefined()
  })

  it('refuses junk, a key of another shape and an empty key value with a 400 (DynamoDB would answer a ValidationException)', () => {
    for (const cursor of [
      '%%%',
      Buffer.from('not json').toString('base64url'),
      encodeCursor({ ...key, extra: 1 }),
      encodeCursor({ ...key, gsi1sk: '' }),
    ]) {
      expect(() => decodeCursor(cursor, KeySchema), String(cursor)).toThrow(BadRequestError)
    }
  })
})
