import { useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { Link } from 'react-router'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import { formatPhone } from '../../../../../shared/transfers/phone/format-phone'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { DataTable, type Column } from '../../../components/data-table/data-table'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { paths } from '../../../config/paths'
import { countryName, formatUsd } from '../../../lib/format'
import { formatShortDate, formatTime } from '../../../entities/transfer/transfer-format'
import { AmountWithPayout } from '../../../entities/transfer/components/amount-with-payout'
import { TransferActions, type TransferActionsProps } from './transfer-actions'

export interface TransfersTableProps extends Pick<TransferActionsProps, 'actor' | 'onQuickView' | 'onDelete'> {
  rows: readonly Transfer[]
  caption: string
  /** Staff's table: a Sender column (a customer's list is their own, so it has none). */
  showSender?: boolean
}

/**
 * Spec 2.7's table: ten columns (eleven for staff, with the sender), so rows become cards below the
 * wide threshold. 'Recipient' is who receives the money; 'Sender' who paid ('Customer' was ambiguous).
 */
export function TransfersTable({ rows, caption, showSender = false, ...actions }: TransfersTableProps) {
  const { t } = useLingui()
  const senderColumn: Column<Transfer> = { header: t`Sender`, cell: (row) => <SenderCell sender={row.sender} />, className: 'customer-table__sender' }
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
    ...(showSender ? [senderColumn] : []),
    {
      header: t`Recipient`,
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
      className: 'customer-table__actions',
      cell: (row) => <TransferActions transfer={row} label={invoiceLabel(row.country, row.invoiceNumber)} {...actions} />,
    },
  ]
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.id} />
}

/** The sender's name, linking to their profile, and their e-mail; a dash when the account is gone. */
function SenderCell({ sender }: { sender: Transfer['sender'] }) {
  if (!sender) return <span className="customer-table__muted">—</span>
  return (
    <>
      <Link to={paths.dashboardProfileById.getHref(sender.id)} className="customer-table__name">
        {sender.name}
      </Link>
      <span className="customer-table__muted customer-table__email">{sender.email}</span>
    </>
  )
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
