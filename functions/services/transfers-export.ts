import { ulid } from 'ulid'
import { isVerifiedStaff } from '../../shared/auth/permissions'
import type { RecordTransfersExport } from '../../shared/transfers/transfers-export'
import type { Actor } from '../model/actor'
import { putAuditEvent } from '../store/audit-events'

/**
 * Records a Customer Dashboard export as an audit event: who (id, name and e-mail from the profile
 * read for this request), when (the request's time), which filter, whether archived transfers were
 * read, how many rows, and what the caller could see — everyone's transfers (verified staff, whose
 * file holds senders and payout details) or their own. Who and when never come from the body.
 */
export async function recordExport(actor: Actor, body: RecordTransfersExport, now: Date): Promise<{ id: string; at: string }> {
  const id = ulid(now.getTime())
  const at = now.toISOString()
  await putAuditEvent({
    id,
    at,
    type: 'transfers-export',
    by: actor.sub,
    byName: `${actor.firstName} ${actor.lastName}`.trim(),
    byEmail: actor.email,
    details: { scope: isVerifiedStaff(actor) ? 'all' : 'own', filter: body.filter, includeArchived: body.includeArchived, rowCount: body.rowCount },
  })
  return { id, at }
}
