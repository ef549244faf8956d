import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { countryNameIn } from '../../../../shared/countries/country-name'
import { DEFAULT_LOCALE, isLocale } from '../../../../shared/i18n/locales'
import { CURRENCY_DIGITS, minorToDecimal, payoutCurrencyOf } from '../../../../shared/money/currencies'
import { maskCardNumber } from '../../../../shared/transfers/card'
import { invoiceLabel } from '../../../../shared/transfers/transfer-options'
import { formatPhone } from '../../../../shared/transfers/phone/format-phone'
import type { Transfer } from '../../../../shared/transfers/transfer-schemas'
import { STATUS_LABELS } from '../../components/status-badge/status-labels'
import { optionLabel } from '../../entities/transfer/transfer-texts'

/**
 * The export's columns, in order: the table's with what the recipient receives, then the
 * quick view's (spec 2.7). The headers are in the reader's language, as the table's are.
 */
const CSV_COLUMNS: readonly MessageDescriptor[] = [
  msg`Date`,
  msg`Invoice`,
  msg`First Name`,
  msg`Last Name`,
  msg`Middle Name`,
  msg`Country`,
  msg`City`,
  msg`Contact`,
  msg`Amount`,
  msg`Fees`,
  msg`Total`,
  msg`Receive Amount`,
  msg`Receive Currency`,
  msg`Exchange Rate`,
  msg`Date Available`,
  msg`Status`,
  msg`Relationship`,
  msg`Sending Reason`,
  msg`Payment Type`,
  msg`Payment Method`,
  msg`Card`,
  msg`Note`,
  msg`Archived`,
]

/** The header row in `i18n`'s language. */
const csvHeader = (i18n: I18n): string[] => CSV_COLUMNS.map((column) => i18n._(column))

/** Dollars with 2 places and no grouping, so spreadsheets read them as numbers. */
const money = (dollars: number): string => dollars.toFixed(2)

/** What the recipient receives with its currency's own digits and no grouping: '12950.00', '370241'. */
const receiveAmountText = (payout: Transfer['payout']): string => {
  const currency = payoutCurrencyOf(payout.currency)
  return minorToDecimal(payout.receiveMinor, currency).toFixed(CURRENCY_DIGITS[currency])
}

/**
 * One CSV row per transfer. Words (the country, the status, the form's choices) are in `i18n`'s
 * language, as the screens show them; figures stay machine-readable in every language. The card is
 * masked to its last four (all the API has); the date is the ISO time (UTC), which spreadsheets sort
 * correctly.
 */
export function csvRows(transfers: readonly Transfer[], i18n: I18n): string[][] {
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  return transfers.map((t) => [
    t.createdAt,
    invoiceLabel(t.country, t.invoiceNumber),
    t.firstName,
    t.lastName,
    t.middleName,
    countryNameIn(locale, t.countryId, t.country),
    t.city,
    formatPhone(t.mobileNumber),
    money(t.inputValue),
    money(t.fees),
    money(t.total),
    receiveAmountText(t.payout),
    t.payout.currency,
    t.payout.rate,
    t.payout.dateAvailable,
    i18n._(STATUS_LABELS[t.status]),
    optionLabel(t.relationship, i18n),
    optionLabel(t.sendingReason, i18n),
    optionLabel(t.paymentType, i18n),
    optionLabel(t.paymentMethod, i18n),
    maskCardNumber(t.card.last4),
    t.note,
    // When staff archived it (an export may include the archived: they stay in the books).
    t.archivedAt ?? '',
  ])
}

/**
 * The CSV text of `transfers`, written by papaparse (loaded on first use, so the dashboard does not
 * carry it). `escapeFormulae` prefixes cells starting with =, +, -, @, tab or CR with a quote, so a
 * recipient named "=HYPERLINK(…)" cannot run as a formula when the file is opened in a spreadsheet.
 */
export async function toCsv(transfers: readonly Transfer[], i18n: I18n): Promise<string> {
  const { unparse } = await import('papaparse')
  return unparse({ fields: csvHeader(i18n), data: csvRows(transfers, i18n) }, { escapeFormulae: true, newline: '\r\n' })
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
