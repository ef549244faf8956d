import * as z from 'zod/mini'
import { ScreeningClearanceSchema, type ScreeningClearance } from '../../shared/compliance/clearance'
import { config } from '../lib/config'
import { keyOf } from '../model/table-keys'
import { readItem } from './item-reads'
import type { TransactItem } from './transfer-items'

/** Where one clearance lives: the sender's partition, the party, the screened name's hash and the entry. */
export interface ClearanceKey {
  ownerId: string
  party: ScreeningClearance['party']
  nameHash: string
  entryUid: string
}

export async function readClearance(key: ClearanceKey): Promise<ScreeningClearance | undefined> {
  const item = await readItem(keyOf('screeningClearance', key))
  return item ? z.parse(ScreeningClearanceSchema, item) : undefined
}

/** The write of one clearance (replacing an earlier one: the latest release wins), for the release's own transaction. */
export const clearancePut = (key: ClearanceKey, clearance: ScreeningClearance): TransactItem => ({
  Put: { TableName: config().TABLE_NAME, Item: { ...keyOf('screeningClearance', key), ...clearance } },
})
