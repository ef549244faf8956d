import { randomUUID } from 'node:crypto'
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import { isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { TTL_ATTRIBUTE } from '../model/table-definition'
import { keyOf } from '../model/table-keys'
import { putNew } from './put-new'

/** Markers outlive every retry and replay: the stream keeps records a day, the dead-letter queue 14 days. */
const NOTICE_TTL_SECONDS = 30 * 24 * 60 * 60

/** Whether a notice is about a transfer (kept under it) or about the account itself (kept under the user). */
type NoticeAbout = 'transfer' | 'account'

const noticeKey = (about: NoticeAbout, id: string, key: string) =>
  about === 'account' ? keyOf('accountNotice', { sub: id, key }) : keyOf('notice', { id, key })

/**
 * Claims the right to send one notification (`key`: 'receipt', 'paid', 'claim#<id>'…) about a
 * transfer: true for the first caller only, so a retried or replayed stream record never sends twice.
 */
export async function claimNotice(
  transferId: string,
  key: string,
  channel: 'email' | 'sms',
  now: Date,
  about: NoticeAbout = 'transfer',
): Promise<boolean> {
  const outcome = await putNew(config().TABLE_NAME, {
    ...noticeKey(about, transferId, key),
    channel,
    state: 'sending',
    claimedAt: now.toISOString(),
    // Makes the claim this caller's own, so a retried put that had landed is told apart from a rival's (put-new.ts).
    claimId: randomUUID(),
    [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + NOTICE_TTL_SECONDS,
  })
  return outcome === 'written'
}

export async function markNoticeSent(transferId: string, key: string, messageId: string, about: NoticeAbout = 'transfer'): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: config().TABLE_NAME,
      Key: noticeKey(about, transferId, key),
      UpdateExpression: 'SET #state = :sent, messageId = :id',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':sent': 'sent', ':id': messageId },
    }),
  )
}

/** Gives a claim back after the send failed, so the retry of the record sends it. */
export async function releaseNotice(transferId: string, key: string, about: NoticeAbout = 'transfer'): Promise<void> {
  await dynamo
    .send(
      new DeleteCommand({
        TableName: config().TABLE_NAME,
        Key: noticeKey(about, transferId, key),
        ConditionExpression: '#state = :sending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sending': 'sending' },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error
    })
}
