import { describe, expect, it } from 'vitest'
import { DISCLOSURE_ROW_KEYS, englishDisclosureLabel } from '../../../../shared/rates/disclosure-rows'
import { i18n } from '../../lib/i18n/i18n'
import { DEFAULT_NOTE, defaultNote, disclosureLabel } from './transfer-texts'

describe('defaultNote', () => {
  it("keeps the spec's branch collection for cash, and says where mobile money and bank transfers go", () => {
    expect(defaultNote('Cash Collection')).toBe(DEFAULT_NOTE)
    expect(i18n._(DEFAULT_NOTE)).toBe('The remittance is ready for collection at the nearest branch.')
    expect(i18n._(defaultNote('Mobile Money'))).toBe('The money is sent to the recipient’s mobile money wallet.')
    expect(i18n._(defaultNote('Bank Transfer'))).toBe('The money is credited to the recipient’s bank account.')
    // A record from before the payment types were fixed reads as cash.
    expect(defaultNote('Courier')).toBe(DEFAULT_NOTE)
  })
})

describe('disclosureLabel', () => {
  it("labels every row in English with the rule's own terms, as the server's e-mails do", () => {
    for (const key of DISCLOSURE_ROW_KEYS) expect(disclosureLabel(key, 'KES')).toBe(englishDisclosureLabel(key, 'KES'))
  })
})
