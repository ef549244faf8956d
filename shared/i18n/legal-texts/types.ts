import type { ClaimOutcome, ClaimType } from '../../claims/claim-kinds'
import type { DisclosureRowKey } from '../../rates/disclosure-row-keys'

/** A card as the texts name it: its brand and last four digits. */
export interface CardRef {
  brand: string
  last4: string
}

/** Which body a complaints row names: the state regulator that licenses us, or the CFPB. */
type RegulatorKind = 'state' | 'federal'

/**
 * What the US Remittance Rule (12 CFR 1005.31–1005.34) and the error claims have us say to a sender,
 * in one language. One module per language (`en.ts`, `so.ts`, ...) fills it in; the SPA
 * and the e-mails read them through `legalTexts(locale)`. Values come in already formatted in the
 * reader's language (amounts, dates): these texts only place them.
 */
export interface LegalTexts {
  /**
   * 1005.31(b)(1)(i)–(vii): the labels of the disclosure rows, by DISCLOSURE_ROW_KEYS. The row of the
   * amount in the payout currency names that currency ('KES').
   */
  disclosureLabels: { [K in DisclosureRowKey]: K extends 'amountInCurrency' ? (currency: string) => string : string }
  /**
   * The exchange-rate row's value for a payout in US dollars: no currency is exchanged, and
   * '1 USD = 1.0 USD' reads like a rate a sender is charged for.
   */
  noExchange: string
  /** 1005.31(b)(2)(ii): the label of the date the money is available. */
  dateAvailable: string
  /** 1005.31(b)(1)(viii): a recipient paid into a bank account may receive less. */
  mayReceiveLessNotice: string
  /** 1005.31(b)(2)(iv), 1005.33 and 1005.34: the sender's rights, in three short paragraphs. */
  rightsTitle: string
  rightsTexts: readonly [cancel: string, errors: string, writtenExplanation: string]
  /** 1005.31(b)(2)(vi): whom to complain to. */
  complaintsTitle: string
  complaintsText: (company: string) => string
  /**
   * How a complaints row names a regulator. The bodies' official names stay in English (that is
   * what a sender finds them by); another language may add what the body is.
   */
  regulatorLabel: (name: string, kind: RegulatorKind) => string
  /** 'Visa ending 4242'. */
  cardEnding: (card: CardRef) => string
  /** The refund of a cancelled transfer (1005.34): `amount` formatted in the reader's language. */
  refundText: (amount: string, card: CardRef) => string
  /** 1005.33: what a sender may report, and what staff found. */
  claimTypeLabels: Record<ClaimType, string>
  claimOutcomeLabels: Record<ClaimOutcome, string>
  /** A claim's description or answer is too long. */
  claimTextTooLong: (max: number) => string
}
