// Apart from disclosure-rows.ts: the legal texts label these rows, and the rows read their labels from those texts.

/** 1005.31(b)(1)(i)–(vii) in order, by what each row is: the SPA and the e-mails label them in the reader's language. */
export const DISCLOSURE_ROW_KEYS = [
  'transferAmount',
  'transferFees',
  'transferTaxes',
  'total',
  'exchangeRate',
  'amountInCurrency',
  'otherFees',
  'totalToRecipient',
] as const
export type DisclosureRowKey = (typeof DISCLOSURE_ROW_KEYS)[number]
