import { useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import { formatPhone } from '../../../../../shared/transfers/phone/format-phone'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { DataTable, type Column } from '../../../components/data-table/data-table'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { countryName, formatUsd } from '../../../lib/format'
import { formatShortDate, formatTime } from '../../../entities/transfer/transfer-format'
import { AmountWithPayout } from '../../../entities/transfer/components/amount-with-payout'
import { TransferActions, type TransferActionsProps } from './transfer-actions'

export interface TransfersTableProps extends Pick<TransferActionsProps, 'actor' | 'onQuickView' | 'onDelete'> {
  rows: readonly Transfer[]
  caption: string
}

/** Spec 2.7's table: ten columns, so rows become cards below the wide threshold. */
export function TransfersTable({ rows, caption, ...actions }: TransfersTableProps) {
  const { t } = useLingui()
  const columns: Column<Transfer>[] = [
    {
      header: t`Date/Time`,
      cell: (row) => (
        <time dateTime={row.createdAt} className="customer-table__nowrap">
          {formatShortDate(row.createdAt)} <span className="customer-table__muted">{formatTime(row.createdAt)}</span>
        </time>
      ),
    },
    { header: t`Invoice`, cell: (row) => invoiceLabel(row.country, row.invoiceNumber), className: 'customer-table__invoice' },
    {
      header: t`Customer`,
      cell: (row) => (
        <>
          <span className="customer-table__name">
            {row.firstName} {row.lastName}
          </span>
          <span className="customer-table__muted">{row.middleName}</span>
        </>
      ),
    },
    {
      header: t`Location`,
      cell: (row) => (
        <>
          {countryName(row.countryId, row.country)}
          <span className="customer-table__muted">{row.city}</span>
        </>
      ),
    },
    { header: t`Contact`, cell: (row) => <PhoneText phone={formatPhone(row.mobileNumber)} /> },
    { header: t`Amount`, kind: 'number', cell: (row) => <AmountWithPayout transfer={row} /> },
    { header: t`Fees`, kind: 'number', cell: (row) => formatUsd(row.feeCents) },
    { header: t`Total`, kind: 'number', cell: (row) => formatUsd(row.totalCents) },
    { header: t`Status`, cell: (row) => <StatusBadge status={row.status} /> },
    {
      header: t`Actions`,
      kind: 'action',
      cell: (row) => <TransferActions transfer={row} label={invoiceLabel(row.country, row.invoiceNumber)} {...actions} />,
    },
  ]
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.id} />
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
