import { DEFAULT_PAGE_SIZE } from '../../shared/api/pagination'
import { isVerifiedStaff } from '../../shared/auth/permissions'
import { invoiceLabel } from '../../shared/transfers/transfer-options'
import type { ListTransfersQuery, Transfer } from '../../shared/transfers/transfer-schemas'
import { ARCHIVED_STAFF_ONLY_MESSAGE } from '../../shared/transfers/list-transfers-query'
import { ForbiddenError, NotFoundError } from '../lib/errors'
import type { Actor } from '../model/actor'
import { toTransferStats } from '../model/transfer-counters'
import { figuresOfTransfers } from '../../shared/transfers/transfer-figures'
import type { ListScope, TransferRecord } from '../model/transfer-record'
import { MIN_INDEXED_QUERY, normalizeForSearch } from '../model/search-terms'
import { searchQueryOf, type SearchQuery } from '../model/search-query'
import {
  findByInvoice,
  findByMobile,
  getStats,
  getTrail,
  getTransferRecord,
  listTransfers,
  matchesFilter,
  requireStored,
  TRANSFER_NOT_FOUND_MESSAGE,
  type ListFilter,
} from '../store/transfer-reads'
import { indexedSearchPage } from './indexed-search'
import { withSenders } from './transfer-senders'
import { transferAsSeenBy } from './transfer-views'

/** How many stored transfers one filtered list call (search text, status, destination) may read before it returns a cursor. */
const SEARCH_BUDGET = 2_000

/** A user's own transfers: all a list needs to know before their profile is read (a read ahead). */
export const ownScope = (ownerId: string): ListScope => ({ kind: 'owner', ownerId })

const inScope = (scope: ListScope, record: TransferRecord) => scope.kind === 'all' || record.ownerId === scope.ownerId

/**
 * A page of transfers, newest first, with the stats of the same scope and filters (spec 2.7 "the
 * filtered count"). `q` is spec 9's case-insensitive substring search, word by word in any order
 * (functions/model/search-query.ts); a whole invoice number (as stored, `US-…`, or as every screen
 * shows it, `SO-US-…`) or mobile number (in any format) is found directly. When
 * the answer holds every match of a search (an exact lookup, or a search done in one page) the stats
 * are those matches'; a search longer than a page keeps the counters of the other filters, since a
 * substring cannot be counted without reading every transfer.
 */
export async function listTransfersFor(scope: ListScope, query: ListTransfersQuery) {
  const { limit = DEFAULT_PAGE_SIZE, cursor, q, archived, ...narrow } = query
  if (archived) return archivedFor(scope, limit, cursor, q, narrow)
  // The counters and the page are independent reads: made at once, the answer waits for the longer one, not their sum.
  const [counters, page] = await Promise.all([getStats(scope, narrow), pageFor(scope, limit, cursor, q, narrow)])
  const wholeSearch = q?.trim() && cursor === undefined && page.nextCursor === undefined
  // A search's matches are counted by the one definition the SPA uses too (shared/transfers/transfer-figures.ts).
  const stats = wholeSearch ? figuresOfTransfers(page.items) : toTransferStats(counters)
  return { ...page, stats }
}

/**
 * Everyone's archived transfers with the list's filters (staff's exports: archived transfers stay in
 * the books and the exports). They are few and out of the search index, so text is matched while reading.
 */
async function archivedFor(scope: ListScope, limit: number, cursor: string | undefined, rawQ: string | undefined, narrow: Omit<ListFilter, 'text'>) {
  if (scope.kind !== 'all') throw new ForbiddenError(ARCHIVED_STAFF_ONLY_MESSAGE)
  const text = rawQ?.trim().toLowerCase()
  const page = await listTransfers({ kind: 'archived' }, limit, cursor, { ...narrow, ...(text ? { text } : {}) }, SEARCH_BUDGET)
  return { ...page, stats: figuresOfTransfers(page.items) }
}

/** Invoice lookups and mobile lookups of one search: its matches, and whether they are all of them (else the paged search serves it). */
interface ExactAnswer {
  records: TransferRecord[]
  complete: boolean
}

/** The transfers `search` names exactly: by invoice (its label's letters must be its country's) or by the numbers a typed phone can be. */
async function exactMatches(search: SearchQuery, limit: number): Promise<ExactAnswer> {
  const { invoice } = search
  if (invoice) {
    const record = await findByInvoice(invoice.number)
    if (!record || record.archivedAt !== undefined) return { records: [], complete: true }
    const label = normalizeForSearch(invoiceLabel(record.country, record.invoiceNumber))
    return { records: !invoice.letters || label === `${invoice.letters}-${invoice.number.toLowerCase()}` ? [record] : [], complete: true }
  }
  // One more than a page per number tells whether its answer is whole; the numbers' Queries are made at once.
  const lists = await Promise.all(search.mobiles.map((mobile) => findByMobile(mobile, limit + 1)))
  const records = [...new Map(lists.flat().map((record) => [record.id, record])).values()].sort((a, b) => (a.id < b.id ? 1 : -1))
  return { records, complete: lists.every((list) => list.length <= limit) && records.length <= limit }
}

/**
 * The page of `listTransfersFor`: an exact invoice or mobile match when that answers it whole, else
 * the paged list. Staff's search of everyone's transfers reads the trigram index, by every word in
 * any order (recipient's names, invoice, mobile number, sender's name and e-mail); a sender's own
 * list is short enough to read, each word matched as a substring of its own fields.
 */
async function pageFor(scope: ListScope, limit: number, cursor: string | undefined, rawQ: string | undefined, narrow: Omit<ListFilter, 'text'>) {
  const typed = rawQ?.trim() ?? ''
  const search = typed ? searchQueryOf(typed, narrow.countryId) : undefined
  if (search && !cursor) {
    const exact = await exactMatches(search, limit)
    const visible = exact.records.filter((record) => inScope(scope, record) && matchesFilter(record, narrow))
    if (visible.length > 0 && exact.complete) return { items: visible }
  }
  if (search && scope.kind === 'all' && search.words.some((word) => [...word].length >= MIN_INDEXED_QUERY)) {
    return indexedSearchPage(search, limit, cursor, narrow)
  }
  // A phone number is matched by its digits, as the index matches it; names and invoices as typed (the item's search text keeps accents).
  const text = search?.kind === 'phone' ? search.words.join(' ') : typed.toLowerCase()
  return listTransfers(scope, limit, cursor, { ...narrow, ...(text ? { text } : {}) }, SEARCH_BUDGET)
}

/** A list answer as `viewer` may see it (see {@link transferAsSeenBy}). */
export const listAsSeenBy = (viewer: Actor, list: Awaited<ReturnType<typeof listTransfersFor>>) => ({
  ...list,
  items: list.items.map((record) => transferAsSeenBy(viewer, record)),
})

/**
 * The Customer Dashboard's list as `viewer` may see it: staff's rows also name their senders
 * ({@link withSenders}); a customer's own list is theirs alone and names nobody.
 */
export async function dashboardListFor(viewer: Actor, list: Awaited<ReturnType<typeof listTransfersFor>>) {
  const seen = listAsSeenBy(viewer, list)
  return { ...seen, items: await withSenders(viewer, seen.items) }
}

/** The transfer, archived or not, for its sender or staff; anyone else is 404. */
function visibleTo(actor: Actor, stored: TransferRecord | undefined): TransferRecord {
  const record = requireStored(stored)
  if (record.ownerId !== actor.sub && !isVerifiedStaff(actor)) throw new NotFoundError(TRANSFER_NOT_FOUND_MESSAGE)
  return record
}

export const visibleTransfer = async (actor: Actor, id: string) => visibleTo(actor, await getTransferRecord(id))

/** A transfer, its history and its claims as stored, read at once, for {@link transferFor} to judge. */
export const readTransferWithTrail = (id: string) => Promise.all([getTransferRecord(id), getTrail(id)])

/**
 * A transfer read by {@link readTransferWithTrail}, with its history and claims, for its sender or
 * staff (404 for anyone else); staff's names its sender.
 */
export async function transferFor(actor: Actor, [stored, trail]: Awaited<ReturnType<typeof readTransferWithTrail>>): Promise<Transfer> {
  const transfer = transferAsSeenBy(actor, visibleTo(actor, stored), trail)
  const [named] = await withSenders(actor, [transfer])
  return named ?? transfer
}
