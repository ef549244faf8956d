import { en } from '../i18n/legal-texts/en'
import type { PaymentType } from '../transfers/transfer-options'

/**
 * The US Remittance Rule's disclosure texts (12 CFR 1005.31), written once: the wizard's
 * pre-payment disclosure and the receipt both read them. Plain and short, so each is easy to review
 * and to translate. The English wording lives in shared/i18n/legal-texts/en.ts beside the other
 * languages; these names are its English. No zod here: the public country page reads
 * this module.
 */

/**
 * 1005.31(b)(1)(viii): a recipient paid into a bank account may be charged by their bank, and
 * foreign taxes may apply. Cash collection and mobile money are paid out by our partners in full, so
 * the notice is shown only where it can happen.
 */
export const MAY_RECEIVE_LESS_NOTICE = en.mayReceiveLessNotice
export const mayReceiveLess = (paymentType: string): boolean => paymentType === ('Bank Transfer' satisfies PaymentType)

/** 1005.31(b)(2)(iv) and 1005.33/1005.34, in our own words: the sender's rights, printed on every receipt. */
export const RIGHTS_TITLE = en.rightsTitle
export const RIGHTS_TEXTS = en.rightsTexts

/** Whom to complain to (1005.31(b)(2)(iv)(C)): the state regulator that licenses us, and the CFPB. */
export interface Regulator {
  name: string
  phone: string
  website: string
}

/**
 * The default state regulator: the company's postal address (and so its first licence) is in
 * Minnesota. Each stage can name its own (stage config `regulator`).
 */
export const DEFAULT_REGULATOR: Regulator = {
  name: 'Minnesota Department of Commerce',
  phone: '651-539-1600',
  website: 'mn.gov/commerce',
}

export const CFPB: Regulator = {
  name: 'Consumer Financial Protection Bureau',
  phone: '855-411-2372',
  website: 'consumerfinance.gov',
}

export const COMPLAINTS_TITLE = en.complaintsTitle
export const complaintsText = en.complaintsText

/** '2026-11-27' (a date in the destination's calendar) → 'Fri, Nov 27, 2026', with no time-zone shift. */
export function formatDateAvailable(date: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}
