import { GetRecordsCommand, GetShardIteratorCommand, type DynamoDBStreamsClient, type _Record } from '@aws-sdk/client-dynamodb-streams'
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda'

/**
 * DynamoDB Streams records as Lambda hands them to a consumer: the same record with its source named
 * and its time in epoch seconds. The local stream runner and `npm run events:replay` build events
 * with this, so a consumer is given the same shape locally, in a replay and in AWS.
 */
export function lambdaRecordOf(record: _Record, streamArn: string, region: string): DynamoDBRecord {
  const { ApproximateCreationDateTime: created, ...change } = record.dynamodb ?? {}
  return {
    ...(record.eventID ? { eventID: record.eventID } : {}),
    ...(record.eventName ? { eventName: record.eventName } : {}),
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion ?? region,
    eventSourceARN: streamArn,
    // Attribute values are DynamoDB's JSON in both shapes; the SDK's union type differs only in its typing.
    dynamodb: {
      ...(change as NonNullable<DynamoDBRecord['dynamodb']>),
      ...(created ? { ApproximateCreationDateTime: created.getTime() / 1000 } : {}),
    },
  }
}

export const eventOf = (records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records })

/** Sequence numbers are decimal strings of growing length: compared as numbers. */
const compareSequence = (a: string, b: string): number => (a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0)

/**
 * The records of one shard from `start` to `end` (inclusive): what a dead letter's batch info names,
 * read again from the stream (which keeps records 24 hours) for a replay.
 */
export async function readRange(streams: DynamoDBStreamsClient, streamArn: string, shardId: string, start: string, end: string): Promise<_Record[]> {
  const first = await streams.send(
    new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: 'AT_SEQUENCE_NUMBER', SequenceNumber: start }),
  )
  const records: _Record[] = []
  let iterator = first.ShardIterator
  for (let round = 0; iterator && round < 1_000; round++) {
    const out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1_000 }))
    for (const record of out.Records ?? []) {
      const sequence = record.dynamodb?.SequenceNumber ?? ''
      if (compareSequence(sequence, end) > 0) return records
      records.push(record)
    }
    // An open shard answers an empty page at its end; a closed one, no iterator.
    if ((out.Records ?? []).length === 0) return records
    iterator = out.NextShardIterator
  }
  return records
}
