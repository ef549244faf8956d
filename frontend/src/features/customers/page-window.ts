/** Spec 9: the Customer Dashboard shows 5 transfers a page and at most 5 page-number buttons. */
export const PAGE_SIZE = 5
export const MAX_PAGE_BUTTONS = 5

/** How many pages `count` rows make (at least 1, so an empty list is page 1 of 1). */
export const pageCount = (count: number): number => Math.max(1, Math.ceil(count / PAGE_SIZE))

/**
 * The page numbers to offer around `page` (1-based) out of `total`: at most {@link MAX_PAGE_BUTTONS},
 * the current one in the middle where it can be, never below 1 or above `total`.
 */
export function pageWindow(page: number, total: number): number[] {
  const last = Math.max(1, Math.floor(total))
  const current = Math.min(Math.max(1, Math.floor(page)), last)
  const count = Math.min(MAX_PAGE_BUTTONS, last)
  const first = Math.min(Math.max(1, current - Math.floor(count / 2)), last - count + 1)
  return Array.from({ length: count }, (_, i) => first + i)
}

/** The rows of page `page` (1-based) out of everything loaded so far. */
export function pageRows<T>(rows: readonly T[], page: number): T[] {
  return rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
}
