import { GetCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'

/** The signed-in caller as the server sees it: read from the stored profile on every request, never from the token. */
export const ActorSchema = z.object({
  sub: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
  superAdmin: z.boolean(),
  verified: z.boolean(),
})
export type Actor = z.infer<typeof ActorSchema>

export const profileKey = (sub: string) => ({ pk: `USER#${sub}`, sk: 'PROFILE' })

/** The stored profile item each actor was read from, for {@link profileItemOf}. */
const profileItems = new WeakMap<Actor, Record<string, unknown>>()

/** The caller's profile, or undefined when the user no longer exists (deleted after the token was issued). */
export async function loadActor(sub: string): Promise<Actor | undefined> {
  const out = await dynamo.send(
    new GetCommand({ TableName: config().TABLE_NAME, Key: profileKey(sub), ConsistentRead: true }),
  )
  if (!out.Item) return undefined
  const actor = z.parse(ActorSchema, { ...out.Item, sub })
  profileItems.set(actor, out.Item)
  return actor
}

/**
 * The whole profile item `loadActor` read for this actor (a consistent read made for this request),
 * so a route answering with the caller's own profile needs no second read of the same item.
 */
export function profileItemOf(actor: Actor): Record<string, unknown> | undefined {
  return profileItems.get(actor)
}
