import { paginateQuery, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import type { User } from '../../shared/users/user'
import { VERIFICATION_MESSAGES, VerificationReviewSchema, type VerificationReview } from '../../shared/users/verification'
import { cancellationCodes, isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { BadRequestError, ConflictError } from '../lib/errors'
import { indexKeyOf, keyOf, prefixOf } from '../model/table-keys'
import { queryPage } from './page-cursor'
import { userFromItem } from './users-store'

const table = () => config().TABLE_NAME
const WAITING_PARTITION = prefixOf('profile', 'pk', {}, 'gsi3')

/**
 * The most reviews one read answers. A user is reviewed once per upload they answer a refusal with,
 * so a handful in a lifetime: one Query, no cursor, reads the whole history; were there ever more,
 * the newest are the ones kept.
 */
const REVIEW_HISTORY_LIMIT = 50

const REVIEWED_MEANWHILE = 'This user was reviewed by someone else meanwhile. Reload and try again.'

/**
 * Records a verification review in one transaction: the profile's flag and last review (and out of
 * the waiting queue), the review's own item (the timeline), and a condition that the document checked
 * is this user's and uploaded. The profile must still carry the review read (`before`), so two
 * reviewers never overwrite each other silently. `endSessionsAt` (epoch seconds): a verified user
 * refused loses what verification gave, so their sessions end in the same write.
 */
export async function recordVerificationReview(before: User, review: VerificationReview, endSessionsAt?: number): Promise<User> {
  const previous = before.verificationReview?.at
  const profileUpdate = {
    TableName: table(),
    Key: keyOf('profile', { sub: before.id }),
    UpdateExpression: `SET verified = :verified, verificationReview = :review, updatedAt = :at${endSessionsAt === undefined ? '' : ', tokensRevokedBefore = :ended'} REMOVE gsi3pk, gsi3sk`,
    ConditionExpression:
      previous === undefined
        ? 'attribute_exists(pk) AND attribute_not_exists(verificationReview)'
        : 'attribute_exists(pk) AND verificationReview.#at = :previous',
    ...(previous === undefined ? {} : { ExpressionAttributeNames: { '#at': 'at' } }),
    ExpressionAttributeValues: {
      ':verified': review.outcome === 'verified',
      ':review': review,
      ':at': review.at,
      ...(previous === undefined ? {} : { ':previous': previous }),
      ...(endSessionsAt === undefined ? {} : { ':ended': endSessionsAt }),
    },
  }
  const documentCheck = review.documentId
    ? [
        {
          ConditionCheck: {
            TableName: table(),
            Key: keyOf('document', { ownerId: before.id, id: review.documentId }),
            ConditionExpression: '#status = :uploaded',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':uploaded': 'uploaded' },
          },
        },
      ]
    : []
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: profileUpdate },
          {
            Put: {
              TableName: table(),
              Item: { ...keyOf('verificationDecision', { sub: before.id, at: review.at }), userId: before.id, ...review },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...documentCheck,
        ],
      }),
    )
  } catch (error) {
    const codes = cancellationCodes(error)
    if (codes[2] === 'ConditionalCheckFailed') {
      throw new BadRequestError(VERIFICATION_MESSAGES.documentNotFound, { documentId: VERIFICATION_MESSAGES.documentNotFound })
    }
    if (codes.includes('ConditionalCheckFailed') || isConditionFailure(error)) throw new ConflictError(REVIEWED_MEANWHILE)
    throw error
  }
  const { verificationReview: _previous, ...rest } = before
  return { ...rest, verified: review.outcome === 'verified', verificationReview: review, updatedAt: review.at }
}

/** A user's verification reviews as recorded (their own items, never edited), newest first: one Query of their partition. */
export async function listVerificationReviews(sub: string): Promise<VerificationReview[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': prefixOf('verificationDecision', 'pk', { sub }), ':sk': prefixOf('verificationDecision', 'sk') },
      ScanIndexForward: false,
      Limit: REVIEW_HISTORY_LIMIT,
    }),
  )
  // The item's keys and `userId` are left out by the schema: the answer is the review as the profile keeps it.
  return (out.Items ?? []).map((item) => z.parse(VerificationReviewSchema, item))
}

/**
 * A document of the user's was uploaded (accepted) at `at`: the user waits for a verification review,
 * unless verified or reviewed since. The first upload since the last review keeps its time (`if_not_exists`), so the
 * queue is oldest upload first. A verified user, or a profile gone, is left as it is. `backfill`:
 * only a user not in the queue yet (so the backfill counts what it added). True when it wrote.
 */
export async function markWaitingForVerification(sub: string, at: string, { backfill = false } = {}): Promise<boolean> {
  const keys = indexKeyOf('profile', 'gsi3', { since: at, sub })
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: keyOf('profile', { sub }),
        UpdateExpression: 'SET gsi3pk = :pk, gsi3sk = if_not_exists(gsi3sk, :sk)',
        // An upload counts only after the last review (a retried complete of an older one queues nobody).
        ConditionExpression: `attribute_exists(pk) AND verified = :no AND (attribute_not_exists(verificationReview) OR verificationReview.#at < :at)${backfill ? ' AND attribute_not_exists(gsi3pk)' : ''}`,
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':pk': keys.gsi3pk, ':sk': keys.gsi3sk, ':no': false, ':at': at },
      }),
    )
    return true
  } catch (error) {
    if (!isConditionFailure(error)) throw error
    return false
  }
}

/** How many users wait for a verification review (Select COUNT: keys only, no items). */
export async function countWaitingVerifications(): Promise<number> {
  let count = 0
  const pages = paginateQuery(
    { client: dynamo },
    {
      TableName: table(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': WAITING_PARTITION },
      Select: 'COUNT',
    },
  )
  for await (const page of pages) count += page.Count ?? 0
  return count
}

const WaitingCursorSchema = z.strictObject({
  pk: z.string().check(z.startsWith(prefixOf('profile', 'pk'))),
  sk: z.literal(prefixOf('profile', 'sk')),
  gsi3pk: z.literal(WAITING_PARTITION),
  gsi3sk: z.string().check(z.maxLength(200)),
})

/** A page of the users waiting for a verification review, oldest upload first, with when they started waiting. */
export async function listWaitingVerifications(
  limit: number,
  cursor: string | undefined,
): Promise<{ items: { user: User; waitingSince: string }[]; nextCursor?: string }> {
  return queryPage(
    { IndexName: 'gsi3', KeyConditionExpression: 'gsi3pk = :pk', ExpressionAttributeValues: { ':pk': WAITING_PARTITION } },
    { limit, cursor, cursorSchema: WaitingCursorSchema },
    (item) => ({ user: userFromItem(item), waitingSince: String(item.gsi3sk).split('#')[0] ?? '' }),
  )
}
