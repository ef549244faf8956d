/**
 * The ledger's chart of accounts: where every cent a customer gives us sits until it is paid out or
 * given back. Names are stable (they are stored on every journal line). A money transmitter must
 * show at any time that customer money is held for them (the liability) and matched by what it
 * holds (the asset); fees and FX margin become its own money only when the service is rendered.
 *
 * `normal` is the side that increases the account: debit for assets and expenses, credit for
 * liabilities and income.
 */
export const LEDGER_ACCOUNTS = {
  /** Card payments captured for customers, held at the card processor / settlement bank until paid on or refunded. */
  'card-funds-received': { kind: 'asset', normal: 'debit' },
  /** What we owe senders for transfers not yet paid out or refunded (amount and fees: 12 CFR 1005.34 refunds both). */
  'customer-funds-held': { kind: 'liability', normal: 'credit' },
  /** The same liability while compliance reviews the transfer: it can be neither paid out nor earned. */
  'customer-funds-on-hold': { kind: 'liability', normal: 'credit' },
  /** What we owe a payout partner for what it paid the recipient, per corridor and currency. */
  'partner-payable': { kind: 'liability', normal: 'credit' },
  /** Refunds owed to a sender's card. */
  'refunds-payable': { kind: 'liability', normal: 'credit' },
  /** The conversion of dollars into the payout currency: one leg in each currency, so each currency balances on its own. */
  'fx-conversion': { kind: 'asset', normal: 'debit' },
  /** The transfer fee, earned when the money is paid out (until then it is refundable). */
  'fee-revenue': { kind: 'income', normal: 'credit' },
  /** The FX margin: the dollars the sender's amount buys at the reference (mid-market) rate beyond what the recipient receives at the customer rate, earned at the payout. */
  'fx-margin-revenue': { kind: 'income', normal: 'credit' },
  /** A refund on an error claim after the recipient was paid: the transmitter's own cost (12 CFR 1005.33(c)). */
  'error-resolution-expense': { kind: 'expense', normal: 'debit' },
} as const

export type LedgerAccount = keyof typeof LEDGER_ACCOUNTS
export type LedgerSide = 'debit' | 'credit'
