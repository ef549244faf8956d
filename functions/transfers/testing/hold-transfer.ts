import { apply, SYSTEM_ACTOR } from '../../domain/transfer-moves'
import { getTransferRecord } from '../../store/transfer-reads'
import { saveTransfer } from '../../store/transfer-writes'

/**
 * Puts a pending transfer on hold as the server's own checks would (the 'system' role of the
 * lifecycle table), through the domain's hold move and the store's one write path, so its counters,
 * review queue item and history stay exact. For tests that need a held transfer without a sanctions hit.
 */
export async function holdTransfer(id: string): Promise<void> {
  const record = await getTransferRecord(id)
  if (!record) throw new Error(`no transfer ${id}`)
  await saveTransfer(apply(record, { type: 'hold', reasons: [{ kind: 'unscreened' }] }, SYSTEM_ACTOR, new Date()))
}
