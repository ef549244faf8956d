import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LedgerAccount } from '../../../../../shared/ledger/accounts'
import type { BreakKind } from '../../../../../shared/ledger/reconciliation-report'

/** The ledger's accounts (shared/ledger/accounts.ts) as staff read them. */
export const ACCOUNT_LABELS: Record<LedgerAccount, MessageDescriptor> = {
  'card-funds-received': msg`Card funds received`,
  'customer-funds-held': msg`Customer funds held`,
  'customer-funds-on-hold': msg`Customer funds on hold`,
  'partner-payable': msg`Owed to payout partners`,
  'refunds-payable': msg`Refunds owed`,
  'fx-conversion': msg`Currency conversion`,
  'fee-revenue': msg`Fee revenue`,
  'fx-margin-revenue': msg`Exchange margin revenue`,
  'error-resolution-expense': msg`Error resolution expense`,
}

/** What each kind of break means, in a few words. */
export const BREAK_LABELS: Record<BreakKind, MessageDescriptor> = {
  'trial-balance': msg`Debits and credits differ`,
  'unbalanced-entry': msg`An entry does not balance`,
  'unreadable-entry': msg`An entry cannot be read`,
  'status-balance': msg`Balance does not match the status`,
  'missing-payment': msg`No payment entry`,
  'orphan-entry': msg`Entries without a transfer`,
}
