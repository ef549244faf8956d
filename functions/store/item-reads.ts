import { setTimeout as sleep } from 'node:timers/promises'
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import type { ItemKey } from '../model/table-keys'

type Item = Record<string, unknown>

interface Waiting {
  key: ItemKey
  resolve: (item: Item | undefined) => void
  reject: (error: unknown) => void
}

/** BatchGetItem takes at most 100 keys. */
const BATCH_LIMIT = 100
/** Rounds for keys DynamoDB leaves unprocessed (it does when throttled), as the SDK's retries. */
const ATTEMPTS = 3

let waiting: Waiting[] = []

/**
 * A consistent read of one item. The reads asked for while one piece of work runs (until the event
 * loop's next turn) go to DynamoDB together: one as a GetItem, several as one BatchGetItem — so a
 * route's reads ahead and the token check's profile read, started at once, share one round trip.
 */
export function readItem(key: ItemKey): Promise<Item | undefined> {
  return new Promise((resolve, reject) => {
    waiting.push({ key, resolve, reject })
    // setImmediate, not a microtask: reads started after a few awaits of already settled promises still join.
    if (waiting.length === 1) setImmediate(flush)
  })
}

const id = (key: ItemKey) => `${key.pk}\u0000${key.sk}`

function flush(): void {
  const batch = waiting
  waiting = []
  const keys = new Map(batch.map((w) => [id(w.key), { pk: w.key.pk, sk: w.key.sk }]))
  const chunks: ItemKey[][] = []
  for (const key of keys.values()) {
    const last = chunks.at(-1)
    if (last && last.length < BATCH_LIMIT) last.push(key)
    else chunks.push([key])
  }
  for (const chunk of chunks) {
    const mine = new Set(chunk.map(id))
    const readers = batch.filter((w) => mine.has(id(w.key)))
    readChunk(chunk).then(
      (found) => {
        // A key asked for twice is read once; each asker gets an item of its own to keep or change.
        const given = new Set<string>()
        for (const w of readers) {
          const item = found.get(id(w.key))
          w.resolve(item && given.has(id(w.key)) ? structuredClone(item) : item)
          given.add(id(w.key))
        }
      },
      (error: unknown) => readers.forEach((w) => w.reject(error)),
    )
  }
}

async function readChunk(keys: ItemKey[]): Promise<Map<string, Item>> {
  const TableName = config().TABLE_NAME
  const [only] = keys
  if (keys.length === 1 && only) {
    const out = await dynamo.send(new GetCommand({ TableName, Key: only, ConsistentRead: true }))
    return new Map(out.Item ? [[id(only), out.Item]] : [])
  }
  const found = new Map<string, Item>()
  let unprocessed: ItemKey[] = keys
  for (let attempt = 1; unprocessed.length > 0; attempt++) {
    if (attempt > ATTEMPTS) {
      throw Object.assign(new Error(`DynamoDB left ${unprocessed.length} keys unread`), { name: 'ProvisionedThroughputExceededException' })
    }
    if (attempt > 1) await sleep(Math.random() * 50 * 2 ** attempt)
    const out = await dynamo.send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys: unprocessed, ConsistentRead: true } } }))
    for (const item of out.Responses?.[TableName] ?? []) found.set(id({ pk: String(item.pk), sk: String(item.sk) }), item)
    unprocessed = (out.UnprocessedKeys?.[TableName]?.Keys ?? []) as ItemKey[]
  }
  return found
}
