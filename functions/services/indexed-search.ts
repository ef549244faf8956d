import { invoiceLabel } from '../../shared/transfers/transfer-options'
import { searchIndex } from '../store/search-index'
import { holdsEvery, normalizeForSearch, searchDocumentOf } from '../model/search-terms'
import type { SearchQuery } from '../model/search-query'
import type { TransferRecord } from '../model/transfer-record'
import { getTransferRecord, idRange, matchesFilter, type ListFilter, type Page } from '../store/transfer-reads'

/** Whether a transfer's label as lists show it ('KE-US-…') starts with what was typed (when the label was typed). */
const labelMatches = (record: TransferRecord, prefix: string | undefined) =>
  prefix === undefined || normalizeForSearch(invoiceLabel(record.country, record.invoiceNumber)).startsWith(prefix)

/**
 * A page of everyone's transfers whose recipient names, invoice, mobile number or sender's name or
 * e-mail hold every word of `search` (normalised; one of three characters or more), found through
 * the trigram index instead of reading the list. The index follows the table by the stream's delay,
 * so each candidate's own fields are judged again on the transfer as stored now: a transfer deleted
 * or renamed since leaves the answer at once, and status (not in the index) is judged here too. Its
 * sender's lines are the posting's (a sender's rename reaches them by the same stream). A page may
 * then be short and still carry a cursor.
 */
export async function indexedSearchPage(
  search: SearchQuery,
  limit: number,
  cursor: string | undefined,
  narrow: Omit<ListFilter, 'text'>,
): Promise<Page> {
  const range = idRange(narrow)
  const found = await searchIndex(search.words, limit, cursor, {
    ...(narrow.countryId ? { countryId: narrow.countryId } : {}),
    ...(range ? { range } : {}),
  })
  const records = await Promise.all(found.hits.map(async (hit) => ({ hit, record: await getTransferRecord(hit.id) })))
  const items = records.flatMap(({ hit, record }) =>
    record !== undefined &&
    record.archivedAt === undefined &&
    holdsEvery(`${searchDocumentOf(record)}\n${hit.sender}`, search.words) &&
    labelMatches(record, search.labelPrefix) &&
    matchesFilter(record, narrow)
      ? [record]
      : [],
  )
  return { items, ...(found.nextCursor ? { nextCursor: found.nextCursor } : {}) }
}
