import type { LegalTexts } from './types'

/**
 * English: the rule's own terms. shared/rates/disclosure.ts, disclosure-rows.ts and the claim
 * labels take their English from here, so the wording is written once.
 */
export const en: LegalTexts = {
  disclosureLabels: {
    transferAmount: 'Transfer amount',
    transferFees: 'Transfer fees',
    transferTaxes: 'Transfer taxes',
    total: 'Total',
    exchangeRate: 'Exchange rate',
    amountInCurrency: (currency) => `Transfer amount in ${currency}`,
    otherFees: 'Other fees',
    totalToRecipient: 'Total to recipient',
  },
  noExchange: 'None (paid in US dollars)',
  dateAvailable: 'Date available',
  mayReceiveLessNotice: 'The recipient may receive less because of fees charged by the recipient’s bank and foreign taxes.',
  rightsTitle: 'Your rights',
  rightsTexts: [
    'You can cancel this transfer for a full refund, fees included, within 30 minutes of paying, unless the money has already been picked up or deposited. Cancel it on the transfer in My Recipients or Transaction History, or call us.',
    'If you think there is an error with this transfer, report a problem on its page or contact us within 180 days of the date the money was promised to be available. We will tell you what we find within 90 days, and correct any error we made.',
    'For a written explanation of your rights, contact us.',
  ],
  complaintsTitle: 'Complaints',
  complaintsText: (company) => `For questions or complaints about ${company}, contact us first. You can also contact:`,
  regulatorLabel: (name) => name,
  cardEnding: (card) => `${card.brand} ending ${card.last4}`,
  refundText: (amount, card) => `Refund of ${amount} issued to ${card.brand} ending ${card.last4}`,
  claimTypeLabels: {
    'not-received': 'The recipient did not receive the money by the date available',
    'wrong-amount': 'The recipient received a different amount',
    'wrong-recipient': 'The money went to the wrong recipient or account',
    'no-disclosures': 'I was not given the disclosures (fees, rate, amount) before or after paying',
    other: 'Something else',
  },
  claimOutcomeLabels: {
    'no-error': 'No error found',
    refund: 'Refund',
    resend: 'Resend at no cost',
  },
  claimTextTooLong: (max) => `At most ${max} characters`,
}
