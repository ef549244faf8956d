import { createHash } from 'node:crypto'
import { clearedText, type ScreeningClearance } from '../../shared/compliance/clearance'
import type { HoldReason, SanctionsEntry } from '../../shared/compliance/hold'
import { clearancePut, readClearance, type ClearanceKey } from '../store/screening-clearances'
import type { TransactItem } from '../store/transfer-items'
import { foldToken, normaliseName } from './sanctions-names'

/**
 * Staff's releases of possible sanctions matches, remembered per sender (see
 * shared/compliance/clearance.ts): a release writes one per sanctions reason it releases; a later
 * create of the same sender reads the clearance of each match it finds and does not hold a match
 * staff cleared against the same entry content, recording instead that it was cleared earlier.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The entry's content, hashed: a change to its name, aliases, type, programs or remarks is another hash. */
const entryHash = (entry: SanctionsEntry): string =>
  sha256(JSON.stringify([entry.uid, entry.name, entry.type, entry.programs, entry.remarks ?? '', [...entry.aliases].sort()])).slice(0, 24)

/** A screened name as the matcher reads it (order, case, accents and spellings aside), hashed for a key. */
const nameHash = (name: string) => sha256(normaliseName(name).map(foldToken).sort().join(' ')).slice(0, 24)

type SanctionsReason = Extract<HoldReason, { kind: 'sanctions' }>
const isSanctions = (reason: HoldReason): reason is SanctionsReason => reason.kind === 'sanctions'

const keyOf = (ownerId: string, reason: SanctionsReason): ClearanceKey => ({
  ownerId,
  party: reason.party,
  nameHash: nameHash(reason.screenedName),
  entryUid: reason.entry.uid,
})

/** A clearance answers a reason when it is of the same entry content; an entry changed since is reviewed again. */
const answers = (clearance: ScreeningClearance | undefined, reason: SanctionsReason): clearance is ScreeningClearance =>
  clearance !== undefined && clearance.entryHash === entryHash(reason.entry)

/**
 * `reasons` less the sanctions matches staff cleared earlier for this sender, and the history lines
 * saying so. Reads only when there is a match: a transfer with none costs nothing more.
 */
export async function withClearances(ownerId: string, reasons: readonly HoldReason[]): Promise<{ reasons: HoldReason[]; cleared: string[] }> {
  const found = await Promise.all(reasons.map((reason) => (isSanctions(reason) ? readClearance(keyOf(ownerId, reason)) : undefined)))
  const kept: HoldReason[] = []
  const cleared: string[] = []
  reasons.forEach((reason, index) => {
    const clearance = found[index]
    if (isSanctions(reason) && answers(clearance, reason)) cleared.push(clearedText(clearance))
    else kept.push(reason)
  })
  return { reasons: kept, cleared }
}

/**
 * The writes that remember staff's release of every sanctions match of a held transfer: made in the
 * release's own transaction, so a release is never saved without them, nor they without it.
 */
export function clearanceWrites(
  ownerId: string,
  transferId: string,
  reasons: readonly HoldReason[],
  release: { at: string; by: string; byName?: string | undefined; reason: string },
): TransactItem[] {
  return reasons.filter(isSanctions).map((reason) =>
    clearancePut(keyOf(ownerId, reason), {
      party: reason.party,
      screenedName: reason.screenedName,
      entryUid: reason.entry.uid,
      entryHash: entryHash(reason.entry),
      matchedName: reason.matchedName,
      listVersion: reason.listVersion,
      clearedAt: release.at,
      clearedBy: release.by,
      ...(release.byName ? { clearedByName: release.byName } : {}),
      transferId,
      reason: release.reason,
    }),
  )
}
