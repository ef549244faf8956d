import { QueryCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { writeAll, type WriteRequest } from './batch-writes'
import { decodeCursor, encodeCursor } from './page-cursor'
import { probeTrigrams, searchDocumentOf, senderDocumentOf, trigramsOf, type SenderTerms } from '../model/search-terms'
import { keyOf, prefixOf } from '../model/table-keys'
import type { TransferRecord } from '../model/transfer-record'

/**
 * The trigram search index: for every live transfer, one posting per distinct trigram of
 * its normalised recipient names, invoice and mobile number and of its sender's name and e-mail
 * (`SEARCH#<trigram>` / `<id>`), with the normalised text, the sender's part of it and the
 * destination. Kept from the table's stream by functions/events/index-search.ts (a sender's rename
 * rewrites their transfers' postings); read by staff's search of everyone's transfers.
 */

/** A transfer as the index keeps it: its own searched fields and destination, and its sender's (absent: no profile). */
export type Indexed = Pick<TransferRecord, 'id' | 'countryId' | 'firstName' | 'middleName' | 'lastName' | 'invoiceNumber' | 'mobileNumber'> & {
  sender?: SenderTerms | undefined
}

/** All a posting's text: the transfer's own lines, then its sender's. */
const indexedTextOf = (t: Indexed): string => [searchDocumentOf(t), senderDocumentOf(t.sender)].filter(Boolean).join('\n')

const postingKey = (trigram: string, id: string) => keyOf('searchPosting', { trigram, id })

/**
 * The writes that take the index from a transfer's old state to its new one (either absent: not
 * live). Unchanged text writes nothing, so a status change costs no index write; a changed name
 * rewrites the postings (their text changed) and removes the trigrams it no longer has.
 */
export function indexWrites(before: Indexed | undefined, after: Indexed | undefined): WriteRequest[] {
  const oldText = before ? indexedTextOf(before) : undefined
  const newText = after ? indexedTextOf(after) : undefined
  if (oldText === newText && before?.countryId === after?.countryId) return []
  const kept = newText === undefined ? new Set<string>() : trigramsOf(newText)
  const removed = before && oldText !== undefined ? [...trigramsOf(oldText)].filter((gram) => !kept.has(gram)) : []
  return [
    ...removed.map((gram): WriteRequest => ({ DeleteRequest: { Key: postingKey(gram, before?.id ?? '') } })),
    ...(after && newText !== undefined
      ? [...kept].map((gram): WriteRequest => ({
          PutRequest: { Item: { ...postingKey(gram, after.id), text: newText, sender: senderDocumentOf(after.sender), countryId: after.countryId } },
        }))
      : []),
  ]
}

/** Applies {@link indexWrites}: puts of whole postings and deletes, so a repeat (a retried stream record) changes nothing. */
export async function updateSearchIndex(before: Indexed | undefined, after: Indexed | undefined): Promise<number> {
  const writes = indexWrites(before, after)
  await writeAll(writes)
  return writes.length
}

/** What a search is narrowed by besides its text: a destination and an id range (the ULIDs of a day range). */
export interface IndexFilter {
  countryId?: string
  range?: { lo: string; hi: string }
}

/** A matching transfer, and its sender's lines as the posting holds them (the transfer's own are judged on the transfer). */
interface IndexHit {
  id: string
  sender: string
}

export interface IndexPage {
  /** Matching transfers, newest first. */
  hits: IndexHit[]
  nextCursor?: string
}

/**
 * Postings each probe reads first; the one that ends first (or reaches oldest) is the candidate
 * list. Small, since every probed trigram pays it: a rare trigram's list ends within it, and a
 * common name fills its page from it.
 */
const PROBE_SIZE = 60
/** Postings the next read along the candidate list takes, doubling each time up to the largest. */
const FIRST_STEP = 250
const LARGEST_STEP = 2_000
/** Postings one call may read after its probes before it answers with a cursor. */
const READ_BUDGET = 6_000

/** A cursor names one of this query's trigrams and a posting inside the filter's id range (else the Query would refuse its start key). */
const cursorSchema = (words: readonly string[], filter: IndexFilter) =>
  z.strictObject({
    g: z.string().check(z.refine((gram) => trigramsOf(words.join('\n')).has(gram))),
    after: z.string().check(
      z.minLength(1),
      z.maxLength(64),
      z.refine((id) => !filter.range || (id >= filter.range.lo && id <= filter.range.hi)),
    ),
  })

const cursorAt = (trigram: string, after: string): string => encodeCursor({ g: trigram, after }) ?? ''

interface PostingRead {
  trigram: string
  hits: IndexHit[]
  /** The last posting read when more remain; absent when the list was read to its end. */
  last?: string
  read: number
}

async function readPostings(
  trigram: string,
  words: readonly string[],
  filter: IndexFilter,
  after: string | undefined,
  limit: number,
): Promise<PostingRead> {
  const names: Record<string, string> = { '#text': 'text', '#sender': 'sender' }
  const values: Record<string, unknown> = { ':pk': prefixOf('searchPosting', 'pk', { trigram }) }
  // Every word, in any order: a full name typed either way round, or a name with its e-mail.
  const conditions = words.map((word, i) => {
    values[`:q${i}`] = word
    return `contains(#text, :q${i})`
  })
  if (filter.countryId) {
    conditions.push('#country = :country')
    names['#country'] = 'countryId'
    values[':country'] = filter.countryId
  }
  if (filter.range) Object.assign(values, { ':lo': filter.range.lo, ':hi': filter.range.hi })
  const out = await dynamo.send(
    new QueryCommand({
      TableName: config().TABLE_NAME,
      KeyConditionExpression: filter.range ? 'pk = :pk AND sk BETWEEN :lo AND :hi' : 'pk = :pk',
      FilterExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ProjectionExpression: 'sk, #sender',
      ScanIndexForward: false,
      Limit: limit,
      ...(after ? { ExclusiveStartKey: postingKey(trigram, after) } : {}),
    }),
  )
  const last = out.LastEvaluatedKey?.sk
  return {
    trigram,
    hits: (out.Items ?? []).map((item) => ({ id: String(item.sk), sender: typeof item.sender === 'string' ? item.sender : '' })),
    ...(typeof last === 'string' ? { last } : {}),
    read: out.ScannedCount ?? 0,
  }
}

/** The probe that reached furthest back: one read to its end wins, else the one with the oldest last id. */
const deepest = (probes: PostingRead[]): PostingRead | undefined =>
  probes.reduce<PostingRead | undefined>((best, probe) => {
    if (!best) return probe
    if (best.last === undefined) return best
    return probe.last === undefined || probe.last < best.last ? probe : best
  }, undefined)

/**
 * Transfers whose text holds every one of `words` (normalised; at least one of 3 characters or more),
 * newest first, `limit` at most per call. Every match holds each of the words' trigrams, so each trigram's postings (newest
 * first) list every match among them: the probes read the first postings of a few trigrams at once,
 * checking each posting's text for every word as DynamoDB reads it, and the list that reached
 * oldest (a rare trigram's, read whole) holds every match back to where it stopped. The call goes on
 * along that list until the page is full, the list ends or its budget is spent; the cursor names the
 * list and the posting to go on from. Never a scan: cost follows the rarest trigram's postings.
 */
export async function searchIndex(words: readonly string[], limit: number, cursor: string | undefined, filter: IndexFilter = {}): Promise<IndexPage> {
  const from = cursor === undefined ? undefined : decodeCursor(cursor, cursorSchema(words, filter))
  const first = from
    ? await readPostings(from.g, words, filter, from.after, PROBE_SIZE)
    : deepest(await Promise.all(probeTrigrams(words).map((gram) => readPostings(gram, words, filter, undefined, PROBE_SIZE))))
  if (!first) return { hits: [] }
  const hits = [...first.hits]
  let last = first.last
  let read = first.read
  let step = FIRST_STEP
  while (last !== undefined && hits.length <= limit && read < READ_BUDGET) {
    const next = await readPostings(first.trigram, words, filter, last, Math.min(step, READ_BUDGET - read))
    hits.push(...next.hits)
    last = next.last
    read += next.read
    step = Math.min(step * 2, LARGEST_STEP)
  }
  const page = hits.slice(0, limit)
  const resumeAt = hits.length > limit ? page.at(-1)?.id : last
  return { hits: page, ...(resumeAt !== undefined ? { nextCursor: cursorAt(first.trigram, resumeAt) } : {}) }
}
