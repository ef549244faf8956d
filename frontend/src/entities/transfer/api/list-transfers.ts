import { useCallback } from 'react'
import { MAX_PAGE_SIZE } from '../../../../../shared/api/pagination'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { i18n } from '../../../lib/i18n/i18n'
import { useAuthedCall, type AuthedCall } from '../../../lib/session/authed-call'
import { LIST_FETCH_ERROR } from '../transfer-texts'
import { filterQuery, type TransferFilters } from '../transfer-filters'
import { fetchBatch } from './transfer-pages'

/** What an export reads: the filter's live transfers, and (staff) the archived ones too. */
export interface ExportScope {
  filters: TransferFilters
  includeArchived: boolean
}

/**
 * Every transfer of `filters`, for the export: reads `GET /api/customers/list` by cursor, 100 at a
 * time, until no cursor is left, then the archived ones with the same filters (`archived=only`) when
 * asked. `onProgress` hears the count so far.
 */
async function fetchAllTransfers(
  call: AuthedCall,
  { filters, includeArchived }: ExportScope,
  onProgress?: (count: number) => void,
  signal?: AbortSignal,
): Promise<Transfer[]> {
  const rows: Transfer[] = []
  for (const archived of includeArchived ? [false, true] : [false]) {
    let cursor: string | undefined
    do {
      const query = { ...filterQuery(filters), limit: MAX_PAGE_SIZE, ...(archived ? { archived: 'only' } : {}), ...(cursor ? { cursor } : {}) }
      const page = await fetchBatch(call, 'all', query, i18n._(LIST_FETCH_ERROR), signal)
      rows.push(...page.items)
      onProgress?.(rows.length)
      cursor = page.nextCursor
    } while (cursor)
  }
  return rows
}

/** `fetchAllTransfers` bound to this app's session. */
export function useFetchAllTransfers() {
  const call = useAuthedCall()
  return useCallback(
    (scope: ExportScope, onProgress?: (count: number) => void, signal?: AbortSignal) => fetchAllTransfers(call, scope, onProgress, signal),
    [call],
  )
}
