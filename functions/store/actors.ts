import * as z from 'zod/mini'
import { readItem } from './item-reads'
import { keyOf } from './table-keys'

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

/** The stored profile item each actor was made from, for {@link profileItemOf}. */
const profileItems = new WeakMap<Actor, Record<string, unknown>>()

/** The stored profile item (a consistent read), or undefined when the user no longer exists. */
export function readProfileItem(sub: string): Promise<Record<string, unknown> | undefined> {
  return readItem(keyOf('profile', { sub }))
}

/** The actor a profile item describes, remembered with the item for {@link profileItemOf}. */
export function toActor(sub: string, item: Record<string, unknown>): Actor {
  const actor = z.parse(ActorSchema, { ...item, sub })
  profileItems.set(actor, item)
  return actor
}

/** The user's profile as an actor, or undefined when the user no longer exists. */
export async function loadActor(sub: string): Promise<Actor | undefined> {
  const item = await readProfileItem(sub)
  return item ? toActor(sub, item) : undefined
}

/**
 * The whole profile item this actor was made from (a consistent read made for this request),
 * so a route answering with the caller's own profile needs no second read of the same item.
 */
export function profileItemOf(actor: Actor): Record<string, unknown> | undefined {
  return profileItems.get(actor)
}
