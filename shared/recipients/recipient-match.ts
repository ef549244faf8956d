import { recipientMobileE164 } from '../transfers/phone/recipient-mobile'
import { joinName } from '../transfers/transfer-fields'

/**
 * Who a transfer was sent to, as one key, so My Recipients can group past transfers under the
 * saved recipient they went to, and group transfers made before the address book existed (or to
 * someone never saved) by person. Transfers are never changed for this: the grouping is read-side only.
 */
export interface RecipientFacts {
  firstName: string
  middleName: string
  lastName: string
  mobileNumber: string
  countryId: string
  paymentType: string
  walletProvider?: string | undefined
  bankName?: string | undefined
  accountNumber?: string | undefined
}

/** Case, accents and spacing aside: 'Hodan  ÇELIK' is 'hodan celik'. */
const foldedName = (facts: RecipientFacts) =>
  joinName(facts.firstName, facts.middleName, facts.lastName).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ')

/** The mobile number in E.164 (older transfers stored 10 national digits). */
const mobileOf = (facts: RecipientFacts) => recipientMobileE164(facts.mobileNumber, facts.countryId) ?? facts.mobileNumber.replace(/\D/g, '')

/** The person: destination, whole name and mobile number. The same person may be paid different ways. */
export const personKey = (facts: RecipientFacts): string => [facts.countryId, foldedName(facts), mobileOf(facts)].join('|')

/** The person and where the money goes: the method and its wallet, or bank and account. */
const payoutKey = (facts: RecipientFacts): string =>
  [personKey(facts), facts.paymentType, facts.walletProvider ?? '', (facts.bankName ?? '').trim().toLowerCase(), facts.accountNumber ?? ''].join('|')

/**
 * The saved recipient that is this same person paid the same way (same method, wallet, bank and
 * account), if any: saving them again would only add a duplicate to the address book.
 */
export function samePayoutRecipient<R extends RecipientFacts>(facts: RecipientFacts, recipients: readonly R[]): R | undefined {
  const payout = payoutKey(facts)
  return recipients.find((recipient) => payoutKey(recipient) === payout)
}

/**
 * The saved recipient a transfer went to: the one with the same person and payout details, else
 * the first with the same person (they were paid another way that time); undefined when none is.
 */
export function matchRecipient<R extends RecipientFacts>(transfer: RecipientFacts, recipients: readonly R[]): R | undefined {
  const exact = samePayoutRecipient(transfer, recipients)
  if (exact) return exact
  const person = personKey(transfer)
  return recipients.find((recipient) => personKey(recipient) === person)
}
