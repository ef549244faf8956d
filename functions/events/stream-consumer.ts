import type { AttributeValue } from '@aws-sdk/client-dynamodb'
import { unmarshall } from '@aws-sdk/util-dynamodb'
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda'
import { logStreamBatch } from '../lib/logger'
import { accepts, type ConsumerSpec } from './consumers'

/** One changed item as a consumer sees it: its images unmarshalled (absent when the item did not exist on that side). */
export interface ItemChange {
  eventId: string
  kind: 'INSERT' | 'MODIFY' | 'REMOVE'
  before?: Record<string, unknown>
  after?: Record<string, unknown>
}

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>

// The stream's images are DynamoDB's attribute-value JSON, the shape the SDK's unmarshall reads (we store no binary values).
const itemOf = (image: Image | undefined) => (image ? unmarshall(image as Record<string, AttributeValue>) : undefined)

function changeOf(record: DynamoDBRecord): ItemChange {
  const before = itemOf(record.dynamodb?.OldImage)
  const after = itemOf(record.dynamodb?.NewImage)
  return {
    eventId: record.eventID ?? '',
    kind: record.eventName ?? 'MODIFY',
    ...(before ? { before } : {}),
    ...(after ? { after } : {}),
  }
}

/** What a consumer's handling of one change counted (added into the batch's log line). */
export type Figures = Record<string, number>

/** Items handled side by side within a batch (each item's own records still one after another). */
const ITEMS_AT_ONCE = 8

/** A batch's records that the consumer is given, by item, each item's in stream order, with their place in the batch. */
function lanesOf(records: readonly DynamoDBRecord[], spec: ConsumerSpec): { record: DynamoDBRecord; at: number }[][] {
  const lanes = new Map<string, { record: DynamoDBRecord; at: number }[]>()
  records.forEach((record, at) => {
    const keys = record.dynamodb?.Keys
    if (!accepts(spec, keys?.sk?.S)) return
    const item = `${keys?.pk?.S ?? ''}\u0000${keys?.sk?.S ?? ''}`
    const lane = lanes.get(item) ?? []
    lane.push({ record, at })
    lanes.set(item, lane)
  })
  return [...lanes.values()]
}

/** A failed record as the batch's log line names it. */
function failureOf(record: DynamoDBRecord, error: unknown) {
  const { name, message } = error instanceof Error ? error : new Error(String(error))
  return { eventId: record.eventID ?? '', sequenceNumber: record.dynamodb?.SequenceNumber ?? '', name, message }
}

/**
 * A stream consumer's Lambda handler: each record given to `handle`, an item's records in stream
 * order and up to ITEMS_AT_ONCE items side by side (as the stream promises order per item only, and a
 * batch of one at a time per record made the stream's work minutes late under load). An item whose
 * record throws stops there; the earliest failed record in the batch is reported
 * (ReportBatchItemFailures), so Lambda (or the local runner) retries from it: no record of an item is
 * handled before the item's earlier ones, and records after it that were handled are handled again,
 * which changes nothing (handlers are idempotent). Records of items the consumer is not given (its
 * filter) are passed over, so a replayed batch is judged the same way.
 */
export function streamConsumer(name: string, spec: ConsumerSpec, handle: (change: ItemChange) => Promise<Figures | undefined>) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const started = performance.now()
    const figures: Figures = {}
    const failures: { at: number; record: DynamoDBRecord; error: unknown }[] = []
    const lanes = lanesOf(event.Records, spec)
    let next = 0
    const worker = async () => {
      for (let lane = lanes[next++]; lane; lane = lanes[next++]) {
        for (const { record, at } of lane) {
          try {
            const counted = await handle(changeOf(record))
            for (const [key, value] of Object.entries(counted ?? {})) figures[key] = (figures[key] ?? 0) + value
          } catch (error) {
            failures.push({ at, record, error })
            break
          }
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(ITEMS_AT_ONCE, lanes.length) }, worker))
    const durationMs = Math.round(performance.now() - started)
    const first = failures.sort((a, b) => a.at - b.at)[0]
    const failed = first && failureOf(first.record, first.error)
    logStreamBatch({ consumer: name, records: event.Records.length, durationMs, figures, ...(failed ? { failed } : {}) })
    return { batchItemFailures: failed ? [{ itemIdentifier: failed.sequenceNumber }] : [] }
  }
}
