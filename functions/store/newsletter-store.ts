import { config } from '../lib/config'
import { keyOf } from '../model/table-keys'
import { putNew } from './put-new'

/**
 * Adds an address to the list. An address already there is left as it was (its first `createdAt`
 * kept); the answer says which, for the caller's log only.
 */
export async function addNewsletterSubscriber(email: string, now: string): Promise<'added' | 'already-subscribed'> {
  const outcome = await putNew(config().TABLE_NAME, { ...keyOf('subscriber', { email }), email, createdAt: now })
  return outcome === 'written' ? 'added' : 'already-subscribed'
}
