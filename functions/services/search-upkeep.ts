import type { TransferRecord } from '../model/transfer-record'
import { updateSearchIndex } from '../store/search-index'

/**
 * Keeps the trigram search index in step with one change of a live transfer (undefined: not live
 * before, or not after); answers how many postings it wrote or deleted.
 */
export function indexTransferChange(before: TransferRecord | undefined, after: TransferRecord | undefined): Promise<number> {
  return updateSearchIndex(before, after)
}
