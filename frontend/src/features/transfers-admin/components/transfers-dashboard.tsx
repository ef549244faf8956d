import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useState } from 'react'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { Button } from '../../../components/button/button'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Pager } from '../../../components/pager/pager'
import { Spinner } from '../../../components/spinner/spinner'
import { useDebounced } from '../../../hooks/use-debounced'
import { formatCount } from '../../../lib/format'
import { useSession } from '../../../lib/session/session-provider'
import { advancedCount, NO_FILTERS, type TransferFilters } from '../../../entities/transfer/transfer-filters'
import { TransferSearch, SearchResults } from './transfer-search'
import { TransferStatCards, TotalAndFees } from './transfer-stats'
import { DashboardHeader, DeleteTransferDialog, ListLoadError, NoCustomers } from './transfers-dashboard-parts'
import { TransfersTable } from './transfers-table'
import { useDashboardPages } from './use-dashboard-pages'
import { useTransfersExport } from './use-transfers-export'
import './transfers-dashboard.css'

// Loaded when first opened: most visits never open them.
const TransferFiltersPanel = lazy(() => import('./transfer-filters-panel'))
const QuickViewModal = lazy(() => import('./quick-view-modal'))

/** Typing settles this long before the search is sent. */
const SEARCH_DELAY_MS = 300

/**
 * Spec 2.7, the Customer Dashboard: staff see every transfer, anyone else their own (the server
 * decides). Stat cards and 'Total & Fees' come from the list's own counters for the same filter;
 * search, filters and pages are served by the API, 5 rows a page.
 */
export function TransfersDashboard() {
  const { t } = useLingui()
  const { user, actsAsStaff } = useSession()
  const csv = useTransfersExport()
  const advancedId = useId()

  const [searchText, setSearchText] = useState('')
  const q = useDebounced(searchText.trim(), SEARCH_DELAY_MS)
  const [advanced, setAdvanced] = useState<Omit<TransferFilters, 'q'>>(NO_FILTERS)
  const [advancedOpen, setAdvancedOpen] = useState(false)
  const filters: TransferFilters = { ...advanced, q }
  const { list, rows, shownPage, totalPages, pageLoading, stats, goTo } = useDashboardPages(filters)
  const pageText = formatCount(shownPage)
  const pagesText = formatCount(totalPages)

  const [quickView, setQuickView] = useState<{ open: boolean; transfer: Transfer | null }>({ open: false, transfer: null })
  const [toDelete, setToDelete] = useState<Transfer | null>(null)
  const [dismissed, setDismissed] = useState<Error | null>(null)

  const filtered = q !== '' || advancedCount(filters) > 0
  const header = <DashboardHeader actsAsStaff={actsAsStaff} csv={csv} filters={filters} canExport={Boolean(list.stats)} />

  if (list.isLoading) {
    return (
      <div className="customers">
        {header}
        <Spinner label={t`Loading customers…`} />
      </div>
    )
  }

  const listError = list.error && list.error !== dismissed ? list.error : null

  return (
    <div className="customers">
      {header}
      {csv.error ? (
        <ErrorBox title={t`Export failed`} message={csv.error}>
          <Button variant="secondary" onClick={csv.dismiss}>
            <Trans>Dismiss</Trans>
          </Button>
        </ErrorBox>
      ) : null}
      {listError ? <ListLoadError error={listError} onRetry={list.retry} onDismiss={() => setDismissed(listError)} /> : null}

      {stats ? <TransferStatCards stats={stats} staff={actsAsStaff} /> : null}
      {q && !list.complete ? (
        <p className="customers__note">
          <Trans>The figures cover the filters but not the search text until every match is loaded.</Trans>
        </p>
      ) : null}

      <TransferSearch
        value={searchText}
        onChange={setSearchText}
        filters={filters}
        advancedOpen={advancedOpen}
        onToggleAdvanced={() => setAdvancedOpen((open) => !open)}
        advancedPanelId={advancedId}
      />
      {advancedOpen ? (
        <Suspense fallback={<Spinner size="inline" label={t`Loading filters…`} />}>
          <TransferFiltersPanel id={advancedId} value={advanced} onApply={setAdvanced} />
        </Suspense>
      ) : null}
      {q ? <SearchResults query={q} matches={list.rows} complete={list.complete} searching={list.loadingMore || pageLoading} /> : null}

      {list.rows.length === 0 && list.complete ? (
        <NoCustomers filtered={filtered} actsAsStaff={actsAsStaff} />
      ) : (
        <>
          {rows.length > 0 ? (
            <TransfersTable
              rows={rows}
              caption={t`Customers, page ${pageText} of ${pagesText}`}
              showSender={actsAsStaff}
              actor={user ?? { isAdmin: false, superAdmin: false, verified: false }}
              onQuickView={(transfer) => setQuickView({ open: true, transfer })}
              onDelete={setToDelete}
            />
          ) : null}
          {pageLoading ? <Spinner size="inline" label={t`Loading more customers…`} /> : null}
          <Pager page={shownPage} totalPages={totalPages} onGoTo={goTo} busy={pageLoading} label={t`Customer pages`} />
        </>
      )}

      {stats ? <TotalAndFees stats={stats} staff={actsAsStaff} /> : null}

      {quickView.open || quickView.transfer ? (
        <Suspense fallback={null}>
          <QuickViewModal
            open={quickView.open}
            showSender={actsAsStaff}
            transfer={quickView.transfer}
            onClose={() => setQuickView((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      ) : null}
      <DeleteTransferDialog transfer={toDelete} role={actsAsStaff ? 'staff' : 'sender'} onDeleted={list.retry} onClose={() => setToDelete(null)} />
    </div>
  )
}
