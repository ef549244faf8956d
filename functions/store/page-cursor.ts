import * as z from 'zod/mini'
import type { Schema } from '../../shared/api/route-definition'
import { BadRequestError } from '../lib/errors'

const INVALID = () => new BadRequestError('This page link is no longer valid', { cursor: 'Invalid cursor' })

/** DynamoDB's LastEvaluatedKey as an opaque, URL-safe cursor. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : undefined
}

/**
 * The start key a cursor stands for, checked against `keySchema` (exactly the key attributes of the
 * list's index, for its partition): anything else is a 400, never a DynamoDB validation error.
 */
export function decodeCursor<S extends Schema>(cursor: string | undefined, keySchema: S): z.output<S> | undefined {
  if (cursor === undefined) return undefined
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw INVALID()
  }
  const parsed = z.safeParse(keySchema, value)
  // DynamoDB refuses an empty string in any key attribute (a ValidationException, i.e. a 500).
  if (!parsed.success || Object.values(parsed.data as object).includes('')) throw INVALID()
  return parsed.data
}
