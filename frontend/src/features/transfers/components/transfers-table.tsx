import { formatUsd } from '../../../../../shared/money/money'
import { Fragment } from 'react'
import { formatPhone, invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { DataTable, type Column } from '../../../components/data-table/data-table'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { formatShortDate, formatTime } from '../transfer-format'
import { AmountWithPayout } from './amount-with-payout'
import { TransferActions, type TransferActionsProps } from './transfer-actions'

export interface TransfersTableProps extends Pick<TransferActionsProps, 'actor' | 'onQuickView' | 'onDelete'> {
  rows: readonly Transfer[]
  caption: string
}

/** Spec 2.7's table: ten columns, so rows become cards below the wide threshold. */
export function TransfersTable({ rows, caption, ...actions }: TransfersTableProps) {
  const columns: Column<Transfer>[] = [
    {
      header: 'Date/Time',
      cell: (t) => (
        <time dateTime={t.createdAt} className="customer-table__nowrap">
          {formatShortDate(t.createdAt)} <span className="customer-table__muted">{formatTime(t.createdAt)}</span>
        </time>
      ),
    },
    { header: 'Invoice', cell: (t) => invoiceLabel(t.country, t.invoiceNumber), className: 'customer-table__invoice' },
    {
      header: 'Customer',
      cell: (t) => (
        <>
          <span className="customer-table__name">
            {t.firstName} {t.lastName}
          </span>
          <span className="customer-table__muted">{t.middleName}</span>
        </>
      ),
    },
    {
      header: 'Location',
      cell: (t) => (
        <>
          {t.country}
          <span className="customer-table__muted">{t.city}</span>
        </>
      ),
    },
    { header: 'Contact', cell: (t) => <PhoneText phone={formatPhone(t.mobileNumber)} /> },
    { header: 'Amount', kind: 'number', cell: (t) => <AmountWithPayout transfer={t} /> },
    { header: 'Fees', kind: 'number', cell: (t) => formatUsd(t.feeCents) },
    { header: 'Total', kind: 'number', cell: (t) => formatUsd(t.totalCents) },
    { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
    {
      header: 'Actions',
      kind: 'action',
      cell: (t) => <TransferActions transfer={t} label={invoiceLabel(t.country, t.invoiceNumber)} {...actions} />,
    },
  ]
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(t) => t.id} />
}

/** A phone number that may wrap at its spaces only, never after a dash: '(612)' / '555-0142'. */
function PhoneText({ phone }: { phone: string }) {
  return (
    <span>
      {phone.split(' ').map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? ' ' : null}
          <span className="customer-table__nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  )
}
