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

/**
 * A stream consumer's Lambda handler: the records in order, each given to `handle`; at the first
 * that throws, the batch stops and reports that record as its failure (ReportBatchItemFailures), so
 * Lambda (or the local runner) retries from it and the records after it are never handled out of
 * order. Handlers are idempotent: a retried record changes nothing twice. Records of items the
 * consumer is not given (its filter) are passed over, so a replayed batch is judged the same way.
 */
export function streamConsumer(name: string, spec: ConsumerSpec, handle: (change: ItemChange) => Promise<Figures | undefined>) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const started = performance.now()
    const figures: Figures = {}
    const durationMs = () => Math.round(performance.now() - started)
    for (const record of event.Records) {
      const sortKey = record.dynamodb?.Keys?.sk?.S
      if (!accepts(spec, sortKey)) continue
      try {
        const counted = await handle(changeOf(record))
        for (const [key, value] of Object.entries(counted ?? {})) figures[key] = (figures[key] ?? 0) + value
      } catch (error) {
        const { name: errorName, message } = error instanceof Error ? error : new Error(String(error))
        const sequenceNumber = record.dynamodb?.SequenceNumber ?? ''
        logStreamBatch({
          consumer: name,
          records: event.Records.length,
          durationMs: durationMs(),
          figures,
          failed: { eventId: record.eventID ?? '', sequenceNumber, name: errorName, message },
        })
        return { batchItemFailures: [{ itemIdentifier: sequenceNumber }] }
      }
    }
    logStreamBatch({ consumer: name, records: event.Records.length, durationMs: durationMs(), figures })
    return { batchItemFailures: [] }
  }
}
