import { toActor, type Actor } from '../model/actor'
import { keyOf } from '../model/table-keys'
import { readItem } from './item-reads'

/** The stored profile item (a consistent read), or undefined when the user no longer exists. */
export function readProfileItem(sub: string): Promise<Record<string, unknown> | undefined> {
  return readItem(keyOf('profile', { sub }))
}

/** The user's profile as an actor, or undefined when the user no longer exists. */
export async function loadActor(sub: string): Promise<Actor | undefined> {
  const item = await readProfileItem(sub)
  return item ? toActor(sub, item) : undefined
}
