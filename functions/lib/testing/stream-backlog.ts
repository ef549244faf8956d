import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams'
import { STREAM_CHECKPOINT_FILE, type StreamCheckpoints } from '../../events/stream-checkpoints'
import type { FunctionEnv } from '../../users/testing/local-stack'

/**
 * How many records of the table's stream the local stack's consumers have not handled yet: those
 * after each shard's checkpoint (the runner saves one after each batch every consumer has handled).
 * 0 means every write so far has reached its consumers, and anything they write in turn.
 */
async function streamBacklog(env: FunctionEnv, dataDir: string): Promise<number> {
  const config = {
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
    endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
  }
  const dynamo = new DynamoDBClient(config)
  const streams = new DynamoDBStreamsClient(config)
  try {
    const streamArn = (await dynamo.send(new DescribeTableCommand({ TableName: env.TABLE_NAME }))).Table?.LatestStreamArn
    if (!streamArn) throw new Error(`Table ${env.TABLE_NAME} has no stream`)
    const file = join(dataDir, STREAM_CHECKPOINT_FILE)
    const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StreamCheckpoints) : undefined
    const checkpoints = saved?.streamArn === streamArn ? saved.shards : {}
    const shards = (await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }))).StreamDescription?.Shards ?? []
    let backlog = 0
    for (const { ShardId: shardId } of shards) {
      if (!shardId) continue
      const after = checkpoints[shardId]
      const { ShardIterator: iterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ...(after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
      )
      if (!iterator) continue
      backlog += (await streams.send(new GetRecordsCommand({ ShardIterator: iterator }))).Records?.length ?? 0
    }
    return backlog
  } finally {
    dynamo.destroy()
    streams.destroy()
  }
}

/**
 * Waits until the stream consumers have caught up with every write so far, so that a test comparing
 * the table before and after sees no late work of the files before it (a receipt's notice marker,
 * search postings): on a busy machine the consumers can run seconds behind.
 */
export async function streamConsumersCaughtUp(env: FunctionEnv, dataDir: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const backlog = await streamBacklog(env, dataDir)
    if (backlog === 0) return
    if (Date.now() > deadline) throw new Error(`The stream consumers are still ${backlog} records behind after ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
