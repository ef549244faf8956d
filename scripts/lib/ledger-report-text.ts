import { CURRENCY_DIGITS } from '../../shared/money/currencies'
import type { LedgerBreak, ReconciliationReport } from '../../shared/ledger/reconciliation-report'

/** Minor units as the currency's decimal text ('-1,295,000' KES minor → '-12,950.00'). */
function amount(minor: number, currency: string): string {
  const digits = (CURRENCY_DIGITS as Record<string, number>)[currency] ?? 2
  return (minor / 10 ** digits).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

const table = (header: string[], rows: string[][]) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n')

/** One break in a line: where, what was expected, what was found. */
function breakLine(found: LedgerBreak): string {
  const where = [found.transferId ? `transfer ${found.transferId}` : undefined, found.status, found.entry, found.account, found.sub]
    .filter(Boolean)
    .join(', ')
  const money = (minor: number | undefined) => (minor === undefined ? '' : `${amount(minor, found.currency ?? 'USD')} ${found.currency ?? 'USD'}`)
  switch (found.kind) {
    case 'missing-payment':
      return `${found.kind}: ${where}: expected a payment entry, found ${found.entries ?? 0} entries and none a payment`
    case 'orphan-entry':
      return `${found.kind}: ${where}: expected a transfer, found ${found.entries ?? 0} entries without one`
    case 'unreadable-entry':
      return `${found.kind}: ${where}: expected a journal entry of positive whole minor units`
    default:
      return `${found.kind}: ${where || found.currency}: expected ${money(found.expectedMinor)}, found ${money(found.foundMinor)}`
  }
}

/** The report as Markdown for a terminal: the figures, the accounts, the trial balance, the breaks. */
export function reportText(report: ReconciliationReport): string {
  return [
    `# Ledger reconciliation ${report.day}`,
    '',
    `${report.transfers} transfers, ${report.entries} journal entries; balances up to ${report.cutoff}; checked in ${report.durationMs} ms.`,
    '',
    table(
      ['account', 'sub', 'currency', 'day debits', 'day credits', 'balance (debit − credit)'],
      report.accounts.map((row) => [
        row.account,
        row.sub ?? '',
        row.currency,
        amount(row.dayDebitMinor, row.currency),
        amount(row.dayCreditMinor, row.currency),
        amount(row.balanceMinor, row.currency),
      ]),
    ),
    '',
    table(
      ['currency', 'debits', 'credits', 'balanced'],
      report.trialBalance.map((row) => [
        row.currency,
        amount(row.debitMinor, row.currency),
        amount(row.creditMinor, row.currency),
        row.debitMinor === row.creditMinor ? 'yes' : 'NO',
      ]),
    ),
    '',
    report.breakCount === 0
      ? 'No breaks: the books reconcile.'
      : [
          `${report.breakCount} break(s)${report.breakCount > report.breaks.length ? ` (the first ${report.breaks.length} listed)` : ''}:`,
          ...report.breaks.map((b) => `- ${breakLine(b)}`),
        ].join('\n'),
  ].join('\n')
}
