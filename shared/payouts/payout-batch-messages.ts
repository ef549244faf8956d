/**
 * The texts payout batches answer with (docs/payout-batches.md): static, so the SPA shows each in the
 * staff member's language (npm run i18n:server-messages collects every exported …_MESSAGE(S) here).
 */

/** The most characters a failure's reason keeps (it is shown on the transfer's timeline). */
export const MAX_REASON_CHARS = 200

/** Why a result file is refused, line by line. Static texts, so the SPA can show them in the staff member's language. */
export const RESULT_FILE_MESSAGES = {
  empty: 'The result file is empty',
  header: 'The first line must be the header: reference,status,reason',
  columns: 'Each line needs three fields: reference, status and reason',
  unreadable: 'This line cannot be read as CSV (check its quotes)',
  notInBatch: 'This reference is not a transfer of this batch',
  status: 'The status must be paid or failed',
  reason: 'A failed payout needs the partner’s reason',
  reasonLength: `The reason must be at most ${MAX_REASON_CHARS} characters`,
  duplicate: 'This reference is already on an earlier line of the file',
  own: 'This transfer is yours: another staff member must upload its result',
  noRows: 'The result file has no result lines',
} as const
/** What the answer says of a line that was not applied as the partner said (texts, so the SPA can translate them). */
export const RESULT_LINE_MESSAGES = {
  skipped: 'A result for this transfer was recorded earlier: this line changed nothing',
  cancelled: 'The transfer was cancelled after it was batched and its total refunded: it was not marked paid. Check the payout with the partner.',
  paid: 'The transfer was already paid out: this line changed nothing',
  held: 'The transfer is on hold for review: nothing was changed. Upload its result again once it is released.',
  changed: 'The transfer changed while the file was applied: upload the same file again to finish it',
} as const

export const BATCH_NOT_FOUND_MESSAGE = 'Payout batch not found'
export const NOT_A_PAYOUT_QUEUE_MESSAGE = 'This destination does not pay out that way'
export const WRONG_QUEUE_MESSAGE = 'Every transfer of a batch must be of the chosen destination and payout method'
export const BATCH_RACE_MESSAGE = 'Some of these transfers were changed or batched by someone else meanwhile. Reload the queue and try again.'
export const RESULT_FILE_INVALID_MESSAGE = 'The result file was not applied: nothing was changed. Correct the lines listed and upload it again.'
