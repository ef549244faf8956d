import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeader } from '../../../components/page-header/page-header'
import { lazy, Suspense, useId, useState } from 'react'
import { Link } from 'react-router'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { Button, ButtonLink } from '../../../components/button/button'
import { ConfirmDialog, DELETE_QUESTION } from '../../../components/confirm-dialog/confirm-dialog'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Pager } from '../../../components/pager/pager'
import { Spinner } from '../../../components/spinner/spinner'
import { showToast } from '../../../components/toast/toast-store'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-error'
import { formatCount } from '../../../lib/format'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { deleteTransfer } from '../api/delete-transfer'
import { useInvalidateTransfers } from '../api/transfer-keys'
import { useTransferPages } from '../api/transfer-pages'
import { advancedCount, filterQuery, NO_FILTERS, type TransferFilters } from '../transfer-filters'
import {
  AUTH_REQUIRED,
  DELETE_FAILED_TEXT,
  DELETE_FAILED_TITLE,
  DELETED_TEXT,
  DELETED_TITLE,
  DELETED_TOAST_MS,
  LIST_FETCH_ERROR,
  LOG_IN_TO_VIEW,
  NO_CUSTOMERS,
} from '../transfer-texts'
import { LIST_BATCH, PAGE_SIZE, pageCount, pageRows } from '../transfer-paging'
import { useDebounced } from '../../../hooks/use-debounced'
import { DownloadIcon, PlusIcon } from './transfer-icons'
import { TransferSearch, SEARCH_PANEL_MATCHES, SearchResults } from './transfer-search'
import { TransferStatCards, statsOfRows, TotalAndFees } from './transfer-stats'
import { TransfersTable } from './transfers-table'
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
  const { t, i18n } = useLingui()
  const { user, actsAsStaff } = useSession()
  const call = useAuthedCall()
  const csv = useTransfersExport()
  const invalidate = useInvalidateTransfers()
  const advancedId = useId()

  const [searchText, setSearchText] = useState('')
  const q = useDebounced(searchText.trim(), SEARCH_DELAY_MS)
  const [advanced, setAdvanced] = useState<Omit<TransferFilters, 'q'>>(NO_FILTERS)
  const [advancedOpen, setAdvancedOpen] = useState(false)
  const filters: TransferFilters = { ...advanced, q }
  const filterKey = JSON.stringify(filters)

  // A new search or filter starts again at page 1 (spec 9), adjusted while rendering.
  const [paging, setPaging] = useState({ key: filterKey, page: 1 })
  if (paging.key !== filterKey) setPaging({ key: filterKey, page: 1 })
  const page = paging.key === filterKey ? paging.page : 1

  // Staff get everyone's transfers from the list route, anyone else their own (the server decides).
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
  const pageLoading = rows.length < PAGE_SIZE && !list.complete && !list.error
  // Spec 2.7 "the filtered count": the counters answer for status, destination and days; for search
  // text the figures are summed from the matches once every one is loaded.
  const searchFigures = q !== '' && list.complete
  const stats = searchFigures ? statsOfRows(list.rows) : list.stats
  const pageText = formatCount(shownPage)
  const pagesText = formatCount(totalPages)

  const [quickView, setQuickView] = useState<{ open: boolean; transfer: Transfer | null }>({ open: false, transfer: null })
  const [toDelete, setToDelete] = useState<Transfer | null>(null)
  const [dismissed, setDismissed] = useState<Error | null>(null)

  // A refusal stays in the dialog ('Error!' with the server's reason); success closes it.
  const confirmDelete = async () => {
    if (!toDelete) return
    await deleteTransfer(call, toDelete.id)
    showToast(`${i18n._(DELETED_TITLE)} ${i18n._(DELETED_TEXT)}`, { durationMs: DELETED_TOAST_MS })
    void invalidate()
    list.retry()
  }

  const filtered = q !== '' || advancedCount(filters) > 0
  const exportedRows = csv.exporting === null ? null : formatCount(csv.exporting)
  const header = (
    <PageHeader
      title={t`Customer Dashboard`}
      subtitle={actsAsStaff ? t`Every transfer, newest first.` : t`Your transfers, newest first.`}
      actions={
        <>
          {actsAsStaff ? (
            <ButtonLink to={paths.addCustomer.getHref()}>
              <PlusIcon className="button__icon" />
              <Trans>Add Customer</Trans>
            </ButtonLink>
          ) : null}
          {csv.exporting !== null ? (
            <Button variant="secondary" onClick={csv.cancel} aria-describedby="export-progress">
              <Trans>Cancel export</Trans>
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void csv.start(filters)} disabled={!list.stats}>
              <DownloadIcon className="button__icon" />
              <Trans>Export</Trans>
            </Button>
          )}
          <span id="export-progress" className="customers__export-status" role="status">
            {exportedRows !== null ? t`Exporting… ${exportedRows} rows` : ''}
          </span>
        </>
      }
    />
  )

  if (list.isLoading) {
    return (
      <div className="customers">
        {header}
        <Spinner label={t`Loading customers…`} />
      </div>
    )
  }

  const listError = list.error && list.error !== dismissed ? list.error : null
  const signedOut = listError instanceof ApiError && listError.status === 401
  const logInToView = i18n._(LOG_IN_TO_VIEW)

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
      {listError ? (
        <ErrorBox title={i18n._(LIST_FETCH_ERROR)} message={signedOut ? i18n._(AUTH_REQUIRED) : listError.message} onRetry={list.retry}>
          {signedOut ? (
            <p>
              <Trans>
                {logInToView}. <Link to={paths.signIn.getHref()}>Sign In</Link>
              </Trans>
            </p>
          ) : null}
          <Button variant="secondary" onClick={() => setDismissed(listError)}>
            <Trans>Dismiss</Trans>
          </Button>
        </ErrorBox>
      ) : null}

      {stats ? <TransferStatCards stats={stats} /> : null}
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
        <EmptyState as="section" title={i18n._(NO_CUSTOMERS)} titleAs="h3" titleId="customers-empty-title">
          {filtered ? (
            <p>
              <Trans>No transfer matches this search or these filters.</Trans>
            </p>
          ) : actsAsStaff ? (
            <ButtonLink to={paths.addCustomer.getHref()}>
              <Trans>Add New Customer</Trans>
            </ButtonLink>
          ) : null}
        </EmptyState>
      ) : (
        <>
          {rows.length > 0 ? (
            <TransfersTable
              rows={rows}
              caption={t`Customers, page ${pageText} of ${pagesText}`}
              actor={user ?? { isAdmin: false, superAdmin: false, verified: false }}
              onQuickView={(transfer) => setQuickView({ open: true, transfer })}
              onDelete={setToDelete}
            />
          ) : null}
          {pageLoading ? <Spinner size="inline" label={t`Loading more customers…`} /> : null}
          <Pager
            page={shownPage}
            totalPages={totalPages}
            onGoTo={(next) => setPaging({ key: filterKey, page: Math.max(1, next) })}
            busy={pageLoading}
            label={t`Customer pages`}
          />
        </>
      )}

      {stats ? <TotalAndFees stats={stats} /> : null}

      {quickView.open || quickView.transfer ? (
        <Suspense fallback={null}>
          <QuickViewModal
            open={quickView.open}
            transfer={quickView.transfer}
            onClose={() => setQuickView((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={i18n._(DELETE_QUESTION.title)}
        message={i18n._(DELETE_QUESTION.message)}
        confirmLabel={t`Yes, delete it!`}
        tone="danger"
        onConfirm={confirmDelete}
        describeFailure={(error) => ({
          title: i18n._(DELETE_FAILED_TITLE),
          message: error instanceof Error && error.message ? error.message : i18n._(DELETE_FAILED_TEXT),
        })}
        onClose={() => setToDelete(null)}
      />
    </div>
  )
}
