import { searchIndex } from '../store/search-index'
import { searchDocumentOf } from '../model/search-terms'
import type { TransferRecord } from '../model/transfer-record'
import { getTransferRecord, idRange, matchesFilter, type ListFilter, type Page } from '../store/transfer-reads'

/**
 * A page of everyone's transfers whose names, invoice or mobile number hold `query` (normalised,
 * three characters or more), found through the trigram index instead of reading the list.
 * The index follows the table by the stream's delay, so each candidate is judged again on the
 * transfer as stored now: a transfer deleted or renamed since leaves the answer at once, and status
 * (not in the index) is judged here too. A page may then be short and still carry a cursor.
 */
export async function indexedSearchPage(query: string, limit: number, cursor: string | undefined, narrow: Omit<ListFilter, 'text'>): Promise<Page> {
  const range = idRange(narrow)
  const found = await searchIndex(query, limit, cursor, { ...(narrow.countryId ? { countryId: narrow.countryId } : {}), ...(range ? { range } : {}) })
  const records = await Promise.all(found.ids.map(getTransferRecord))
  const items = records.filter(
    (record): record is TransferRecord =>
      record !== undefined && record.archivedAt === undefined && searchDocumentOf(record).includes(query) && matchesFilter(record, narrow),
  )
  return { items, ...(found.nextCursor ? { nextCursor: found.nextCursor } : {}) }
}
