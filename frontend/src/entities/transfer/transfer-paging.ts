/** Spec 9: the Customer Dashboard shows 5 transfers a page (and at most 5 page-number buttons: components/pager). */
export const PAGE_SIZE = 5

/** Transfers the dashboard asks for per request: 5 pages, so paging within them costs nothing. */
export const LIST_BATCH = 25

/** How many pages `count` rows make (at least 1, so an empty list is page 1 of 1). */
export const pageCount = (count: number, size = PAGE_SIZE): number => Math.max(1, Math.ceil(count / size))

/** The rows of page `page` (1-based) out of everything loaded so far. */
export function pageRows<T>(rows: readonly T[], page: number, size = PAGE_SIZE): T[] {
  return rows.slice((page - 1) * size, page * size)
}
