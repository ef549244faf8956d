/** Spec 9: the Customer Dashboard shows 5 transfers a page (and at most 5 page-number buttons: components/pager). */
export const PAGE_SIZE = 5

/** How many pages `count` rows make (at least 1, so an empty list is page 1 of 1). */
export const pageCount = (count: number): number => Math.max(1, Math.ceil(count / PAGE_SIZE))

/** The rows of page `page` (1-based) out of everything loaded so far. */
export function pageRows<T>(rows: readonly T[], page: number): T[] {
  return rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
}
