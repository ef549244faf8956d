import { useLingui } from '@lingui/react/macro'
import type { AccountRow, TrialBalanceRow } from '../../../../../shared/ledger/reconciliation-report'
import { DataTable, type Column } from '../../../components/data-table/data-table'
import { ACCOUNT_LABELS } from './ledger-texts'
import { amountOf, Balance } from './money-cells'

/** The day's debits and credits per account (and currency, and partner), and each balance at the cut-off. */
export function AccountTotals({ rows }: { rows: readonly AccountRow[] }) {
  const { t, i18n } = useLingui()
  const columns: Column<AccountRow>[] = [
    { header: t`Account`, rowHeader: true, cell: (row) => i18n._(ACCOUNT_LABELS[row.account]) },
    { header: t`Currency`, cell: (row) => (row.sub ? `${row.currency} · ${row.sub}` : row.currency) },
    { header: t`Debits today`, kind: 'number', cell: (row) => amountOf(row.dayDebitMinor, row.currency) },
    { header: t`Credits today`, kind: 'number', cell: (row) => amountOf(row.dayCreditMinor, row.currency) },
    { header: t`Balance`, kind: 'number', cell: (row) => <Balance minor={row.balanceMinor} currency={row.currency} /> },
  ]
  return (
    <DataTable caption={t`Totals per account`} columns={columns} rows={rows} rowKey={(row) => `${row.account}|${row.currency}|${row.sub ?? ''}`} />
  )
}

/** Every account's debits and credits per currency: equal when the books balance. */
export function TrialBalance({ rows }: { rows: readonly TrialBalanceRow[] }) {
  const { t } = useLingui()
  const columns: Column<TrialBalanceRow>[] = [
    { header: t`Currency`, rowHeader: true, cell: (row) => row.currency },
    { header: t`Debits`, kind: 'number', cell: (row) => amountOf(row.debitMinor, row.currency) },
    { header: t`Credits`, kind: 'number', cell: (row) => amountOf(row.creditMinor, row.currency) },
    { header: t`Balanced`, cell: (row) => (row.debitMinor === row.creditMinor ? t`Yes` : t`No`) },
  ]
  return <DataTable caption={t`Trial balance per currency`} columns={columns} rows={rows} rowKey={(row) => row.currency} />
}
