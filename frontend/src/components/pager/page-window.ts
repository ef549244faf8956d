/** At most this many page-number buttons (spec 9: the Customer Dashboard's rule, kept by every list). */
export const MAX_PAGE_BUTTONS = 5

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
