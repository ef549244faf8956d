import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { countryNameIn } from '../../../../shared/countries/country-name'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../shared/i18n/locales'
import { CURRENCY_DIGITS, minorToDecimal, payoutCurrencyOf } from '../../../../shared/money/currencies'
import { maskCardNumber } from '../../../../shared/transfers/card'
import { invoiceLabel } from '../../../../shared/transfers/transfer-options'
import { formatPhone } from '../../../../shared/transfers/phone/format-phone'
import type { Transfer } from '../../../../shared/transfers/transfer-schemas'
import { STATUS_LABELS } from '../../components/status-badge/status-labels'
import { optionLabel } from '../../entities/transfer/transfer-texts'

/** Dollars with 2 places and no grouping, so spreadsheets read them as numbers. */
const money = (dollars: number): string => dollars.toFixed(2)

/** What the recipient receives with its currency's own digits and no grouping: '12950.00', '370241'. */
const receiveAmountText = (payout: Transfer['payout']): string => {
  const currency = payoutCurrencyOf(payout.currency)
  return minorToDecimal(payout.receiveMinor, currency).toFixed(CURRENCY_DIGITS[currency])
}

/** A column of the export: its header and the cell of one transfer. */
interface CsvColumn {
  header: MessageDescriptor
  cell: (transfer: Transfer, i18n: I18n, locale: Locale) => string
}

/** Who sent it (staff's export): the name and e-mail their profile has now. */
const SENDER_COLUMNS: readonly CsvColumn[] = [
  { header: msg`Sender`, cell: (t) => t.sender?.name ?? '' },
  { header: msg`Sender Email`, cell: (t) => t.sender?.email ?? '' },
]

/**
 * Where the money is paid out (staff's export, for the payout desk): the wallet of mobile money, the
 * bank and the account (an IBAN in Turkey) of a bank transfer. The list answers others' transfers, and
 * so their payout details, to verified staff only; a customer's file leaves the columns out.
 */
const PAYOUT_COLUMNS: readonly CsvColumn[] = [
  { header: msg`Mobile Money Provider`, cell: (t) => t.walletProvider ?? '' },
  { header: msg`Bank`, cell: (t) => t.bankName ?? '' },
  { header: msg`Account Number or IBAN`, cell: (t) => t.accountNumber ?? '' },
]

/**
 * The export's columns, in order: the table's with what the recipient receives, then the quick
 * view's (spec 2.7); staff's file adds the sender after the invoice and the payout details after the
 * payment type. Headers are in the reader's language, as the table's are; 'Recipient' says whose
 * name it is, now that the sender is in the file too.
 */
function csvColumns(staff: boolean): CsvColumn[] {
  return [
    { header: msg`Date`, cell: (t) => t.createdAt },
    { header: msg`Invoice`, cell: (t) => invoiceLabel(t.country, t.invoiceNumber) },
    ...(staff ? SENDER_COLUMNS : []),
    { header: msg`Recipient First Name`, cell: (t) => t.firstName },
    { header: msg`Recipient Last Name`, cell: (t) => t.lastName },
    { header: msg`Recipient Middle Name`, cell: (t) => t.middleName },
    { header: msg`Country`, cell: (t, _i18n, locale) => countryNameIn(locale, t.countryId, t.country) },
    { header: msg`City`, cell: (t) => t.city },
    { header: msg`Contact`, cell: (t) => formatPhone(t.mobileNumber) },
    { header: msg`Amount`, cell: (t) => money(t.inputValue) },
    { header: msg`Fees`, cell: (t) => money(t.fees) },
    { header: msg`Total`, cell: (t) => money(t.total) },
    { header: msg`Receive Amount`, cell: (t) => receiveAmountText(t.payout) },
    { header: msg`Receive Currency`, cell: (t) => t.payout.currency },
    { header: msg`Exchange Rate`, cell: (t) => t.payout.rate },
    { header: msg`Date Available`, cell: (t) => t.payout.dateAvailable },
    { header: msg`Status`, cell: (t, i18n) => i18n._(STATUS_LABELS[t.status]) },
    { header: msg`Relationship`, cell: (t, i18n) => optionLabel(t.relationship, i18n) },
    { header: msg`Sending Reason`, cell: (t, i18n) => optionLabel(t.sendingReason, i18n) },
    { header: msg`Payment Type`, cell: (t, i18n) => optionLabel(t.paymentType, i18n) },
    ...(staff ? PAYOUT_COLUMNS : []),
    { header: msg`Payment Method`, cell: (t, i18n) => optionLabel(t.paymentMethod, i18n) },
    // Masked to its last four: all the API has.
    { header: msg`Card`, cell: (t) => maskCardNumber(t.card.last4) },
    { header: msg`Note`, cell: (t) => t.note },
    // When staff archived it (an export may include the archived: they stay in the books).
    { header: msg`Archived`, cell: (t) => t.archivedAt ?? '' },
  ]
}

/** Whose export it is: staff's (verified) adds the sender and the payout details. */
export interface CsvOptions {
  staff: boolean
}

const CUSTOMER: CsvOptions = { staff: false }

/** The header row in `i18n`'s language. */
const csvHeader = (i18n: I18n, { staff }: CsvOptions): string[] => csvColumns(staff).map((column) => i18n._(column.header))

/**
 * One CSV row per transfer. Words (the country, the status, the form's choices) are in `i18n`'s
 * language, as the screens show them; figures stay machine-readable in every language. The date is
 * the ISO time (UTC), which spreadsheets sort correctly.
 */
export function csvRows(transfers: readonly Transfer[], i18n: I18n, { staff }: CsvOptions = CUSTOMER): string[][] {
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const columns = csvColumns(staff)
  return transfers.map((transfer) => columns.map((column) => column.cell(transfer, i18n, locale)))
}

/**
 * The CSV text of `transfers`, written by papaparse (loaded on first use, so the dashboard does not
 * carry it). `escapeFormulae` prefixes cells starting with =, +, -, @, tab or CR with a quote, so a
 * recipient named "=HYPERLINK(…)" cannot run as a formula when the file is opened in a spreadsheet.
 */
export async function toCsv(transfers: readonly Transfer[], i18n: I18n, options: CsvOptions = CUSTOMER): Promise<string> {
  const { unparse } = await import('papaparse')
  return unparse({ fields: csvHeader(i18n, options), data: csvRows(transfers, i18n, options) }, { escapeFormulae: true, newline: '\r\n' })
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
