import type { AccountScreening } from '../../shared/compliance/hold'
import { GetCommand, TransactWriteCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import type { Locale } from '../../shared/i18n/locales'
import type { EmailPreferences } from '../../shared/notifications/email-preferences'
import { UserSchema, type User } from '../../shared/users/user'
import type { TwoFactorReset } from '../../shared/users/user'
import { EMAIL_TAKEN_MESSAGE, USER_NOT_FOUND_MESSAGE } from '../../shared/users/user-messages'
import { isConditionFailure, conditionHeld } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { ConflictError, NotFoundError } from '../lib/errors'
import { profileItemOf, type Actor } from '../model/actor'
import { conditionalUpdate } from './conditional-update'
import { queryPage } from './page-cursor'
import { indexKeyOf, keyOf, prefixOf } from '../model/table-keys'

/** User profiles and the e-mail claims written in the same transactions (entities `profile` and `emailClaim`). */
const USERS_PARTITION = prefixOf('profile', 'pk', {}, 'gsi1')
const emailKey = (email: string) => keyOf('emailClaim', { email })
const profileKey = (sub: string) => keyOf('profile', { sub })
const table = () => config().TABLE_NAME

/** A users-list cursor is exactly a gsi1 key of the USERS partition. */
const UsersCursorSchema = z.strictObject({
  pk: z.string().check(z.startsWith(prefixOf('profile', 'pk'))),
  sk: z.literal(prefixOf('profile', 'sk')),
  gsi1pk: z.literal(USERS_PARTITION),
  gsi1sk: z.string().check(z.maxLength(200)),
})

function toItem(user: User) {
  return { ...profileKey(user.id), ...indexKeyOf('profile', 'gsi1', { createdAt: user.createdAt, sub: user.id }), ...user }
}

/** The user a stored profile item describes. */
export const userFromItem = (item: Record<string, unknown>): User => z.parse(UserSchema, item)

/** The owner of an e-mail address, if any (the uniqueness item). */
export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: emailKey(email), ConsistentRead: true }))
  const sub: unknown = out.Item?.sub
  return typeof sub === 'string' ? sub : undefined
}

/**
 * Creates the profile and claims its e-mail in one transaction; a taken e-mail is a 409.
 * `settlesSignUp`: the address's sign-up waiting for its code goes in the same transaction.
 */
export async function createUser(user: User, options: { settlesSignUp?: boolean; screening?: AccountScreening } = {}): Promise<void> {
  const item = { ...toItem(user), ...(options.screening ? { screening: options.screening } : {}) }
  const created = await conditionHeld(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: table(), Item: { ...emailKey(user.email), sub: user.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
          ...(options.settlesSignUp ? [{ Delete: { TableName: table(), Key: keyOf('pendingSignUp', { email: user.email }) } }] : []),
        ],
      }),
    ),
  )
  if (!created) throw new ConflictError(EMAIL_TAKEN_MESSAGE)
}

export async function getUser(id: string): Promise<User | undefined> {
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: profileKey(id), ConsistentRead: true }))
  return out.Item ? userFromItem(out.Item) : undefined
}

/** The caller's own profile from the item their authentication already read (no second read), or undefined. */
export function ownProfile(actor: Actor): User | undefined {
  const item = profileItemOf(actor)
  return item ? userFromItem(item) : undefined
}

export async function requireUser(id: string, message = USER_NOT_FOUND_MESSAGE): Promise<User> {
  const user = await getUser(id)
  if (!user) throw new NotFoundError(message)
  return user
}

/** One page of users, newest first. */
export async function listUsers(limit: number, cursor?: string): Promise<{ items: User[]; nextCursor?: string }> {
  return queryPage(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :users',
      ExpressionAttributeValues: { ':users': USERS_PARTITION },
      ScanIndexForward: false,
    },
    { limit, cursor, cursorSchema: UsersCursorSchema },
    userFromItem,
  )
}

export type UserChanges = Partial<
  Pick<User, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'isAdmin' | 'superAdmin' | 'verified' | 'pendingEmail'>
>

/**
 * Applies changes to a profile that still has `before`'s e-mail. An e-mail change moves the
 * uniqueness item in the same transaction, so two accounts can never hold one address.
 */
export async function updateUser(before: User, changes: UserChanges, now: string, screening?: AccountScreening): Promise<User> {
  const emailMoves = changes.email !== undefined && changes.email !== before.email
  const { pendingEmail: _settled, ...rest } = before
  // A new e-mail settles the change that was waiting for it.
  const after: User = { ...(emailMoves ? rest : before), ...changes, updatedAt: now }
  const names = Object.keys(changes) as (keyof UserChanges)[]
  const set = [...names.map((name) => `#${name} = :${name}`), '#updatedAt = :updatedAt', ...(screening ? ['#screening = :screening'] : [])]
  const update = {
    TableName: table(),
    Key: profileKey(before.id),
    UpdateExpression: `SET ${set.join(', ')}${emailMoves ? ' REMOVE pendingEmail' : ''}`,
    ConditionExpression: 'attribute_exists(pk) AND #email = :previousEmail',
    ExpressionAttributeNames: Object.fromEntries(
      ['email', 'updatedAt', ...names, ...(screening ? ['screening'] : [])].map((name) => [`#${name}`, name]),
    ),
    ExpressionAttributeValues: {
      ...Object.fromEntries(names.map((name) => [`:${name}`, changes[name]])),
      ...(screening ? { ':screening': screening } : {}),
      ':updatedAt': now,
      ':previousEmail': before.email,
    },
  }
  try {
    if (emailMoves && changes.email !== undefined) {
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: update },
            { Delete: { TableName: table(), Key: emailKey(before.email) } },
            { Put: { TableName: table(), Item: { ...emailKey(changes.email), sub: before.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
          ],
        }),
      )
    } else {
      await dynamo.send(new UpdateCommand(update))
    }
  } catch (error) {
    if (!isConditionFailure(error)) throw error
    if (!(await getUser(before.id))) throw new NotFoundError(USER_NOT_FOUND_MESSAGE)
    throw new ConflictError(
      changes.email !== undefined && changes.email !== before.email
        ? EMAIL_TAKEN_MESSAGE
        : 'This user was changed by someone else. Reload and try again.',
    )
  }
  return after
}

/** Drops the user's waiting e-mail change to `pendingEmail`, if it is still that one (its address was taken meanwhile). */
export async function dropPendingEmail(id: string, pendingEmail: string): Promise<void> {
  await conditionalUpdate({
    Key: profileKey(id),
    UpdateExpression: 'REMOVE pendingEmail',
    ConditionExpression: 'pendingEmail = :pending',
    ExpressionAttributeValues: { ':pending': pendingEmail },
  })
}

/** Sets the user's e-mail choices on their profile, if it still exists. */
export function setEmailPreferences(id: string, preferences: EmailPreferences, now: string): Promise<void> {
  return setOwnChoice(id, 'emailPreferences', preferences, now)
}

/** Sets the user's language on their profile, if it still exists. */
export function setLanguage(id: string, language: Locale, now: string): Promise<void> {
  return setOwnChoice(id, 'language', language, now)
}

/** Sets the time zone the user's browser reported on their profile, if it still exists. */
export function setTimeZone(id: string, timeZone: string, now: string): Promise<void> {
  return setOwnChoice(id, 'timeZone', timeZone, now)
}

/** One of the choices a user makes for themselves alone, on a profile that still exists. */
async function setOwnChoice(
  id: string,
  name: 'emailPreferences' | 'language' | 'timeZone',
  value: EmailPreferences | Locale | string,
  now: string,
): Promise<void> {
  await updateExistingProfile(id, {
    UpdateExpression: 'SET #choice = :value, updatedAt = :now',
    ExpressionAttributeNames: { '#choice': name },
    ExpressionAttributeValues: { ':value': value, ':now': now },
  })
}

/**
 * Records two-factor sign-in on or off on a profile that still exists; a super admin's reset also
 * records who, when and why.
 */
export async function setTwoFactor(id: string, enabled: boolean, now: string, reset?: TwoFactorReset): Promise<void> {
  await updateExistingProfile(id, {
    UpdateExpression: `SET twoFactorEnabled = :enabled, updatedAt = :now${reset ? ', twoFactorReset = :reset' : ''}`,
    ExpressionAttributeValues: { ':enabled': enabled, ':now': now, ...(reset ? { ':reset': reset } : {}) },
  })
}

/** An update of a profile that must still exist: a 404 when it is gone (deleted meanwhile). */
async function updateExistingProfile(
  id: string,
  update: Pick<UpdateCommandInput, 'UpdateExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>,
): Promise<void> {
  const updated = await conditionalUpdate({ ...update, Key: profileKey(id), ConditionExpression: 'attribute_exists(pk)' })
  if (!updated) throw new NotFoundError(USER_NOT_FOUND_MESSAGE)
}

/** Removes the profile and frees its e-mail. */
export async function deleteUser(user: User): Promise<void> {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [{ Delete: { TableName: table(), Key: profileKey(user.id) } }, { Delete: { TableName: table(), Key: emailKey(user.email) } }],
    }),
  )
}
