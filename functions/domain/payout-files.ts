import Papa from 'papaparse'
import { joinName } from '../../shared/transfers/transfer-fields'
import { recipientMobileE164 } from '../../shared/transfers/phone/recipient-mobile'
import type { PaymentType } from '../../shared/transfers/transfer-options'
import { MAX_REASON_CHARS, RESULT_FILE_MESSAGES } from '../../shared/payouts/payout-batch-messages'
import type { TransferRecord } from '../model/transfer-record'

/**
 * The payout partner's two files (docs/payout-batches.md), as pure functions: the batch file we
 * write (one row per payout) and the result file we read back (one row per payout: paid or
 * failed, with a reason). papaparse writes and reads the CSV (RFC 4180: quotes, commas and line
 * breaks inside fields); this module owns only the layout and its rules.
 */

/** The batch file's columns, in order. */
export const BATCH_FILE_COLUMNS = [
  'reference',
  'invoice_number',
  'recipient_name',
  'phone_e164',
  'country',
  'city',
  'payout_method',
  'wallet_provider',
  'bank_name',
  'account_number',
  'amount_minor',
  'currency',
] as const

/** The result file's columns, in order. */
const RESULT_FILE_COLUMNS = ['reference', 'status', 'reason'] as const

/** The payout method as the file spells it: a code a partner's system can match, not our label. */
const METHOD_CODES: Readonly<Record<PaymentType, string>> = {
  'Mobile Money': 'mobile_money',
  'Bank Transfer': 'bank_transfer',
  'Cash Collection': 'cash_pickup',
}

const methodCodeOf = (paymentType: string): string =>
  paymentType in METHOD_CODES ? METHOD_CODES[paymentType as PaymentType] : paymentType.toLowerCase().replaceAll(' ', '_')

/** The amount the recipient receives, in the payout currency's minor units (a transfer made before quotes pays out US dollars 1:1). */
export const payoutMinorOf = (record: TransferRecord): { minor: number; currency: string } =>
  record.payout ? { minor: record.payout.receiveMinor, currency: record.payout.currency } : { minor: record.amountCents, currency: 'USD' }

/** One row of the batch file. A number stored before numbers were kept in E.164 is written in E.164 when it can be. */
function batchRowOf(record: TransferRecord): Record<(typeof BATCH_FILE_COLUMNS)[number], string> {
  const { minor, currency } = payoutMinorOf(record)
  return {
    reference: record.id,
    invoice_number: record.invoiceNumber,
    recipient_name: joinName(record.firstName, record.middleName, record.lastName),
    phone_e164: recipientMobileE164(record.mobileNumber, record.countryId) ?? record.mobileNumber,
    country: record.countryId.toUpperCase(),
    city: record.city,
    payout_method: methodCodeOf(record.paymentType),
    wallet_provider: record.walletProvider ?? '',
    bank_name: record.bankName ?? '',
    account_number: record.accountNumber ?? '',
    amount_minor: String(minor),
    currency,
  }
}

/** The batch file: UTF-8 text, a header row, CRLF line ends, fields quoted only when they must be. */
export function buildBatchFile(records: readonly TransferRecord[]): string {
  return Papa.unparse(
    { fields: [...BATCH_FILE_COLUMNS], data: records.map((record) => BATCH_FILE_COLUMNS.map((column) => batchRowOf(record)[column])) },
    { newline: '\r\n' },
  )
}

export interface ResultRow {
  /** The row's line in the file, the header being line 1. */
  line: number
  reference: string
  status: 'paid' | 'failed'
  reason: string
}

export interface LineProblem {
  line: number
  message: string
}

/** What the file is judged against: the batch's transfers and their senders, and who uploads. */
export interface ResultFileContext {
  /** Each transfer of the batch, by id, with its sender. */
  ownerOf: ReadonlyMap<string, string>
  uploaderId: string
}

const isBlank = (row: readonly string[]) => row.every((field) => field.trim() === '')

/**
 * Reads and judges the whole result file before anything is applied: every problem, by line, or
 * the rows to apply. A file with any problem changes nothing. Lines are the file's rows counted
 * from the header as 1 (a field with a line break inside stays one row); blank rows are ignored.
 */
export function parseResultFile(text: string, context: ResultFileContext): { rows: ResultRow[] } | { problems: LineProblem[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false })
  const problems: LineProblem[] = []
  const badRows = new Set<number>()
  for (const error of parsed.errors) {
    // A missing line break at the end is no fault; an unclosed quote or a stray one is.
    if (error.row !== undefined && error.code !== 'UndetectableDelimiter') badRows.add(error.row)
  }
  const [header, ...rest] = parsed.data
  if (!header || isBlank(header)) return { problems: [{ line: 1, message: RESULT_FILE_MESSAGES.empty }] }
  const names = header.map((name) => name.trim().toLowerCase())
  if (names.length !== RESULT_FILE_COLUMNS.length || RESULT_FILE_COLUMNS.some((name, n) => names[n] !== name)) {
    return { problems: [{ line: 1, message: RESULT_FILE_MESSAGES.header }] }
  }
  const rows: ResultRow[] = []
  const seen = new Set<string>()
  rest.forEach((fields, index) => {
    const line = index + 2
    if (badRows.has(index + 1)) return void problems.push({ line, message: RESULT_FILE_MESSAGES.unreadable })
    if (isBlank(fields)) return
    const problem = rowProblem(fields, seen, context)
    if (problem) return void problems.push({ line, message: problem })
    const [reference = '', status = '', reason = ''] = fields.map((field) => field.trim())
    seen.add(reference)
    rows.push({ line, reference, status: status.toLowerCase() === 'paid' ? 'paid' : 'failed', reason })
  })
  if (problems.length > 0) return { problems }
  if (rows.length === 0) return { problems: [{ line: 2, message: RESULT_FILE_MESSAGES.noRows }] }
  return { rows }
}

/** The first thing wrong with one row, if any. */
function rowProblem(fields: readonly string[], seen: ReadonlySet<string>, { ownerOf, uploaderId }: ResultFileContext): string | undefined {
  if (fields.length !== RESULT_FILE_COLUMNS.length) return RESULT_FILE_MESSAGES.columns
  const [reference = '', rawStatus = '', reason = ''] = fields.map((field) => field.trim())
  const owner = ownerOf.get(reference)
  if (owner === undefined) return RESULT_FILE_MESSAGES.notInBatch
  if (seen.has(reference)) return RESULT_FILE_MESSAGES.duplicate
  const status = rawStatus.toLowerCase()
  if (status !== 'paid' && status !== 'failed') return RESULT_FILE_MESSAGES.status
  if (status === 'failed' && reason === '') return RESULT_FILE_MESSAGES.reason
  if (reason.length > MAX_REASON_CHARS) return RESULT_FILE_MESSAGES.reasonLength
  if (owner === uploaderId) return RESULT_FILE_MESSAGES.own
  return undefined
}
