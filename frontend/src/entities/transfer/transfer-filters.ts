import type { TransferStatus } from '../../../../shared/transfers/transfer-options'

/**
 * What the dashboard asks the list for: search text (spec 9) and the Advanced filters. The server
 * applies all of them (`GET /api/customers/list`), and its stats count the same filters except the
 * search text.
 */
export interface TransferFilters {
  q: string
  status: '' | TransferStatus
  countryId: string
  /** 'YYYY-MM-DD' (UTC day) or ''. */
  from: string
  to: string
}

export const NO_FILTERS: TransferFilters = { q: '', status: '', countryId: '', from: '', to: '' }

/** The query of `GET /api/customers/list` for some filters. */
export interface FilterQuery {
  q?: string
  status?: TransferStatus
  countryId?: string
  from?: string
  to?: string
}

/** The list query for these filters: empty ones left out. */
export function filterQuery(filters: TransferFilters): FilterQuery {
  const q = filters.q.trim()
  return {
    ...(q ? { q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.countryId ? { countryId: filters.countryId } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  }
}

/** How many Advanced filters are set (the badge on the Advanced button). */
export const advancedCount = (filters: TransferFilters): number =>
  [filters.status, filters.countryId, filters.from, filters.to].filter((value) => value !== '').length
