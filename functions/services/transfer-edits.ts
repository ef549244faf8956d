import type { HoldReason } from '../../shared/compliance/hold'
import { joinName } from '../../shared/transfers/transfer-fields'
import type { Transfer } from '../../shared/transfers/transfer-schemas'
import type { UpdateTransfer } from '../../shared/transfers/update-transfer-schema'
import { apply, isNoOp, moveActor, type TransferChanges } from '../domain/transfer-moves'
import { CARD_NUMBER_IN_TEXT_MESSAGE, namesContainCardNumber } from '../../shared/text/safe-text'
import { BadRequestError, ConflictError } from '../lib/errors'
import type { Actor } from '../model/actor'
import type { TransferRecord } from '../model/transfer-record'
import { readListPointer } from '../store/sanctions-store'
import { getTrail } from '../store/transfer-reads'
import { saveTransfer, TRANSFER_CHANGED_MESSAGE } from '../store/transfer-writes'
import { countStatusChange } from './business-metrics'
import { matcherFor, screenNames } from './sanctions-screening'
import { visibleTransfer } from './transfer-queries'
import { transferAsSeenBy } from './transfer-views'

/** An edit of a transfer (spec 4/5), judged by the domain's edit move; versions guard against lost updates. */
export async function updateTransferFor(actor: Actor, id: string, body: UpdateTransfer, now: Date): Promise<Transfer> {
  const record = await visibleTransfer(actor, id)
  if (body.version !== record.version) throw new ConflictError(TRANSFER_CHANGED_MESSAGE)
  const { version: _version, country, status, reason, ...fields } = body
  const changes: TransferChanges = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
  refuseSplitCardNumber(record, changes)
  const holdReasons = await screenedEdit(record, changes)
  const move = apply(record, { type: 'edit', changes, country, status, holdReasons, reason }, moveActor(actor), now)
  if (!isNoOp(move)) {
    await saveTransfer(move)
    countStatusChange(record, move.after)
  }
  // The change is stored: a failed history read must not report it as failed (a retry would 409).
  return transferAsSeenBy(actor, move.after, await getTrail(id).catch(() => undefined))
}

/**
 * The schema judges the names an edit sends, joined; an edit of one name is joined here with the
 * stored others, so a card number cannot be stored a few digits per name over several edits.
 */
function refuseSplitCardNumber(record: TransferRecord, changes: TransferChanges): void {
  const names = (['firstName', 'middleName', 'lastName'] as const).map((name) => changes[name] ?? record[name])
  if (changes.firstName === undefined && changes.middleName === undefined && changes.lastName === undefined) return
  if (namesContainCardNumber(...names)) throw new BadRequestError(CARD_NUMBER_IN_TEXT_MESSAGE, { lastName: CARD_NUMBER_IN_TEXT_MESSAGE })
}

/**
 * A recipient's name edited on a pending transfer is screened again; a possible match
 * holds the transfer in the same write. (A transfer already held keeps its first hold; a paid or
 * cancelled one cannot be edited.)
 */
async function screenedEdit(record: TransferRecord, changes: TransferChanges): Promise<HoldReason[]> {
  const renamed = (['firstName', 'middleName', 'lastName'] as const).some((name) => changes[name] !== undefined && changes[name] !== record[name])
  if (!renamed || record.status !== 'PENDING') return []
  const name = joinName(changes.firstName ?? record.firstName, changes.middleName ?? record.middleName, changes.lastName ?? record.lastName)
  return screenNames(await matcherFor(await readListPointer()), [{ party: 'recipient', name }])
}

/** Spec 6's delete, as the law allows it: a transfer closed in the ledger is archived (`canArchiveTransfer`); an archived one stays so. */
export async function archiveTransferFor(actor: Actor, id: string, now: Date): Promise<void> {
  const record = await visibleTransfer(actor, id)
  if (record.archivedAt !== undefined) return
  await saveTransfer(apply(record, { type: 'archive' }, moveActor(actor), now))
}
