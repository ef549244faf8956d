import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb'
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams'
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda'
import { existsSync, readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { accepts, CONSUMERS, STREAM_BATCH_SIZE, STREAM_RETRY_ATTEMPTS, type ConsumerName, type ConsumerSpec } from '../../functions/events/consumers'
import type { StreamCheckpoints } from '../../functions/events/stream-checkpoints'
import { writeFileAtomically } from './atomic-file'
import type { DeadLetterFile } from './dead-letters'
import { eventOf, lambdaRecordOf } from './stream-records'

export interface StreamConsumerBinding {
  name: string
  spec: ConsumerSpec
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>
}

export interface StreamRunnerOptions {
  endpoint: string
  region: string
  credentials: { accessKeyId: string; secretAccessKey: string }
  tableName: string
  consumers: readonly StreamConsumerBinding[]
  deadLetters: DeadLetterFile
  /** Where each shard's last handled sequence number is kept, so a restart goes on from there. */
  checkpointFile: string
  /** Retries of a failing record before it goes to the dead-letter file (the CDK mapping's retryAttempts). */
  retryAttempts?: number
  pollMs?: number
  /** Pause before each retry, doubled each time. */
  retryDelayMs?: number
  log?: (line: string) => void
}

export interface StreamRunner {
  stop(): Promise<void>
}

/** Every consumer module of functions/events/consumers.ts, imported as Lambda would (after the environment is set). */
export async function loadStreamConsumers(): Promise<StreamConsumerBinding[]> {
  const names = Object.keys(CONSUMERS) as ConsumerName[]
  return Promise.all(
    names.map(async (name) => {
      const spec = CONSUMERS[name]
      const module = (await import(`../../${spec.module}.ts`)) as { handler: StreamConsumerBinding['handler'] }
      return { name, spec, handler: module.handler }
    }),
  )
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * When every read finds records for longer than this, the runner says so once it catches up: work
 * that waits on the stream (e-mails, SMS, the search index) may have been up to that late, and a test
 * waiting for it would only say that it timed out. (DynamoDB Local stamps a record's creation to the
 * minute, too coarse to time one record's wait.)
 */
const BACKLOG_REPORT_MS = 10_000

/**
 * The local stack's event source mappings: reads DynamoDB Local's stream of the table and invokes
 * each consumer module with Lambda's event shape and semantics: records in order, the consumer's
 * filter applied first, a reported (or thrown) failure retried from that record with a growing pause,
 * and after `retryAttempts` retries the failing record goes to the dead-letter file (Lambda's
 * on-failure destination; with bisect-on-error Lambda too narrows a batch down to that record) and
 * the rest go on. Consumers never block the API: they run beside it, and their failures are printed.
 */
export async function startStreamRunner(options: StreamRunnerOptions): Promise<StreamRunner> {
  const { region, credentials, endpoint } = options
  const retryAttempts = options.retryAttempts ?? STREAM_RETRY_ATTEMPTS
  const pollMs = options.pollMs ?? 150
  const retryDelayMs = options.retryDelayMs ?? 200
  const log = options.log ?? ((line: string) => console.error(line))
  const dynamo = new DynamoDBClient({ region, credentials, endpoint })
  const streams = new DynamoDBStreamsClient({ region, credentials, endpoint })
  const table = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }))
  dynamo.destroy()
  const latestArn = table.Table?.LatestStreamArn
  if (!latestArn) throw new Error(`Table ${options.tableName} has no stream`)
  const streamArn: string = latestArn

  const saved = existsSync(options.checkpointFile) ? (JSON.parse(readFileSync(options.checkpointFile, 'utf8')) as StreamCheckpoints) : undefined
  const checkpoints: Record<string, string> = saved?.streamArn === streamArn ? saved.shards : {}
  const iterators = new Map<string, string | undefined>()
  const finished = new Set<string>()
  let stopped = false

  // Whole or not at all: a kill mid-write must not leave a file the next start cannot read.
  const save = () => writeFileAtomically(options.checkpointFile, JSON.stringify({ streamArn, shards: checkpoints } satisfies StreamCheckpoints))

  async function iteratorFor(shard: Shard): Promise<string | undefined> {
    const shardId = shard.ShardId ?? ''
    const after = checkpoints[shardId]
    const out = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ...(after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    )
    return out.ShardIterator
  }

  function deadLetter(binding: StreamConsumerBinding, record: DynamoDBRecord, shardId: string, invokeCount: number): void {
    const sequence = record.dynamodb?.SequenceNumber ?? ''
    const arrival = new Date((record.dynamodb?.ApproximateCreationDateTime ?? Date.now() / 1000) * 1000).toISOString()
    const letter = options.deadLetters.add(binding.name, {
      requestContext: {
        requestId: randomUUID(),
        functionArn: `local:${binding.name}`,
        condition: 'RetryAttemptsExhausted',
        approximateInvokeCount: invokeCount,
      },
      version: '1.0',
      timestamp: new Date().toISOString(),
      DDBStreamBatchInfo: {
        shardId,
        startSequenceNumber: sequence,
        endSequenceNumber: sequence,
        batchSize: 1,
        streamArn,
        approximateArrivalOfFirstRecord: arrival,
        approximateArrivalOfLastRecord: arrival,
      },
    })
    log(
      `[stream] ${binding.name}: record ${sequence} failed ${invokeCount} times; dead letter ${letter.id} in ${options.deadLetters.path} (npm run events:replay -- --local)`,
    )
  }

  /** One consumer's run over a batch, with Lambda's retry semantics. */
  async function deliver(binding: StreamConsumerBinding, batch: DynamoDBRecord[], shardId: string): Promise<void> {
    let pending = batch.filter((record) => accepts(binding.spec, record.dynamodb?.Keys?.sk?.S))
    let invokes = 0
    while (pending.length > 0 && !stopped) {
      invokes++
      let failedAt: number
      try {
        const answer = await binding.handler(eventOf(pending))
        const failed = answer.batchItemFailures[0]?.itemIdentifier
        if (failed === undefined) return
        failedAt = Math.max(
          0,
          pending.findIndex((record) => record.dynamodb?.SequenceNumber === failed),
        )
      } catch (error) {
        log(`[stream] ${binding.name}: the batch threw ${error instanceof Error ? error.message : String(error)}`)
        failedAt = 0
      }
      pending = pending.slice(failedAt)
      const head = pending[0]
      if (invokes > retryAttempts && head) {
        deadLetter(binding, head, shardId, invokes)
        pending = pending.slice(1)
        invokes = 0
        continue
      }
      await sleep(retryDelayMs * 2 ** (invokes - 1))
    }
  }

  async function poll(shard: Shard): Promise<number> {
    const shardId = shard.ShardId ?? ''
    if (finished.has(shardId)) return 0
    if (!iterators.has(shardId)) iterators.set(shardId, await iteratorFor(shard))
    const iterator = iterators.get(shardId)
    if (!iterator) {
      finished.add(shardId)
      return 0
    }
    let out
    try {
      out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: STREAM_BATCH_SIZE }))
    } catch (error) {
      // The next read asks for a new iterator, after the checkpoint: an iterator that failed (expired after
      // 15 minutes, or refused) was read again and again, and the runner stopped reading for good.
      iterators.delete(shardId)
      if (error instanceof Error && error.name === 'ExpiredIteratorException') return 0
      throw error
    }
    iterators.set(shardId, out.NextShardIterator)
    const records: _Record[] = out.Records ?? []
    if (records.length === 0) return 0
    const batch = records.map((record) => lambdaRecordOf(record, streamArn, region))
    await Promise.all(options.consumers.map((binding) => deliver(binding, batch, shardId)))
    // Stopped while a batch was being retried: it was not handled whole, so the next start reads it again.
    if (stopped) return 0
    const last = records.at(-1)?.dynamodb?.SequenceNumber
    if (last) {
      checkpoints[shardId] = last
      save()
    }
    return records.length
  }

  const loop = (async () => {
    let shards: Shard[] = []
    let describedAt = 0
    // The current run of reads that all found records: when it began and how many it handed over.
    let backlog: { since: number; records: number } | undefined
    while (!stopped) {
      try {
        if (Date.now() - describedAt > 5_000 || shards.length === 0) {
          const described = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }))
          shards = described.StreamDescription?.Shards ?? []
          describedAt = Date.now()
        }
        let handled = 0
        const reading = Date.now()
        // Parents before children: a shard's records come before its successor's.
        for (const shard of shards) handled += await poll(shard)
        if (handled > 0) {
          backlog ??= { since: reading, records: 0 }
          backlog.records += handled
          continue
        }
        const clearedMs = backlog ? Date.now() - backlog.since : 0
        if (backlog && clearedMs > BACKLOG_REPORT_MS)
          log(`[stream] busy without a break for ${(clearedMs / 1000).toFixed(1)} s (${backlog.records} records)`)
        backlog = undefined
        await sleep(pollMs)
      } catch (error) {
        if (!stopped) log(`[stream] reading the table's stream failed: ${error instanceof Error ? error.message : String(error)}`)
        await sleep(1_000)
      }
    }
  })()

  return {
    async stop() {
      stopped = true
      await loop
      streams.destroy()
    },
  }
}
