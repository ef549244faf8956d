import * as z from 'zod/mini'
import { TTL_ATTRIBUTE } from '../model/table-definition'
import { keyOf } from '../model/table-keys'
import { conditionalUpdate } from './conditional-update'

/** What someone tried to do with an address that already has an account. */
const ADDRESS_ATTEMPTS = ['sign-up', 'email-change'] as const
export type AddressAttempt = (typeof ADDRESS_ATTEMPTS)[number]

/** One notice an hour at most, however often the address is tried: the owner's inbox is not a target. */
const ADDRESS_IN_USE_INTERVAL_MS = 60 * 60 * 1000

/** The item the notify consumer reads from the stream (functions/services/notifications.ts). */
export const AddressInUseSchema = z.object({
  sub: z.string(),
  attempt: z.enum(ADDRESS_ATTEMPTS),
  attemptAt: z.iso.datetime(),
})

/**
 * Records that someone tried to use `sub`'s address (a sign-up, another account's e-mail change),
 * while the one who tried gets the answer a free address gets: the table's stream then e-mails the
 * owner (functions/services/notifications.ts), who alone learns of it. At most once an hour, so
 * repeated attempts cannot flood the owner's inbox: true when recorded, false when a notice went out recently.
 */
export function recordAddressInUse(sub: string, attempt: AddressAttempt, now: Date): Promise<boolean> {
  return conditionalUpdate({
    Key: keyOf('addressInUse', { sub }),
    UpdateExpression: 'SET #sub = :sub, #attempt = :attempt, #at = :at, #ttl = :ttl',
    ConditionExpression: 'attribute_not_exists(#at) OR #at <= :since',
    ExpressionAttributeNames: { '#sub': 'sub', '#attempt': 'attempt', '#at': 'attemptAt', '#ttl': TTL_ATTRIBUTE },
    ExpressionAttributeValues: {
      ':sub': sub,
      ':attempt': attempt,
      ':at': now.toISOString(),
      ':since': new Date(now.getTime() - ADDRESS_IN_USE_INTERVAL_MS).toISOString(),
      // Kept only as long as it limits the next notice.
      ':ttl': Math.floor((now.getTime() + ADDRESS_IN_USE_INTERVAL_MS) / 1000) + 60,
    },
  })
}
