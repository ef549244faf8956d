import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_PAGE_BUTTONS, pageWindow } from './page-window'

describe('pageWindow (spec 9: at most 5 page-number buttons)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 12, [1, 2, 3, 4, 5]],
    [3, 12, [1, 2, 3, 4, 5]],
    [4, 12, [2, 3, 4, 5, 6]],
    [7, 12, [5, 6, 7, 8, 9]],
    [11, 12, [8, 9, 10, 11, 12]],
    [12, 12, [8, 9, 10, 11, 12]],
    // Out of range: clamped to the real pages.
    [0, 12, [1, 2, 3, 4, 5]],
    [40, 12, [8, 9, 10, 11, 12]],
    [1, 0, [1]],
  ])('page %d of %d → %j', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected)
  })

  it('always offers consecutive pages within 1..total, at most 5, including the current page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (total, raw) => {
        const page = ((raw - 1) % total) + 1
        const pages = pageWindow(page, total)
        expect(pages.length).toBe(Math.min(MAX_PAGE_BUTTONS, total))
        expect(pages).toContain(page)
        expect(pages[0]).toBeGreaterThanOrEqual(1)
        expect(pages.at(-1)).toBeLessThanOrEqual(total)
        pages.forEach((n, i) => i > 0 && expect(n).toBe((pages[i - 1] ?? 0) + 1))
      }),
    )
  })
})
