import { decideTransition } from '../../../shared/transfers/transfer-lifecycle'
import { getTransferRecord, saveTransfer } from '../../store/transfers-store'

/**
 * Puts a pending transfer on hold as the server itself would (the 'system' role of the lifecycle
 * table: the compliance checks of a later issue), through the store's one write path, so its
 * counters and history stay exact. For tests: no route holds a transfer yet.
 */
export async function holdTransfer(id: string, reason = 'Held for a test'): Promise<void> {
  const record = await getTransferRecord(id)
  if (!record) throw new Error(`no transfer ${id}`)
  const decision = decideTransition(record, 'hold', 'system', Date.now())
  if (!decision.allowed) throw new Error(decision.reason)
  const at = new Date().toISOString()
  await saveTransfer({
    before: record,
    after: { ...record, status: decision.to, updatedAt: at, version: record.version + 1 },
    by: { id: 'system', name: 'Remit' },
    events: [{ at, type: 'held', reason, changes: { status: { from: record.status, to: decision.to } } }],
  })
}
