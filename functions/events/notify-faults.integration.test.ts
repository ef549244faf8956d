import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2'
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns'
import { marshall } from '@aws-sdk/util-dynamodb'
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda'
import { mockClient } from 'aws-sdk-client-mock'
import { ulid } from 'ulid'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { captureLogs } from '../lib/logger'
import { SEEDED_ADMIN, type TestAccount } from '../users/testing/accounts-api'
import { FunctionEnvSchema, localStackClients } from '../users/testing/local-stack'
import { createTransfersApi } from '../transfers/testing/transfers-api'
import { testStack } from '../lib/testing/test-stack'

/**
 * The notify consumer with SES and SNS faults injected (aws-sdk-client-mock) and its markers in the
 * local stack's DynamoDB: a throttled send fails the record, its retry sends once, a replay sends
 * nothing more; a poison record fails alone, after the records before it went through. The stream
 * records are made here from a real transfer's item under a new id, so the stack's own consumer
 * (which notifies the real transfer) never touches them.
 */

const env = testStack().functionEnv as Record<string, string>
Object.assign(process.env, env)
const api = createTransfersApi(testStack().baseUrl)
const clients = localStackClients(FunctionEnvSchema.parse(env))
const ses = mockClient(SESv2Client)
const sns = mockClient(SNSClient)
const throttled = () => Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException', $metadata: { httpStatusCode: 429 } })

let sender: TestAccount
let stored: Record<string, unknown>
let sequence = 0
let restoreLogs: () => void

beforeAll(async () => {
  restoreLogs = captureLogs(() => undefined)
  const root = await api.accounts.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
  sender = await api.accounts.createAccount('nf-sender', root.token)
  const transfer = await api.createOk(sender.session.token, { paymentType: 'Cash Collection' })
  const item = await clients.getItem(`TRANSFER#${transfer.id}`, 'TRANSFER')
  if (!item) throw new Error('transfer item not found')
  stored = item
})
afterAll(() => {
  restoreLogs()
  ses.restore()
  sns.restore()
  clients.destroy()
})
beforeEach(() => {
  ses.reset()
  sns.reset()
})

/**
 * The stored transfer under a new id (so markers are this test's own), at `status`; paid into a
 * wallet unless told otherwise, so its creation sends the receipt alone (a cash transfer's also
 * texts the recipient) and its payout texts them.
 */
function copyOf(id: string, changes: Record<string, unknown> = {}) {
  return { ...stored, paymentType: 'Mobile Money', walletProvider: 'M-Pesa', ...changes, id, pk: `TRANSFER#${id}` }
}

function record(kind: 'INSERT' | 'MODIFY', before: Record<string, unknown> | undefined, after: Record<string, unknown>): DynamoDBRecord {
  sequence++
  const image = (item: Record<string, unknown>) =>
    marshall(item, { removeUndefinedValues: true }) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage']
  return {
    eventID: `test-${sequence}`,
    eventName: kind,
    dynamodb: {
      Keys: { pk: { S: String(after.pk) }, sk: { S: 'TRANSFER' } },
      SequenceNumber: String(sequence).padStart(21, '0'),
      ...(before ? { OldImage: image(before) } : {}),
      NewImage: image(after),
    },
  }
}

const event = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records })
const notify = async (e: DynamoDBStreamEvent) => (await import('./notify')).handler(e)

describe('notify with faults', () => {
  it('a throttled e-mail fails the record; the retry sends it once; a replay sends nothing more', async () => {
    ses.on(SendEmailCommand).rejectsOnce(throttled()).resolves({ MessageId: 'mail-1' })
    const insert = event(record('INSERT', undefined, copyOf(ulid())))
    const first = await notify(insert)
    expect(first.batchItemFailures).toHaveLength(1)
    expect((await notify(insert)).batchItemFailures).toEqual([])
    expect((await notify(insert)).batchItemFailures).toEqual([])
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2)
    const sent = ses.commandCalls(SendEmailCommand)[1]?.args[0].input
    expect(sent?.Destination?.ToAddresses).toEqual([sender.user.email])
    expect(sent?.Content?.Simple?.Subject?.Data).toMatch(/^Receipt for /)
  })

  it('a throttled SMS is retried without sending the paid-out e-mail twice', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'mail-2' })
    sns.on(PublishCommand).rejectsOnce(throttled()).resolves({ MessageId: 'sms-1' })
    const id = ulid()
    const paid = event(record('MODIFY', copyOf(id), copyOf(id, { status: 'PAID' })))
    expect((await notify(paid)).batchItemFailures).toHaveLength(1)
    expect((await notify(paid)).batchItemFailures).toEqual([])
    expect((await notify(paid)).batchItemFailures).toEqual([])
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1)
    expect(sns.commandCalls(PublishCommand)).toHaveLength(2)
    expect(sns.commandCalls(PublishCommand)[1]?.args[0].input.PhoneNumber).toBe(stored.mobileNumber)
  })

  it('a cash transfer texts its recipient when it is made (ready to collect), a throttled SMS once, with its tracking link', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'mail-4' })
    sns.on(PublishCommand).rejectsOnce(throttled()).resolves({ MessageId: 'sms-2' })
    const insert = event(record('INSERT', undefined, copyOf(ulid(), { paymentType: 'Cash Collection', walletProvider: undefined })))
    expect((await notify(insert)).batchItemFailures).toHaveLength(1)
    expect((await notify(insert)).batchItemFailures).toEqual([])
    expect((await notify(insert)).batchItemFailures).toEqual([])
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1)
    const texts = sns.commandCalls(PublishCommand).map((call) => call.args[0].input.Message ?? '')
    expect(texts).toHaveLength(2)
    expect(texts[1]).toMatch(/Collect it in .+ Track: https?:\/\/\S+\/track\/[A-Za-z0-9_-]{22}$/)
  })

  it('a poison record fails alone: the batch’s other items are handled, and the retry from it sends them nothing twice', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'mail-3' })
    const [good, after] = [ulid(), ulid()]
    const poisonId = ulid()
    const batch = event(
      record('INSERT', undefined, copyOf(good)),
      record('INSERT', undefined, { pk: `TRANSFER#${poisonId}`, sk: 'TRANSFER', id: poisonId, status: 'PENDING' }),
      record('INSERT', undefined, copyOf(after)),
    )
    const poison = [{ itemIdentifier: batch.Records[1]?.dynamodb?.SequenceNumber }]
    expect((await notify(batch)).batchItemFailures).toEqual(poison)
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2)
    // Lambda retries from the failed record: the poison fails again, the receipt after it is not sent twice.
    expect((await notify(event(...batch.Records.slice(1)))).batchItemFailures).toEqual(poison)
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2)
  })
})
