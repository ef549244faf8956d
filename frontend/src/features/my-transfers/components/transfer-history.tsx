import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { DataTable, type Column } from '../../../components/data-table/data-table'
import { PageHeader } from '../../../components/page-header/page-header'
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { invoiceLabel, type TransferStatus } from '../../../../../shared/transfers/transfer-options'
import { SEARCH_MAX_LENGTH } from '../../../../../shared/transfers/list-transfers-query'
import { Button } from '../../../components/button/button'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Pager } from '../../../components/pager/pager'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { STATUS_LABELS } from '../../../components/status-badge/status-labels'
import { paths } from '../../../config/paths'
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client'
import { useNumberedPages } from '../../../entities/transfer/api/transfer-pages'
import { HistoryIcon } from '../../../components/icons/signed-in-icons'
import { NewTransferButton } from '../../../entities/transfer/components/new-transfer-button'
import '../../../components/form/form.css'
import './transfer-history.css'
import { countryName, formatCount, formatDate, formatUsd } from '../../../lib/format'
import { AmountWithPayout } from '../../../entities/transfer/components/amount-with-payout'
import { CancelTransferButton } from '../../../entities/transfer/components/cancel-transfer'
import { sendAgainHref } from '../../../entities/recipient/send-again'

const HISTORY_PAGE_SIZE = 10

/**
 * The status filter: All, then the statuses as the lists show them (PAID, READY = not paid out yet,
 * CANCELLED: `statusLabel`), by what the API filters by.
 */
const STATUS_FILTERS: readonly (TransferStatus | undefined)[] = [undefined, 'PAID', 'PENDING', 'CANCELLED']

/**
 * 'Showing 11-20 of 34 transfers', or without the total while searching (the server counts no
 * search): 'Showing 1-3', or 'Showing 1-3 for “hodan”' with the search text once its answer is in.
 */
export function historyShowing(i18n: I18n, page: number, shown: number, total: number | undefined, query?: string): string {
  const start = (page - 1) * HISTORY_PAGE_SIZE + 1
  const first = formatCount(start)
  const last = formatCount(start + shown - 1)
  if (total !== undefined) return i18n._(msg`Showing ${first}-${last} of ${plural(total, { one: '# transfer', other: '# transfers' })}`)
  return query ? i18n._(msg`Showing ${first}-${last} for “${query}”`) : i18n._(msg`Showing ${first}-${last}`)
}

const fullNameOf = (transfer: Transfer) => `${transfer.firstName} ${transfer.lastName}`

/** The table's columns; `onChanged` reads the list again after a cancellation in a row. */
const historyColumns = (i18n: I18n, onChanged: () => void): readonly Column<Transfer>[] => [
  {
    header: i18n._(msg`Date`),
    cell: (transfer) => (
      <time dateTime={transfer.createdAt} className="history__date">
        {formatDate(transfer.createdAt, 'date')}
        <span className="history__time">{formatDate(transfer.createdAt, 'time')}</span>
      </time>
    ),
  },
  {
    header: i18n._(msg`Recipient`),
    rowHeader: true,
    cell: (transfer) => (
      <>
        <span className="history__name">{fullNameOf(transfer)}</span>
        <span className="history__place">
          {countryName(transfer.countryId, transfer.country)}, {transfer.city}
        </span>
      </>
    ),
  },
  { header: i18n._(msg`Invoice`), cell: (transfer) => invoiceLabel(transfer.country, transfer.invoiceNumber), className: 'history__invoice' },
  { header: i18n._(msg`Amount`), kind: 'number', cell: (transfer) => <AmountWithPayout transfer={transfer} /> },
  {
    header: i18n._(msg`Total`),
    kind: 'number',
    cell: (transfer) => {
      const fees = formatUsd(transfer.feeCents)
      return (
        <>
          <span className="history__total">{formatUsd(transfer.totalCents)}</span>
          <span className="history__fees">
            <Trans>incl. {fees} fees</Trans>
          </span>
        </>
      )
    },
  },
  {
    header: i18n._(msg`Status`),
    cell: (transfer) => {
      const refunded = transfer.cancellation ? formatUsd(transfer.cancellation.refundCents) : undefined
      return (
        <>
          <StatusBadge status={transfer.status} />
          {refunded ? (
            <span className="history__refund">
              <Trans>Refunded {refunded}</Trans>
            </span>
          ) : null}
        </>
      )
    },
  },
  {
    header: i18n._(msg`Details`),
    headerHidden: true,
    className: 'history__action',
    cell: (transfer) => {
      const fullName = fullNameOf(transfer)
      return (
        <div className="history__actions">
          <Link to={paths.customerDetails.getHref(transfer.id)}>
            <Trans>
              Details<span className="visually-hidden"> of the transfer to {fullName}</span>
            </Trans>
          </Link>
          <Link to={sendAgainHref(transfer)}>
            <Trans>
              Send again<span className="visually-hidden"> to {fullName}</span>
            </Trans>
          </Link>
          <CancelTransferButton transfer={transfer} compact onCancelled={onChanged} />
        </div>
      )
    },
  },
]

/**
 * Transfer History (`/transactions`, linked from the user menu and the sidebar): the signed-in user's
 * own transfers, newest first, filtered by status (All, PAID, READY) and searched on the server
 * (recipient name, invoice or mobile number), in pages of ten; each row opens the transfer's details.
 */
export function TransferHistory() {
  const { t, i18n } = useLingui()
  const [status, setStatus] = useState<TransferStatus | undefined>()
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  const pages = useNumberedPages('mine', { ...(status ? { status } : {}), ...(q ? { q } : {}) }, HISTORY_PAGE_SIZE)
  const { rows, error, isLoading, pageLoading, page } = pages
  // The counters know status but not search text: no total while searching.
  const total = q ? undefined : pages.stats?.total
  const totalPages = total === undefined ? undefined : Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE))
  const filtered = Boolean(status || q)
  // The search text the list answers for, once its answer is in.
  const searched = q && !isLoading ? q : undefined

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
      <PageHeader
        size="section"
        title={t`Your transfers`}
        titleId="history-heading"
        actions={
          <NewTransferButton>
            <Trans>New Transfer</Trans>
          </NewTransferButton>
        }
      />

      <HistoryFilters status={status} onStatus={setStatus} typed={typed} onType={setTyped} onSearch={search} />

      <p className="history__showing list-count" role="status">
        {rows.length > 0 ? historyShowing(i18n, page, rows.length, total, searched) : searched ? ` ${t`for “${searched}”`}` : null}
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
        <EmptyState icon={HistoryIcon} title={filtered ? t`No transfers match` : t`No transfers yet`}>
          {filtered ? (
            <Button variant="secondary" onClick={clear}>
              <Trans>Clear the filters</Trans>
            </Button>
          ) : (
            <>
              <p>
                <Trans>Every transfer you send is listed here with its status.</Trans>
              </p>
              <NewTransferButton>
                <Trans>Send Money Now</Trans>
              </NewTransferButton>
            </>
          )}
        </EmptyState>
      ) : (
        <DataTable
          caption={t`Your transfers, newest first`}
          columns={historyColumns(i18n, pages.retry)}
          rows={rows}
          rowKey={(transfer) => transfer.id}
        />
      )}

      {!isLoading && !error ? (
        <Pager
          page={page}
          totalPages={totalPages}
          hasNext={pages.hasNext}
          onGoTo={pages.goTo}
          busy={pageLoading || isLoading}
          label={t`Transfer pages`}
          className="history__pager"
        />
      ) : null}
    </section>
  )
}

interface HistoryFiltersProps {
  status: TransferStatus | undefined
  onStatus: (status: TransferStatus | undefined) => void
  typed: string
  onType: (text: string) => void
  onSearch: (event: FormEvent<HTMLFormElement>) => void
}

/** The status filter and the search box (sent on submit, not as typed). */
function HistoryFilters({ status, onStatus, typed, onType, onSearch }: HistoryFiltersProps) {
  const { t, i18n } = useLingui()
  const searchId = useId()
  return (
    <div className="history__filters split-row">
      <fieldset className="history__status">
        <legend className="visually-hidden">
          <Trans>Status</Trans>
        </legend>
        {STATUS_FILTERS.map((option) => (
          <label key={option ?? 'all'} className="history__status-option">
            <input
              type="radio"
              name="history-status"
              checked={status === option}
              onChange={() => onStatus(option)}
              className="history__status-input"
            />
            <span>{option ? i18n._(STATUS_LABELS[option]) : t`All`}</span>
          </label>
        ))}
      </fieldset>
      <form className="history__search" role="search" onSubmit={onSearch}>
        <label htmlFor={searchId} className="visually-hidden">
          <Trans>Search transfers</Trans>
        </label>
        <input
          id={searchId}
          type="search"
          className="field__input history__search-input"
          placeholder={t`Name, invoice or mobile number`}
          maxLength={SEARCH_MAX_LENGTH}
          value={typed}
          onChange={(event) => onType(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
    </div>
  )
}
