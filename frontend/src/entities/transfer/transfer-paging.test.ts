import { describe, expect, it } from 'vitest'
import { pageCount, pageRows } from './transfer-paging'

describe('pageCount and pageRows (5 a page)', () => {
  it('counts pages, an empty list being page 1 of 1', () => {
    expect([0, 1, 5, 6, 10, 11].map((count) => pageCount(count))).toEqual([1, 1, 1, 2, 2, 3])
  })

  it('slices the rows of a page', () => {
    const rows = Array.from({ length: 12 }, (_, i) => i + 1)
    expect(pageRows(rows, 1)).toEqual([1, 2, 3, 4, 5])
    expect(pageRows(rows, 3)).toEqual([11, 12])
    expect(pageRows(rows, 4)).toEqual([])
  })
})
