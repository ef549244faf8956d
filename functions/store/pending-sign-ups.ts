import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { AddressSchema } from '../../shared/users/user'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { TTL_ATTRIBUTE } from '../model/table-definition'
import { keyOf } from '../model/table-keys'

/**
 * Sign-ups waiting for their e-mail code: the Cognito user exists, the profile
 * does not. The profile the person entered waits here and becomes the account, with its e-mail
 * claim, in the transaction that settles this item (users-store `createUser` with `settlesSignUp`).
 * Until then the address has no account: it appears in no list and resets no password.
 */
const PENDING_SIGN_UP_DAYS = 7

const PendingSignUpSchema = z.object({
  email: z.string(),
  /** The Cognito subject, which becomes the user id. */
  sub: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  dateOfBirth: z.string(),
  placeOfBirth: z.string(),
  address: AddressSchema,
  /** When this sign-up was last asked for (ISO). */
  requestedAt: z.string(),
  /** Epoch seconds: DynamoDB TTL removes the item, which is also ignored once past. */
  [TTL_ATTRIBUTE]: z.number(),
})
export type PendingSignUp = Omit<z.infer<typeof PendingSignUpSchema>, typeof TTL_ATTRIBUTE>

const table = () => config().TABLE_NAME
const key = (email: string) => keyOf('pendingSignUp', { email })

/** Records (or replaces: the latest sign-up of an address is the one its code finishes) a waiting sign-up. */
export async function putPendingSignUp(pending: PendingSignUp, now: Date): Promise<void> {
  const expires = Math.floor(now.getTime() / 1000) + PENDING_SIGN_UP_DAYS * 86_400
  await dynamo.send(new PutCommand({ TableName: table(), Item: { ...key(pending.email), ...pending, [TTL_ATTRIBUTE]: expires } }))
}

/** The address's waiting sign-up, unless none is recorded or it has expired (TTL deletes lazily). */
export async function getPendingSignUp(email: string, now: Date): Promise<PendingSignUp | undefined> {
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: key(email), ConsistentRead: true }))
  if (!out.Item) return undefined
  const { [TTL_ATTRIBUTE]: expires, ...pending } = z.parse(PendingSignUpSchema, out.Item)
  return expires * 1000 > now.getTime() ? pending : undefined
}
