import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb'
import { MONTH_MS, type LedgerEntry } from '../../shared/compliance/sending-limits'
import { config } from '../lib/config'
import { readItem } from './item-reads'
import { keyOf } from '../model/table-keys'

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number]

/**
 * A sender's limit ledger: one item holding each transfer of the last 30 days as an
 * attribute `e_<transfer id>` = { atMs, cents }, and a version. A create reads it, judges the rolling
 * windows at its own time, and writes its entry in the create's transaction on the condition that
 * the version is still the one it read: two concurrent creates cannot both pass on the same usage
 * (the loser reads again and is judged again). A cancellation removes its entry, giving the amount
 * back. Entries older than the longest window are dropped by the next create.
 */
export interface Ledger {
  /** Absent when the sender has never sent since limits existed. */
  version?: number
  entries: LedgerEntry[]
}

const ENTRY_PREFIX = 'e_'
const MAX_REMOVALS_PER_WRITE = 40
const entryAttribute = (transferId: string) => `${ENTRY_PREFIX}${transferId}`
const table = () => config().TABLE_NAME

function isEntryValue(value: unknown): value is { atMs: number; cents: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'atMs' in value &&
    'cents' in value &&
    typeof value.atMs === 'number' &&
    typeof value.cents === 'number'
  )
}

export function ledgerOf(item: Record<string, unknown> | undefined): Ledger {
  if (!item) return { entries: [] }
  const entries = Object.entries(item).flatMap(([name, value]) =>
    name.startsWith(ENTRY_PREFIX) && isEntryValue(value) ? [{ id: name.slice(ENTRY_PREFIX.length), atMs: value.atMs, cents: value.cents }] : [],
  )
  return { ...(typeof item.version === 'number' ? { version: item.version } : {}), entries }
}

export const readLedger = async (ownerId: string): Promise<Ledger> => ledgerOf(await readItem(keyOf('limitLedger', { ownerId })))

/** The create's write of its entry, at the version read; entries past the longest window are dropped. */
export function ledgerAppend(ownerId: string, ledger: Ledger, entry: LedgerEntry): TransactItem {
  // At most a few per write: an update expression is limited to 4 KB, and older entries count for nothing anyway.
  const stale = ledger.entries.filter((old) => old.atMs <= entry.atMs - MONTH_MS).slice(0, MAX_REMOVALS_PER_WRITE)
  const names: Record<string, string> = { '#new': entryAttribute(entry.id), '#version': 'version' }
  stale.forEach((old, index) => (names[`#old${index}`] = entryAttribute(old.id)))
  return {
    Update: {
      TableName: table(),
      Key: keyOf('limitLedger', { ownerId }),
      UpdateExpression: `SET #new = :entry, #version = :next${stale.length > 0 ? ` REMOVE ${stale.map((_, index) => `#old${index}`).join(', ')}` : ''}`,
      ConditionExpression: ledger.version === undefined ? 'attribute_not_exists(#version)' : '#version = :read',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ':entry': { atMs: entry.atMs, cents: entry.cents },
        ':next': (ledger.version ?? 0) + 1,
        ...(ledger.version === undefined ? {} : { ':read': ledger.version }),
      },
    },
  }
}

/** A cancelled transfer's amount given back: its entry removed (a no-op once it has aged out). */
export function ledgerGiveBack(ownerId: string, transferId: string): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: keyOf('limitLedger', { ownerId }),
      UpdateExpression: 'REMOVE #entry SET #version = if_not_exists(#version, :zero) + :one',
      ExpressionAttributeNames: { '#entry': entryAttribute(transferId), '#version': 'version' },
      ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
    },
  }
}
