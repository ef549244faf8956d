import { CURRENCY_DIGITS, minorToDecimal, payoutCurrencyOf } from '../../../../shared/money/currencies'
import { maskCardNumber } from '../../../../shared/transfers/card'
import { formatPhone, invoiceLabel, statusLabel } from '../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../shared/transfers/transfer-schemas'

/** The export's columns, in order: the table's with what the recipient receives (issue 15), then the quick view's (spec 2.7). */
export const CSV_FIELDS = [
  'Date',
  'Invoice',
  'First Name',
  'Last Name',
  'Middle Name',
  'Country',
  'City',
  'Contact',
  'Amount',
  'Fees',
  'Total',
  'Receive Amount',
  'Receive Currency',
  'Exchange Rate',
  'Date Available',
  'Status',
  'Relationship',
  'Sending Reason',
  'Payment Type',
  'Payment Method',
  'Card',
  'Note',
] as const

/** Dollars with 2 places and no grouping, so spreadsheets read them as numbers. */
const money = (dollars: number): string => dollars.toFixed(2)

/** What the recipient receives with its currency's own digits and no grouping: '12950.00', '370241'. */
const receiveAmountText = (payout: Transfer['payout']): string => {
  const currency = payoutCurrencyOf(payout.currency)
  return minorToDecimal(payout.receiveMinor, currency).toFixed(CURRENCY_DIGITS[currency])
}

/**
 * One CSV row per transfer. The card is masked to its last four (all the API has); the date is the
 * ISO time (UTC), which spreadsheets sort correctly.
 */
export function csvRows(transfers: readonly Transfer[]): string[][] {
  return transfers.map((t) => [
    t.createdAt,
    invoiceLabel(t.country, t.invoiceNumber),
    t.firstName,
    t.lastName,
    t.middleName,
    t.country,
    t.city,
    formatPhone(t.mobileNumber),
    money(t.inputValue),
    money(t.fees),
    money(t.total),
    receiveAmountText(t.payout),
    t.payout.currency,
    t.payout.rate,
    t.payout.dateAvailable,
    statusLabel(t.status),
    t.relationship,
    t.sendingReason,
    t.paymentType,
    t.paymentMethod,
    maskCardNumber(t.card.last4),
    t.note,
  ])
}

/**
 * The CSV text of `transfers`, written by papaparse (loaded on first use, so the dashboard does not
 * carry it). `escapeFormulae` prefixes cells starting with =, +, -, @, tab or CR with a quote, so a
 * recipient named "=HYPERLINK(…)" cannot run as a formula when the file is opened in a spreadsheet.
 */
export async function toCsv(transfers: readonly Transfer[]): Promise<string> {
  const { unparse } = await import('papaparse')
  return unparse({ fields: [...CSV_FIELDS], data: csvRows(transfers) }, { escapeFormulae: true, newline: '\r\n' })
}

/** 'customers-2026-03-09.csv' */
export const csvFileName = (now: Date): string => `customers-${now.toISOString().slice(0, 10)}.csv`

/** Hands `text` to the browser as a download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  // A BOM makes Excel read the file as UTF-8 (names such as 'Ayşe').
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
