import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams'
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'
import { CONSUMERS, STREAM_RETRY_ATTEMPTS } from '../../functions/events/consumers'
import { replayFailure } from '../../scripts/lib/event-replay'
import { DeadLetterFile } from './dead-letters'
import { ensureTable } from './provision'
import { startStreamRunner, type StreamRunner } from './stream-runner'
import { pollUntil } from '../../functions/lib/testing/poll-until'
import { testStack } from '../../functions/lib/testing/test-stack'

/**
 * The local event source mapping against DynamoDB Local's real stream, on a table of its own: a
 * poison record is retried STREAM_RETRY_ATTEMPTS times, then goes to the dead-letter file while the
 * records around it go through; a replay delivers it once; a restarted runner goes on after its
 * checkpoint instead of handling the stream again.
 */

const env = testStack().functionEnv as Record<string, string>
const common = {
  region: env.AWS_REGION ?? 'us-east-1',
  credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '' },
  endpoint: env.AWS_ENDPOINT_URL_DYNAMODB ?? '',
}
const tableName = `stream-runner-${Date.now()}`
const dir = mkdtempSync(join(tmpdir(), 'remit-stream-'))
const deadLetters = new DeadLetterFile(join(dir, 'dead-letters.jsonl'))
const dynamo = new DynamoDBClient(common)
const doc = DynamoDBDocumentClient.from(dynamo)
const streams = new DynamoDBStreamsClient(common)

/** Every invocation's record keys, in order, and whether the poison record still fails. */
const handled: string[] = []
let poisonFails = true
async function consumer(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const pk = record.dynamodb?.Keys?.pk?.S ?? ''
    handled.push(pk)
    if (pk === 'TRANSFER#poison' && poisonFails) return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] }
  }
  return { batchItemFailures: [] }
}

const runnerFor = () =>
  startStreamRunner({
    ...common,
    tableName,
    consumers: [{ name: 'test', spec: CONSUMERS.indexSearch, handler: consumer }],
    deadLetters,
    checkpointFile: join(dir, 'checkpoints.json'),
    pollMs: 50,
    retryDelayMs: 10,
    log: (line) => logged.push(line),
  })
/** What the runner says (a failed read, a dead letter), printed when a test fails. */
const logged: string[] = []

let runner: StreamRunner
beforeAll(async () => {
  await ensureTable(dynamo, tableName)
  runner = await runnerFor()
})
afterAll(async () => {
  await runner.stop()
  dynamo.destroy()
  streams.destroy()
  rmSync(dir, { recursive: true, force: true })
})

const count = (pk: string) => handled.filter((key) => key === pk).length

const printLog = () => console.error(`the runner said:\n${logged.join('\n')}`)

describe('the local stream runner', () => {
  it('dead-letters a poison record after the retries and goes on with the rest; a replay delivers it once', async () => {
    onTestFailed(printLog)
    const keys = ['a', 'b', 'poison', 'c', 'd'].map((id) => `TRANSFER#${id}`)
    await doc.send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName]: [
            ...keys.map((pk) => ({ PutRequest: { Item: { pk, sk: 'TRANSFER' } } })),
            { PutRequest: { Item: { pk: 'OTHER', sk: 'NOT-GIVEN' } } },
          ],
        },
      }),
    )
    await pollUntil(() => deadLetters.list().length === 1 && count('TRANSFER#d') > 0, 'the dead letter and the last record', { intervalMs: 50 })
    expect(count('TRANSFER#poison')).toBe(STREAM_RETRY_ATTEMPTS + 1)
    for (const pk of ['TRANSFER#a', 'TRANSFER#b', 'TRANSFER#c', 'TRANSFER#d']) expect(count(pk)).toBeGreaterThan(0)
    // The filter: an item the consumer is not given never reaches it.
    expect(handled).not.toContain('OTHER')
    // Records are never handled out of order: c only after the poison record's last try.
    expect(handled.indexOf('TRANSFER#c')).toBeGreaterThan(handled.lastIndexOf('TRANSFER#poison'))

    poisonFails = false
    const [letter] = deadLetters.list()
    if (!letter) throw new Error('no dead letter')
    expect(letter.body.requestContext.condition).toBe('RetryAttemptsExhausted')
    const before = count('TRANSFER#poison')
    const outcome = await replayFailure(letter.body, streams, common.region, consumer)
    expect(outcome).toMatchObject({ records: 1, delivered: true })
    deadLetters.remove(letter.id)
    expect(count('TRANSFER#poison')).toBe(before + 1)
    expect(deadLetters.list()).toHaveLength(0)
  })

  it('goes on after its checkpoint when restarted', async () => {
    onTestFailed(printLog)
    await runner.stop()
    const seen = handled.length
    runner = await runnerFor()
    await doc.send(new BatchWriteCommand({ RequestItems: { [tableName]: [{ PutRequest: { Item: { pk: 'TRANSFER#e', sk: 'TRANSFER' } } }] } }))
    await pollUntil(() => count('TRANSFER#e') > 0, 'the new record', { intervalMs: 50 })
    expect(handled.slice(seen)).toEqual(['TRANSFER#e'])
  })
})
