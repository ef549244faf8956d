import { config } from '../lib/config'
import { keyOf } from '../model/table-keys'
import { putNew } from './put-new'

/** What an audit event holds besides its keys: who, when, what. Written once, never changed. */
export interface AuditEvent {
  id: string
  /** ISO time the server received the request. */
  at: string
  type: 'transfers-export' | 'payout-batch-file'
  /** The acting user's id, name and e-mail as their profile read at that moment. */
  by: string
  byName: string
  byEmail: string
  details: Record<string, unknown>
}

/**
 * Puts `event` under its UTC month (entity `auditEvent`). Its id is fresh, so a put that finds the
 * key taken can only be its own retried write, which `putNew` recognises.
 */
export async function putAuditEvent(event: AuditEvent): Promise<void> {
  const key = keyOf('auditEvent', { month: event.at.slice(0, 7), at: event.at, id: event.id })
  const outcome = await putNew(config().TABLE_NAME, { ...key, ...event })
  if (outcome === 'exists') throw new Error(`Audit event ${event.id} collided with another`)
}
