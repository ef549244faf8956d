import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useTransferPages } from '../../../entities/transfer/api/transfer-pages'
import { filterQuery, type TransferFilters } from '../../../entities/transfer/transfer-filters'
import { LIST_BATCH, PAGE_SIZE, pageCount, pageRows } from '../../../entities/transfer/transfer-paging'
import { LIST_FETCH_ERROR } from '../../../entities/transfer/transfer-texts'
import { SEARCH_PANEL_MATCHES } from './transfer-search'
import { statsOfRows } from './transfer-stats'

/**
 * The Customer Dashboard's list for `filters`: the page shown (5 rows), how many pages there are,
 * and the figures of the stat cards. Staff get everyone's transfers from the list route, anyone
 * else their own (the server decides).
 */
export function useDashboardPages(filters: TransferFilters) {
  const { i18n } = useLingui()
  const { q } = filters
  const filterKey = JSON.stringify(filters)

  // A new search or filter starts again at page 1 (spec 9), adjusted while rendering.
  const [paging, setPaging] = useState({ key: filterKey, page: 1 })
  if (paging.key !== filterKey) setPaging({ key: filterKey, page: 1 })
  const page = paging.key === filterKey ? paging.page : 1

  const list = useTransferPages({
    scope: 'all',
    filter: filterQuery(filters),
    wanted: Math.max(page * PAGE_SIZE, q ? SEARCH_PANEL_MATCHES : 0),
    batch: LIST_BATCH,
    fallbackMessage: i18n._(LIST_FETCH_ERROR),
  })
  // The counters are exact for status, destination and days; the search text they cannot count.
  const totalPages = !q && list.stats ? pageCount(list.stats.total) : pageCount(list.rows.length) + (list.complete ? 0 : 1)
  const shownPage = Math.min(page, totalPages)
  const rows = pageRows(list.rows, shownPage)
  // Spec 2.7 "the filtered count": the counters answer for status, destination and days; for search
  // text the figures are summed from the matches once every one is loaded.
  const searchFigures = q !== '' && list.complete
  return {
    list,
    rows,
    shownPage,
    totalPages,
    pageLoading: rows.length < PAGE_SIZE && !list.complete && !list.error,
    stats: searchFigures ? statsOfRows(list.rows) : list.stats,
    goTo: (next: number) => setPaging({ key: filterKey, page: Math.max(1, next) }),
  }
}
