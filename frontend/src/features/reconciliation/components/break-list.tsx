import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { LedgerBreak } from '../../../../../shared/ledger/reconciliation-report'
import { DataTable, type Column } from '../../../components/data-table/data-table'
import { paths } from '../../../config/paths'
import { ACCOUNT_LABELS, BREAK_LABELS } from './ledger-texts'
import { Balance } from './money-cells'

/** Each break: what, which transfer (a link to its details), where in the books, what was expected and what was found. */
export function BreakList({ breaks }: { breaks: readonly LedgerBreak[] }) {
  const { t, i18n } = useLingui()
  const money = (minor: number | undefined, found: LedgerBreak) =>
    minor === undefined ? '' : <Balance minor={minor} currency={found.currency ?? 'USD'} />
  const expected = (found: LedgerBreak) => {
    if (found.kind === 'missing-payment') return t`A payment entry`
    if (found.kind === 'orphan-entry') return t`Its transfer`
    if (found.kind === 'unreadable-entry') return t`A journal entry`
    return money(found.expectedMinor, found)
  }
  const actual = (found: LedgerBreak) => {
    const entries = found.entries ?? 0
    if (found.kind === 'missing-payment') return t`${plural(entries, { one: '# entry, not a payment', other: '# entries, none a payment' })}`
    if (found.kind === 'orphan-entry') return t`${plural(entries, { one: '# entry, no transfer', other: '# entries, no transfer' })}`
    if (found.kind === 'unreadable-entry') return t`Unknown account or amount`
    return money(found.foundMinor, found)
  }
  const where = (found: LedgerBreak) =>
    [found.account ? i18n._(ACCOUNT_LABELS[found.account]) : undefined, found.sub, found.entry, found.currency].filter(Boolean).join(' · ')
  const columns: Column<LedgerBreak>[] = [
    { header: t`Problem`, rowHeader: true, cell: (found) => i18n._(BREAK_LABELS[found.kind]) },
    {
      header: t`Transfer`,
      cell: (found) =>
        found.transferId ? (
          <Link to={paths.customerDetails.getHref(found.transferId)} aria-label={t`View transfer ${found.transferId}`} className="reconciliation__id">
            {found.transferId}
          </Link>
        ) : (
          t`All transfers`
        ),
    },
    { header: t`Where`, cell: where },
    { header: t`Expected`, kind: 'number', cell: expected },
    { header: t`Found`, kind: 'number', cell: actual },
  ]
  return (
    <DataTable
      caption={t`Breaks`}
      columns={columns}
      rows={breaks}
      rowKey={(found) => [found.kind, found.transferId, found.entry, found.account, found.sub, found.currency].join('|')}
    />
  )
}
