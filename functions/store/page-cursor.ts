import { BadRequestError } from '../lib/errors'

/** DynamoDB's LastEvaluatedKey as an opaque, URL-safe cursor. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : undefined
}

/** The key a cursor stands for; only string attributes (all our keys are strings), else 400. */
export function decodeCursor(cursor: string | undefined): Record<string, string> | undefined {
  if (cursor === undefined) return undefined
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const entries = Object.entries(value)
      if (entries.length > 0 && entries.length <= 4 && entries.every(([, v]) => typeof v === 'string')) {
        return Object.fromEntries(entries) as Record<string, string>
      }
    }
  } catch {
    // fall through to the 400 below
  }
  throw new BadRequestError('This page link is no longer valid', { cursor: 'Invalid cursor' })
}
