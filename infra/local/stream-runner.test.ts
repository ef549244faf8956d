import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams'
import type { DynamoDBStreamEvent } from 'aws-lambda'
import { mockClient } from 'aws-sdk-client-mock'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { CONSUMERS } from '../../functions/events/consumers'
import { pollUntil } from '../../functions/lib/testing/poll-until'
import { DeadLetterFile } from './dead-letters'
import { startStreamRunner } from './stream-runner'

const dynamo = mockClient(DynamoDBClient)
const streams = mockClient(DynamoDBStreamsClient)
const dir = mkdtempSync(join(tmpdir(), 'remit-stream-unit-'))
afterEach(() => {
  dynamo.reset()
  streams.reset()
})

it('asks for a new iterator after a read fails, so one refused iterator does not stop the runner', async () => {
  const streamArn = 'arn:aws:dynamodb:us-east-1:000000000000:table/t/stream/1'
  dynamo.on(DescribeTableCommand).resolves({ Table: { LatestStreamArn: streamArn } })
  streams.on(DescribeStreamCommand).resolves({ StreamDescription: { Shards: [{ ShardId: 'shard-1' }] } })
  streams.on(GetShardIteratorCommand).resolvesOnce({ ShardIterator: 'refused' }).resolves({ ShardIterator: 'fresh' })
  // In a CI run one runner read nothing for 120 s while a restarted one read every record at once: a read
  // that failed was retried with the same iterator, for good. Here that iterator is refused every time.
  streams
    .on(GetRecordsCommand, { ShardIterator: 'refused' })
    .rejects(Object.assign(new Error('Invalid ShardIterator'), { name: 'ValidationException' }))
  streams.on(GetRecordsCommand, { ShardIterator: 'fresh' }).resolvesOnce({
    Records: [{ eventName: 'INSERT', dynamodb: { Keys: { pk: { S: 'TRANSFER#a' }, sk: { S: 'TRANSFER' } }, SequenceNumber: '1' } }],
    NextShardIterator: 'next',
  })
  streams.on(GetRecordsCommand, { ShardIterator: 'next' }).resolves({ Records: [], NextShardIterator: 'next' })

  const handled: string[] = []
  const logged: string[] = []
  const runner = await startStreamRunner({
    endpoint: 'http://127.0.0.1:1',
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    tableName: 't',
    consumers: [
      {
        name: 'test',
        spec: CONSUMERS.indexSearch,
        handler: async (event: DynamoDBStreamEvent) => {
          handled.push(...event.Records.map((record) => record.dynamodb?.Keys?.pk?.S ?? ''))
          return { batchItemFailures: [] }
        },
      },
    ],
    deadLetters: new DeadLetterFile(join(dir, 'dead-letters.jsonl')),
    checkpointFile: join(dir, 'checkpoints.json'),
    pollMs: 10,
    log: (line) => logged.push(line),
  })
  try {
    await pollUntil(() => handled.length > 0, 'the record behind the refused iterator', { intervalMs: 20, timeoutMs: 10_000 })
  } finally {
    await runner.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  expect(handled).toEqual(['TRANSFER#a'])
  // The failed read is said, not swallowed.
  expect(logged.join('\n')).toContain('Invalid ShardIterator')
})
