import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { DataTable, type Column } from '../../../components/data-table/data-table'
import { PageHeader } from '../../../components/page-header/page-header'
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { formatUsd } from '../../../../../shared/money/money'
import { invoiceLabel, type TransferStatus } from '../../../../../shared/transfers/transfer-options'
import { SEARCH_MAX_LENGTH } from '../../../../../shared/transfers/list-transfers-query'
import { Button } from '../../../components/button/button'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Pager } from '../../../components/pager/pager'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { paths } from '../../../config/paths'
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client'
import { useNumberedPages } from '../api/transfer-pages'
import { HistoryIcon } from '../../../components/icons/signed-in-icons'
import { NewTransferButton } from './new-transfer-button'
import '../../../components/form/form.css'
import './transfer-history.css'
import { formatDate } from '../../../lib/format'
import { AmountWithPayout } from './amount-with-payout'
import { CancelTransferButton } from './cancel-transfer'

export const HISTORY_PAGE_SIZE = 10

/** The status filter: what the lists show (PAID, READY = not paid out yet, CANCELLED) and what the API filters by. */
const STATUS_FILTERS: readonly { label: string; value: TransferStatus | undefined }[] = [
  { label: 'All', value: undefined },
  { label: 'PAID', value: 'PAID' },
  { label: 'READY', value: 'PENDING' },
  { label: 'CANCELLED', value: 'CANCELLED' },
]

/** 'Showing 11-20 of 34 transfers', or without the total while searching (the server counts no search). */
export function historyShowing(page: number, shown: number, total: number | undefined): string {
  const first = (page - 1) * HISTORY_PAGE_SIZE + 1
  const range = `${first}-${first + shown - 1}`
  return total === undefined ? `Showing ${range}` : `Showing ${range} of ${total} ${total === 1 ? 'transfer' : 'transfers'}`
}

const fullNameOf = (transfer: Transfer) => `${transfer.firstName} ${transfer.lastName}`

/** The table's columns; `onChanged` reads the list again after a cancellation in a row. */
const historyColumns = (onChanged: () => void): readonly Column<Transfer>[] => [
  {
    header: 'Date',
    cell: (transfer) => (
      <time dateTime={transfer.createdAt} className="history__date">
        {formatDate(transfer.createdAt, 'date')}
        <span className="history__time">{formatDate(transfer.createdAt, 'time')}</span>
      </time>
    ),
  },
  {
    header: 'Recipient',
    rowHeader: true,
    cell: (transfer) => (
      <>
        <span className="history__name">{fullNameOf(transfer)}</span>
        <span className="history__place">
          {transfer.country}, {transfer.city}
        </span>
      </>
    ),
  },
  { header: 'Invoice', cell: (transfer) => invoiceLabel(transfer.country, transfer.invoiceNumber), className: 'history__invoice' },
  { header: 'Amount', kind: 'number', cell: (transfer) => <AmountWithPayout transfer={transfer} /> },
  {
    header: 'Total',
    kind: 'number',
    cell: (transfer) => (
      <>
        <span className="history__total">{formatUsd(transfer.totalCents)}</span>
        <span className="history__fees">incl. {formatUsd(transfer.feeCents)} fees</span>
      </>
    ),
  },
  {
    header: 'Status',
    cell: (transfer) => (
      <>
        <StatusBadge status={transfer.status} />
        {transfer.cancellation ? <span className="history__refund">Refunded {formatUsd(transfer.cancellation.refundCents)}</span> : null}
      </>
    ),
  },
  {
    header: 'Details',
    headerHidden: true,
    className: 'history__action',
    cell: (transfer) => (
      <div className="history__actions">
        <Link to={paths.customerDetails.getHref(transfer.id)}>
          Details<span className="visually-hidden"> of the transfer to {fullNameOf(transfer)}</span>
        </Link>
        <CancelTransferButton transfer={transfer} compact onCancelled={onChanged} />
      </div>
    ),
  },
]

/**
 * Transfer History (`/transactions`, linked from the user menu and the sidebar): the signed-in user's
 * own transfers, newest first, filtered by status (All, PAID, READY) and searched on the server
 * (recipient name, invoice or mobile number), in pages of ten; each row opens the transfer's details.
 */
export function TransferHistory() {
  const searchId = useId()
  const [status, setStatus] = useState<TransferStatus | undefined>()
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  const pages = useNumberedPages('mine', { ...(status ? { status } : {}), ...(q ? { q } : {}) }, HISTORY_PAGE_SIZE)
  const { rows, error, isLoading, pageLoading, page } = pages
  // The counters know status but not search text: no total while searching.
  const total = q ? undefined : pages.stats?.total
  const totalPages = total === undefined ? undefined : Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE))
  const filtered = Boolean(status || q)

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setQ(typed.trim())
  }
  const clear = () => {
    setTyped('')
    setQ('')
    setStatus(undefined)
  }

  return (
    <section className="history" aria-labelledby="history-heading" aria-busy={isLoading || pageLoading}>
      <PageHeader size="section" title="Your transfers" titleId="history-heading" actions={<NewTransferButton>New Transfer</NewTransferButton>} />

      <div className="history__filters">
        <fieldset className="history__status">
          <legend className="visually-hidden">Status</legend>
          {STATUS_FILTERS.map((option) => (
            <label key={option.label} className="history__status-option">
              <input
                type="radio"
                name="history-status"
                checked={status === option.value}
                onChange={() => setStatus(option.value)}
                className="history__status-input"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
        <form className="history__search" role="search" onSubmit={search}>
          <label htmlFor={searchId} className="visually-hidden">
            Search transfers
          </label>
          <input
            id={searchId}
            type="search"
            className="field__input history__search-input"
            placeholder="Name, invoice or mobile number"
            maxLength={SEARCH_MAX_LENGTH}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </div>

      <p className="history__showing" role="status">
        {rows.length > 0 ? historyShowing(page, rows.length, total) : null}
        {q && !isLoading ? ` for “${q}”` : null}
      </p>

      {error ? (
        <ErrorBox title={GENERIC_ERROR_MESSAGE} message={error.message} onRetry={pages.retry} retrying={pages.isValidating} />
      ) : isLoading || pageLoading ? (
        <div className="history__loading" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <span key={i} className="history__skeleton" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState icon={HistoryIcon} title={filtered ? 'No transfers match' : 'No transfers yet'}>
          {filtered ? (
            <Button variant="secondary" onClick={clear}>
              Clear the filters
            </Button>
          ) : (
            <>
              <p>Every transfer you send is listed here with its status.</p>
              <NewTransferButton>Send Money Now</NewTransferButton>
            </>
          )}
        </EmptyState>
      ) : (
        <DataTable caption="Your transfers, newest first" columns={historyColumns(pages.retry)} rows={rows} rowKey={(transfer) => transfer.id} />
      )}

      {!isLoading && !error ? (
        <Pager
          page={page}
          totalPages={totalPages}
          hasNext={pages.hasNext}
          onGoTo={pages.goTo}
          busy={pageLoading || isLoading}
          label="Transfer pages"
          className="history__pager"
        />
      ) : null}
    </section>
  )
}
