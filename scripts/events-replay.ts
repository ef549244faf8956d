/**
 * Replays the table stream's dead letters: each failure's records are read again from the
 * stream and handed to the consumer that failed them; a letter is removed once they all went through.
 *
 *   npm run events:replay -- --local                       the running npm start stack's dead-letter file
 *   npm run events:replay -- --stage <name> [--region r]   the stage's SQS dead-letter queue (AWS credentials)
 *
 * Replay after fixing the cause (the consumer's log line names the record and the error), within
 * 24 hours of the failure: DynamoDB Streams keeps records that long. Consumers are idempotent, so
 * replaying a letter twice sends no e-mail twice and writes the index the same.
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation'
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams'
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda'
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs'
import type { DynamoDBBatchResponse } from 'aws-lambda'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as z from 'zod/mini'
import { DEAD_LETTER_FILE, DeadLetterFile, StreamFailureSchema } from '../infra/local/dead-letters'
import { replayFailure, type ReplayOutcome } from './lib/event-replay'
import { localEnvironment } from './lib/stage-environment'

const USAGE = 'Usage: npm run events:replay -- (--local | --stage <name> [--region <region>])'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const report = (name: string, outcome: ReplayOutcome) =>
  console.log(`${outcome.delivered ? 'replayed' : 'kept    '} ${name}: ${outcome.records} record(s)${outcome.detail ? ` — ${outcome.detail}` : ''}`)

async function replayLocal(): Promise<number> {
  const env = localEnvironment(fail)
  Object.assign(process.env, env)
  const { loadStreamConsumers } = await import('../infra/local/stream-runner')
  const consumers = await loadStreamConsumers()
  const letters = new DeadLetterFile(join(resolve(process.env.LOCAL_DATA_DIR ?? '.local'), DEAD_LETTER_FILE))
  const region = env.AWS_REGION ?? 'us-east-1'
  const streams = new DynamoDBStreamsClient({ region, endpoint: env.AWS_ENDPOINT_URL_DYNAMODB })
  let kept = 0
  for (const letter of letters.list()) {
    const consumer = consumers.find((binding) => binding.name === letter.consumer)
    if (!consumer) fail(`Dead letter ${letter.id} names an unknown consumer '${letter.consumer}'.`)
    const outcome = await replayFailure(letter.body, streams, region, consumer.handler)
    report(`${letter.consumer} ${letter.id}`, outcome)
    if (outcome.delivered) letters.remove(letter.id)
    else kept++
  }
  streams.destroy()
  return kept
}

const LambdaAnswerSchema = z.object({ batchItemFailures: z.array(z.object({ itemIdentifier: z.string() })) })

async function replayStage(stage: string, region: string): Promise<number> {
  const stackName = `Remit-${stage}-Events`
  const described = await new CloudFormationClient({ region }).send(new DescribeStacksCommand({ StackName: stackName }))
  const queueUrl = described.Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === 'DeadLetterQueueUrl')?.OutputValue
  if (!queueUrl) fail(`Stack ${stackName} in ${region} has no DeadLetterQueueUrl output.`)
  const sqs = new SQSClient({ region })
  const lambda = new LambdaClient({ region })
  const streams = new DynamoDBStreamsClient({ region })
  let kept = 0
  for (;;) {
    const received = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, VisibilityTimeout: 120, WaitTimeSeconds: 1 }),
    )
    const messages = received.Messages ?? []
    if (messages.length === 0) break
    for (const message of messages) {
      const failure = StreamFailureSchema.parse(JSON.parse(message.Body ?? '{}'))
      const functionArn = failure.requestContext.functionArn
      const outcome = await replayFailure(failure, streams, region, async (event): Promise<DynamoDBBatchResponse> => {
        const out = await lambda.send(new InvokeCommand({ FunctionName: functionArn, Payload: new TextEncoder().encode(JSON.stringify(event)) }))
        if (out.FunctionError) throw new Error(`${functionArn} failed: ${new TextDecoder().decode(out.Payload)}`)
        return LambdaAnswerSchema.parse(JSON.parse(new TextDecoder().decode(out.Payload)))
      })
      report(`${functionArn} ${message.MessageId ?? ''}`, outcome)
      if (outcome.delivered) await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message.ReceiptHandle }))
      else kept++
    }
  }
  return kept
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, region: { type: 'string' }, local: { type: 'boolean', default: false } } })
  if (values.local === Boolean(values.stage)) fail(USAGE)
  const region = values.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION
  if (values.stage && !region) fail('Name the region: --region <region> or AWS_REGION.')
  const kept = values.stage && region ? await replayStage(values.stage, region) : await replayLocal()
  console.log(kept === 0 ? 'No dead letters left.' : `${kept} dead letter(s) kept: fix the cause and run again.`)
  process.exit(kept === 0 ? 0 : 2)
}

main().catch((error: unknown) => fail(`events:replay failed: ${error instanceof Error ? error.message : String(error)}`))
