import { describe, expect, it } from 'vitest'
import { CLAIM_OUTCOME_LABELS, CLAIM_OUTCOMES, CLAIM_TYPE_LABELS, CLAIM_TYPES } from '../../claims/claim-rules'
import { COMPLAINTS_TITLE, complaintsText, MAY_RECEIVE_LESS_NOTICE, RIGHTS_TEXTS, RIGHTS_TITLE } from '../../rates/disclosure'
import { DISCLOSURE_ROW_KEYS, disclosureRows } from '../../rates/disclosure-rows'
import { LOCALES } from '../locales'
import { en } from './en'
import { disclosureLabel, legalTexts, type LegalTexts } from './index'

const card = { brand: 'Visa', last4: '4242' }

/** Every text of a language, with sample values where a text takes some. */
function allTexts(texts: LegalTexts): Record<string, string> {
  return {
    ...Object.fromEntries(DISCLOSURE_ROW_KEYS.map((key) => [`disclosure.${key}`, disclosureLabel(texts, key, 'KES')])),
    dateAvailable: texts.dateAvailable,
    noExchange: texts.noExchange,
    mayReceiveLessNotice: texts.mayReceiveLessNotice,
    rightsTitle: texts.rightsTitle,
    ...Object.fromEntries(texts.rightsTexts.map((text, index) => [`rights.${index}`, text])),
    complaintsTitle: texts.complaintsTitle,
    complaintsText: texts.complaintsText('Remit'),
    stateRegulator: texts.regulatorLabel('Minnesota Department of Commerce', 'state'),
    federalRegulator: texts.regulatorLabel('Consumer Financial Protection Bureau', 'federal'),
    cardEnding: texts.cardEnding(card),
    refundText: texts.refundText('$105.00', card),
    ...Object.fromEntries(CLAIM_TYPES.map((type) => [`claimType.${type}`, texts.claimTypeLabels[type]])),
    ...Object.fromEntries(CLAIM_OUTCOMES.map((outcome) => [`claimOutcome.${outcome}`, texts.claimOutcomeLabels[outcome]])),
    claimTextTooLong: texts.claimTextTooLong(1000),
  }
}

describe('legal texts', () => {
  it('English is the wording the shared constants always had, and they read it from en.ts', () => {
    expect(MAY_RECEIVE_LESS_NOTICE).toBe('The recipient may receive less because of fees charged by the recipient’s bank and foreign taxes.')
    expect(RIGHTS_TITLE).toBe('Your rights')
    expect(RIGHTS_TEXTS).toEqual([
      'You can cancel this transfer for a full refund, fees included, within 30 minutes of paying, unless the money has already been picked up or deposited. Cancel it on the transfer in My Recipients or Transaction History, or call us.',
      'If you think there is an error with this transfer, report a problem on its page or contact us within 180 days of the date the money was promised to be available. We will tell you what we find within 90 days, and correct any error we made.',
      'For a written explanation of your rights, contact us.',
    ])
    expect(COMPLAINTS_TITLE).toBe('Complaints')
    expect(complaintsText('Remit')).toBe('For questions or complaints about Remit, contact us first. You can also contact:')
    expect(en.refundText('$105.00', card)).toBe('Refund of $105.00 issued to Visa ending 4242')
    expect(CLAIM_TYPE_LABELS).toEqual({
      'not-received': 'The recipient did not receive the money by the date available',
      'wrong-amount': 'The recipient received a different amount',
      'wrong-recipient': 'The money went to the wrong recipient or account',
      'no-disclosures': 'I was not given the disclosures (fees, rate, amount) before or after paying',
      other: 'Something else',
    })
    expect(CLAIM_OUTCOME_LABELS).toEqual({ 'no-error': 'No error found', refund: 'Refund', resend: 'Resend at no cost' })
    expect(en.claimTextTooLong(1000)).toBe('At most 1000 characters')
    expect(en.cardEnding(card)).toBe('Visa ending 4242')
    expect(en.regulatorLabel('Minnesota Department of Commerce', 'state')).toBe('Minnesota Department of Commerce')
    expect(en.dateAvailable).toBe('Date available')
    const rows = disclosureRows({ amountCents: 10_000, feeCents: 500, totalCents: 10_500, rate: '129.5', currency: 'KES', receiveAmount: 12_950 })
    expect(rows.map(([label]) => label)).toEqual([
      'Transfer amount',
      'Transfer fees',
      'Transfer taxes',
      'Total',
      'Exchange rate',
      'Transfer amount in KES',
      'Other fees',
      'Total to recipient',
    ])
    expect(legalTexts('en')).toBe(en)
  })

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has every text, translated, keeping the values it is given', (locale) => {
    const english = allTexts(en)
    const texts = allTexts(legalTexts(locale))
    expect(Object.keys(texts)).toEqual(Object.keys(english))
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).not.toBe('')
      expect(text, key).not.toBe(english[key])
    }
    expect(texts['disclosure.amountInCurrency']).toContain('KES')
    expect(texts.complaintsText).toContain('Remit')
    expect(texts.stateRegulator).toContain('Minnesota Department of Commerce')
    expect(texts.federalRegulator).toContain('Consumer Financial Protection Bureau')
    for (const key of ['cardEnding', 'refundText']) expect(texts[key]).toMatch(/Visa.*4242|4242.*Visa/)
    expect(texts.refundText).toContain('$105.00')
    expect(texts.claimTextTooLong).toContain('1000')
  })

  it('Amharic is written in Ethiopic script', () => {
    for (const [key, text] of Object.entries(allTexts(legalTexts('am')))) expect(text, key).toMatch(/\p{Script=Ethiopic}/u)
  })
})
