import type { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams'
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda'
import type { StreamFailure } from '../../infra/local/dead-letters'
import { eventOf, lambdaRecordOf, readRange } from '../../infra/local/stream-records'

export interface ReplayOutcome {
  records: number
  /** The consumer handled every record (the dead letter may be removed). */
  delivered: boolean
  detail?: string
}

/**
 * Replays one dead letter: its records read again from the stream (kept 24 hours) by the batch info
 * Lambda wrote, handed to the consumer as one event. Consumers are idempotent, so records that had
 * gone through before the failure change nothing; the letter may go once every record is handled.
 */
export async function replayFailure(
  failure: StreamFailure,
  streams: DynamoDBStreamsClient,
  region: string,
  invoke: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>,
): Promise<ReplayOutcome> {
  const info = failure.DDBStreamBatchInfo
  const records = await readRange(streams, info.streamArn, info.shardId, info.startSequenceNumber, info.endSequenceNumber)
  if (records.length === 0) {
    return { records: 0, delivered: false, detail: 'no records left in the stream (it keeps them 24 hours): see docs/operations for a rebuild' }
  }
  const answer = await invoke(eventOf(records.map((record) => lambdaRecordOf(record, info.streamArn, region))))
  const failed = answer.batchItemFailures[0]?.itemIdentifier
  return failed === undefined
    ? { records: records.length, delivered: true }
    : { records: records.length, delivered: false, detail: `record ${failed} failed again` }
}
