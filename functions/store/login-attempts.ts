import { createHash, randomBytes } from 'node:crypto'
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb'
import { conditionHeld } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { TooManyRequestsError } from '../lib/errors'
import { conditionalUpdate } from './conditional-update'
import { readItem } from './item-reads'
import { TTL_ATTRIBUTE } from '../model/table-definition'
import { DEVICE_DAYS, LOCKED_MESSAGE, LOCKOUT_MINUTES, MAX_ADDRESS_FAILURES, MAX_FAILED_LOGINS } from '../model/login-limits'
import { keyOf } from '../model/table-keys'

/**
 * Password guessing, stopped without letting anyone lock an owner out. Our own
 * counters, so they hold the same way against cognito-local (which has none) and Cognito.
 *
 * - Every attempt is counted before the password is judged, by a conditional ADD: 20 parallel
 *   guesses get at most the allowed number through to Cognito, never all 20 (check-then-act raced).
 * - Per address and client (the caller's IP, hashed): {@link MAX_FAILED_LOGINS} attempts in a
 *   {@link LOCKOUT_MINUTES}-minute window. This stops one guesser and locks only that guesser.
 * - Per address from every client: {@link MAX_ADDRESS_FAILURES} in the window, against guessing from
 *   many addresses. A device that has signed in to the account before (it holds a device token,
 *   issued at sign-in and kept by the browser) is not held by this limit, so a distributed attacker
 *   can slow new devices down but not lock the owner out of their own.
 * - A successful sign-in clears its client's count and takes its attempt back from the address's.
 *
 * Limits: the owner on a new device (or with cleared storage) waits out the window while an attack
 * from many addresses goes on; a guesser behind the owner's own IP (same household or carrier NAT)
 * shares the owner's per-client count, but the owner's device is still let through by its token
 * once the address count is the only one used up.
 */

const hash = (value: string) => createHash('sha256').update(value).digest('base64url')
const table = () => config().TABLE_NAME
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** Counts one attempt in a window item; false when the window's attempts are used up. */
async function countAttempt(key: { pk: string; sk: string }, max: number, now: Date): Promise<boolean> {
  const nowSeconds = seconds(now)
  const counted = await conditionalUpdate({
    Key: key,
    UpdateExpression: 'ADD attempts :one SET expiresAt = if_not_exists(expiresAt, :end)',
    ConditionExpression: 'attribute_not_exists(attempts) OR (attempts < :max AND expiresAt > :now)',
    ExpressionAttributeValues: { ':one': 1, ':max': max, ':end': nowSeconds + LOCKOUT_MINUTES * 60, ':now': nowSeconds },
  })
  if (counted) return true
  // Used up, or a window that has ended: only the latter starts over (conditionally, so parallel restarts count once each).
  return conditionHeld(
    dynamo.send(
      new PutCommand({
        TableName: table(),
        Item: { ...key, attempts: 1, [TTL_ATTRIBUTE]: nowSeconds + LOCKOUT_MINUTES * 60 },
        ConditionExpression: 'expiresAt <= :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
      }),
    ),
  )
}

export interface Attempt {
  email: string
  /** The caller's IP address as API Gateway saw it. */
  client: string
  /** The device token the browser sent, if any. */
  deviceToken?: string
}

const clientKey = ({ email, client }: Attempt) => keyOf('loginClientFailures', { email, client: hash(client) })
const addressKey = ({ email }: Attempt) => keyOf('loginFailures', { email })

/** Whether the device token is one this address's sign-ins handed out (and not expired). */
async function isKnownDevice({ email, deviceToken }: Attempt, now: Date): Promise<boolean> {
  if (!deviceToken) return false
  const item = await readItem(keyOf('loginDevice', { email, id: hash(deviceToken) }))
  return Number(item?.expiresAt ?? 0) > seconds(now)
}

/**
 * Takes one attempt before the password is judged, or refuses it (429) when the client's or, for a
 * device the account has not seen, the address's attempts are used up. Answers whether the address
 * count was taken (to give it back on success).
 */
export async function takeAttempt(attempt: Attempt, now: Date): Promise<{ countedForAddress: boolean }> {
  const [clientAllowed, knownDevice] = await Promise.all([countAttempt(clientKey(attempt), MAX_FAILED_LOGINS, now), isKnownDevice(attempt, now)])
  if (!clientAllowed) throw new TooManyRequestsError(LOCKED_MESSAGE)
  if (knownDevice) return { countedForAddress: false }
  if (!(await countAttempt(addressKey(attempt), MAX_ADDRESS_FAILURES, now))) throw new TooManyRequestsError(LOCKED_MESSAGE)
  return { countedForAddress: true }
}

/** After the right password: the client's count is cleared and the attempt given back to the address. */
export async function attemptSucceeded(attempt: Attempt, taken: { countedForAddress: boolean }): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: table(), Key: clientKey(attempt) }))
  if (taken.countedForAddress) await giveBackAddressAttempt(attempt)
}

/** One attempt given back to the address-wide count (never below zero). */
export async function giveBackAddressAttempt(attempt: Attempt): Promise<void> {
  await conditionalUpdate({
    Key: addressKey(attempt),
    UpdateExpression: 'ADD attempts :minusOne',
    ConditionExpression: 'attempts > :zero',
    ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
  })
}

/** A new device token for a browser that just signed in to this address; only its hash is kept. */
export async function issueDeviceToken(email: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await dynamo.send(
    new PutCommand({
      TableName: table(),
      Item: { ...keyOf('loginDevice', { email, id: hash(token) }), [TTL_ATTRIBUTE]: seconds(now) + DEVICE_DAYS * 86_400 },
    }),
  )
  return token
}

/** A proven owner of the address (a reset code) starts afresh: the address's count and this client's go. */
export async function clearFailedLogins(attempt: Omit<Attempt, 'deviceToken'>): Promise<void> {
  await Promise.all([
    dynamo.send(new DeleteCommand({ TableName: table(), Key: addressKey(attempt) })),
    dynamo.send(new DeleteCommand({ TableName: table(), Key: clientKey(attempt) })),
  ])
}
