import { formatUsd } from '../../../../../shared/money/money'
import { Fragment } from 'react'
import { formatPhone, invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { formatShortDate, formatTime } from '../transfer-format'
import { TransferActions, type TransferActionsProps } from './transfer-actions'

export interface TransfersTableProps extends Pick<TransferActionsProps, 'actor' | 'onQuickView' | 'onDelete'> {
  rows: readonly Transfer[]
  caption: string
}

/**
 * Spec 2.7's table. One markup for every width: a table from 56rem up, and below that each row is a
 * card (CSS), with each cell's column name shown beside it from `data-label`. Explicit ARIA roles
 * keep the table's meaning for screen readers when CSS changes its display.
 */
export function TransfersTable({ rows, caption, ...actions }: TransfersTableProps) {
  return (
    <div className="customer-table__wrap">
      <table className="customer-table" role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {['Date/Time', 'Invoice', 'Customer', 'Location', 'Contact', 'Amount', 'Fees', 'Total', 'Status', 'Actions'].map((name) => (
              <th key={name} role="columnheader" scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((t) => {
            const invoice = invoiceLabel(t.country, t.invoiceNumber)
            return (
              <tr key={t.id} role="row" className="customer-table__row">
                <td role="cell" data-label="Date/Time">
                  <time dateTime={t.createdAt} className="customer-table__nowrap">
                    {formatShortDate(t.createdAt)} <span className="customer-table__muted">{formatTime(t.createdAt)}</span>
                  </time>
                </td>
                <td role="cell" data-label="Invoice" className="customer-table__invoice">
                  {invoice}
                </td>
                <td role="cell" data-label="Customer">
                  <span className="customer-table__name">
                    {t.firstName} {t.lastName}
                  </span>
                  <span className="customer-table__muted">{t.middleName}</span>
                </td>
                <td role="cell" data-label="Location">
                  {t.country}
                  <span className="customer-table__muted">{t.city}</span>
                </td>
                <td role="cell" data-label="Contact">
                  <PhoneText phone={formatPhone(t.mobileNumber)} />
                </td>
                <td role="cell" data-label="Amount" className="customer-table__money">
                  {formatUsd(t.amountCents)}
                </td>
                <td role="cell" data-label="Fees" className="customer-table__money">
                  {formatUsd(t.feeCents)}
                </td>
                <td role="cell" data-label="Total" className="customer-table__money">
                  {formatUsd(t.totalCents)}
                </td>
                <td role="cell" data-label="Status">
                  <StatusBadge status={t.status} />
                </td>
                <td role="cell" data-label="Actions">
                  <TransferActions transfer={t} label={invoice} {...actions} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
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
