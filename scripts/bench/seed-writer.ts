/**
 * Seeds transfers straight into the table with BatchWriteItem (25 puts a request, several requests
 * in flight): the same items `insertTransfer` writes for a live transfer — the transfer with its
 * list keys and search text (`listed()` from the store), its invoice lookup and its mobile lookup —
 * and the search index postings the stream consumer would write for it —
 * and, at the end, every counter item (totals and day/month buckets) set to the seeded sums. The 'created' history
 * event and the idempotency record are left out: no list, lookup or search reads them.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { setTimeout as sleep } from 'node:timers/promises'
import { keyOf } from '../../functions/model/table-keys'
import type { TransferRecord } from '../../functions/model/transfer-record'
import type { TransferGenerator } from './transfer-data'

const BATCH_SIZE = 25

export interface SeedResult {
  transfers: number
  items: number
  requests: number
  seconds: number
  itemsPerSecond: number
  transfersPerSecond: number
}

type Item = Record<string, unknown>

export class SeedWriter {
  private readonly doc: DynamoDBDocumentClient

  /**
   * `stored`: the transfer item and its search postings as the store and the index consumer write
   * them, passed in because those modules must be imported after the environment is set.
   */
  constructor(
    endpoint: string,
    private readonly tableName: string,
    private readonly stored: (record: TransferRecord) => Item[],
    private readonly concurrency: number,
    credentials: { accessKeyId: string; secretAccessKey: string },
    region: string,
  ) {
    this.doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region, credentials, maxAttempts: 5 }), {
      marshallOptions: { removeUndefinedValues: true },
    })
  }

  private itemsOf(record: TransferRecord): Item[] {
    return [
      ...this.stored(record),
      { ...keyOf('invoice', { invoiceNumber: record.invoiceNumber }), transferId: record.id },
      { ...keyOf('mobile', { mobileNumber: record.mobileNumber, id: record.id }), transferId: record.id, ownerId: record.ownerId },
    ]
  }

  private async write(items: Item[]): Promise<number> {
    let requests = 0
    let pending = items.map((Item) => ({ PutRequest: { Item } }))
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 8) throw new Error(`BatchWriteItem left ${pending.length} items unprocessed after ${attempt} attempts`)
      if (attempt > 0) await sleep(50 * 2 ** attempt)
      const out = await this.doc.send(new BatchWriteCommand({ RequestItems: { [this.tableName]: pending } }))
      requests++
      pending = (out.UnprocessedItems?.[this.tableName] ?? []).flatMap((r) =>
        r.PutRequest?.Item ? [{ PutRequest: { Item: r.PutRequest.Item } }] : [],
      )
    }
    return requests
  }

  /** Adds `count` transfers from `generator`, then sets every counter item to the generator's totals. */
  async seed(generator: TransferGenerator, count: number, onProgress?: (done: number) => void): Promise<SeedResult> {
    const started = performance.now()
    let made = 0
    let items = 0
    let requests = 0
    let buffer: Item[] = []
    // One shared source of batches; each worker takes the next one when its request is answered.
    const nextBatch = (): Item[] | undefined => {
      while (buffer.length < BATCH_SIZE && made < count) {
        buffer.push(...this.itemsOf(generator.next()))
        made++
        if (made % 10_000 === 0) onProgress?.(made)
      }
      if (buffer.length === 0) return undefined
      const batch = buffer.slice(0, BATCH_SIZE)
      buffer = buffer.slice(BATCH_SIZE)
      return batch
    }
    const worker = async () => {
      for (let batch = nextBatch(); batch; batch = nextBatch()) {
        // Not `requests += await …`: that reads `requests` before the await and loses other workers' counts.
        const sent = await this.write(batch)
        requests += sent
        items += batch.length
      }
    }
    await Promise.all(Array.from({ length: this.concurrency }, worker))

    const counters: Item[] = [...generator.counters.values()].map(({ key, stats }) => ({ ...key, ...stats }))
    for (let i = 0; i < counters.length; i += BATCH_SIZE) {
      const sent = await this.write(counters.slice(i, i + BATCH_SIZE))
      requests += sent
    }
    items += counters.length

    const seconds = (performance.now() - started) / 1000
    return { transfers: made, items, requests, seconds, itemsPerSecond: items / seconds, transfersPerSecond: made / seconds }
  }

  destroy(): void {
    this.doc.destroy()
  }
}
