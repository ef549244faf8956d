import { GetCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { QUOTE_MESSAGES, QuoteSchema, type Quote } from '../../shared/rates/quote'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { TTL_ATTRIBUTE } from '../model/table-definition'
import { keyOf } from '../model/table-keys'
import { takeClientAllowance } from './client-windows'
import { putNew } from './put-new'
import type { TransactItem } from './transfer-items'

/**
 * Quotes as issued: the figures (`quote`) are written once and never updated, so a rate change
 * cannot touch a quote already given. Beside them the item keeps what the quote's answer leaves out:
 * its holder (the signed-in user who asked; none for the public calculator's), the reference rate
 * and the version of the rate it was made at. The one later write marks it used by the transfer it
 * paid for, in that transfer's create transaction ({@link quoteUse}). Kept for
 * {@link QUOTE_KEPT_DAYS} (a transfer copies what it uses), then TTL.
 */
const QUOTE_KEPT_DAYS = 7
/** Quotes one client (IP) may ask for per minute: the country page asks on each change of amount or currency. */
const QUOTES_PER_CLIENT_MINUTE = 30

const table = () => config().TABLE_NAME
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** What the quote item keeps beside the figures: for the create's checks and the ledger, never answered. */
export interface QuoteTerms {
  /** The signed-in user the quote pays for; undefined: nobody (asked for signed out). */
  holder: string | undefined
  /** The reference (mid-market) rate the customer rate came from; undefined for US dollars. */
  referenceRate: string | undefined
  /** The version of the rate the quote copied; undefined for US dollars (no rate item). */
  rateVersion: number | undefined
}

const StoredQuoteSchema = z.object({
  quote: QuoteSchema,
  holder: z.optional(z.string()),
  referenceRate: z.optional(z.string()),
  rateVersion: z.optional(z.int()),
  /** The transfer it paid for, once it has. */
  usedBy: z.optional(z.string()),
})
/** A quote as stored: its figures, its terms, and the transfer it paid for, if any. */
export type StoredQuote = z.infer<typeof StoredQuoteSchema>

export async function putQuote(quote: Quote, terms: QuoteTerms, now: Date): Promise<void> {
  // Nested: the quote's own `expiresAt` (its 30 minutes) is not the item's TTL attribute.
  const outcome = await putNew(table(), {
    ...keyOf('quote', { id: quote.quoteId }),
    quote,
    ...(terms.holder === undefined ? {} : { holder: terms.holder }),
    ...(terms.referenceRate === undefined ? {} : { referenceRate: terms.referenceRate }),
    ...(terms.rateVersion === undefined ? {} : { rateVersion: terms.rateVersion }),
    [TTL_ATTRIBUTE]: seconds(now) + QUOTE_KEPT_DAYS * 86_400,
  })
  // A fresh ULID is taken only by a clash of 80 random bits: a fault of ours, not the caller's.
  if (outcome === 'exists') throw new Error(`quote ${quote.quoteId} already exists`)
}

export async function getQuote(id: string): Promise<StoredQuote | undefined> {
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: keyOf('quote', { id }), ConsistentRead: true }))
  return out.Item ? z.parse(StoredQuoteSchema, out.Item) : undefined
}

/** The create transaction's items that spend a quote, by name: a refusal of either is read by name. */
export interface QuoteUseItems {
  /** Marks the quote used by this transfer; refused when another transfer used it first. */
  use: TransactItem
  /** Refused when a rate correction voided the quote's rate version (none for US dollars). */
  valid: TransactItem | undefined
}

/**
 * What a create adds to its transaction to pay with `stored`: the quote marked used by `transferId`
 * (condition: not used yet), and a check on the rate's current item that no correction voided the
 * version the quote was made at (`quotesValidFromVersion`, set by a correction: one GetItem-sized
 * check, whatever the number of quotes). The use needs no `attribute_exists`: the create read the
 * quote first, and quotes outlive their 30 minutes by days.
 */
export function quoteUse(stored: StoredQuote, transferId: string, at: string): QuoteUseItems {
  const { quote } = stored
  const use: TransactItem = {
    Update: {
      TableName: table(),
      Key: keyOf('quote', { id: quote.quoteId }),
      UpdateExpression: 'SET usedBy = :transfer, usedAt = :at',
      ConditionExpression: 'attribute_not_exists(usedBy)',
      ExpressionAttributeValues: { ':transfer': transferId, ':at': at },
    },
  }
  if (quote.payoutCurrency === 'USD') return { use, valid: undefined }
  const valid: TransactItem = {
    ConditionCheck: {
      TableName: table(),
      Key: keyOf('exchangeRate', { countryId: quote.countryId, currency: quote.payoutCurrency }),
      ConditionExpression: 'attribute_not_exists(quotesValidFromVersion) OR quotesValidFromVersion <= :version',
      // A quote stored before versions were recorded counts as the oldest: any correction voids it.
      ExpressionAttributeValues: { ':version': stored.rateVersion ?? 0 },
    },
  }
  return { use, valid }
}

/**
 * Counts one quote for `client` in the current minute, refusing past {@link QUOTES_PER_CLIENT_MINUTE}
 * (429, Retry-After until the minute ends): the per-client window of client-windows.ts.
 */
export const takeQuoteAllowance = (client: string, now: Date): Promise<void> =>
  takeClientAllowance('quoteWindow', client, now, QUOTES_PER_CLIENT_MINUTE, QUOTE_MESSAGES.tooMany)
