import { createHash } from 'node:crypto'
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { QUOTE_MESSAGES, QuoteSchema, type Quote } from '../../shared/rates/quote'
import { isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { TooManyRequestsError } from '../lib/errors'
import { TTL_ATTRIBUTE } from '../model/table-definition'
import { keyOf } from '../model/table-keys'
import { putNew } from './put-new'

/**
 * Quotes as issued: written once, never updated, so a rate change cannot touch a quote
 * already given. Kept for {@link QUOTE_KEPT_DAYS} (a transfer copies what it uses), then TTL.
 */
const QUOTE_KEPT_DAYS = 7
/** Quotes one client (IP) may ask for per minute: the country page asks on each change of amount or currency. */
const QUOTES_PER_CLIENT_MINUTE = 30

const table = () => config().TABLE_NAME
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

export async function putQuote(quote: Quote, now: Date): Promise<void> {
  // Nested: the quote's own `expiresAt` (its 30 minutes) is not the item's TTL attribute.
  const outcome = await putNew(table(), { ...keyOf('quote', { id: quote.quoteId }), quote, [TTL_ATTRIBUTE]: seconds(now) + QUOTE_KEPT_DAYS * 86_400 })
  // A fresh ULID is taken only by a clash of 80 random bits: a fault of ours, not the caller's.
  if (outcome === 'exists') throw new Error(`quote ${quote.quoteId} already exists`)
}

export async function getQuote(id: string): Promise<Quote | undefined> {
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: keyOf('quote', { id }), ConsistentRead: true }))
  return out.Item ? z.parse(QuoteSchema, out.Item.quote) : undefined
}

/**
 * Counts one quote for `client` in the current minute, refusing past {@link QUOTES_PER_CLIENT_MINUTE}
 * (429, Retry-After until the minute ends). Counted by a conditional ADD, so a burst cannot race it.
 */
export async function takeQuoteAllowance(client: string, now: Date): Promise<void> {
  const nowSeconds = seconds(now)
  const start = nowSeconds - (nowSeconds % 60)
  const hashed = createHash('sha256').update(client).digest('base64url')
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: keyOf('quoteWindow', { client: hashed, start: String(start) }),
        UpdateExpression: 'ADD quotes :one SET #ttl = if_not_exists(#ttl, :expires)',
        ConditionExpression: 'attribute_not_exists(quotes) OR quotes < :max',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':one': 1, ':max': QUOTES_PER_CLIENT_MINUTE, ':expires': start + 120 },
      }),
    )
  } catch (error) {
    if (isConditionFailure(error)) throw new TooManyRequestsError(QUOTE_MESSAGES.tooMany, start + 60 - nowSeconds)
    throw error
  }
}
