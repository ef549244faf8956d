import { describe, expect, it } from 'vitest'
import { mobileLengths, mobileMessage, nationalMobile, recipientMobileE164 } from './recipient-mobile'
import { sampleMobile } from './sample-mobile'

describe('recipient mobile numbers', () => {
  it.each([
    ['ke', '0712 345 678', '+254712345678'],
    ['ke', '712345678', '+254712345678'],
    ['ke', '+254 712-345-678', '+254712345678'],
    ['so', '61 2345678', '+252612345678'],
    ['et', '0911234567', '+251911234567'],
    ['ug', '772123456', '+256772123456'],
    ['tz', '0712345678', '+255712345678'],
    ['dj', '77 83 10 01', '+25377831001'],
    ['rw', '0781234567', '+250781234567'],
    ['tr', '0532 123 45 67', '+905321234567'],
  ])('takes a %s mobile number as typed (%s) and keeps it in E.164', (countryId, typed, e164) => {
    expect(recipientMobileE164(typed, countryId)).toBe(e164)
  })

  it.each([
    ['ke', '0201234567', 'a Nairobi landline'],
    ['tr', '2121234567', 'an Istanbul landline'],
    ['ke', '71234567', 'a digit short'],
    ['ke', '+256772123456', "Uganda's number for Kenya"],
    ['ke', '6125550142', 'a US number (the old 10-digit rule)'],
    ['ke', '07123x5678', 'letters'],
    ['ke', '', 'nothing'],
  ])('refuses for %s %s (%s)', (countryId, typed) => {
    expect(recipientMobileE164(typed, countryId)).toBeUndefined()
  })

  it("says the destination's digit count in the spec's words", () => {
    expect(mobileLengths('ke')).toEqual([9])
    expect(mobileMessage('ke')).toBe('Mobile number is required & must be 9 digits!')
    expect(mobileMessage('tr')).toBe('Mobile number is required & must be 10 digits!')
    expect(mobileMessage('dj')).toBe('Mobile number is required & must be 8 digits!')
    expect(mobileMessage('so')).toBe('Mobile number is required & must be 7 to 9 digits!')
  })

  it('gives back the national number the wizard shows beside the dial code', () => {
    expect(nationalMobile('+254712345678', '254')).toBe('712345678')
    expect(nationalMobile('6125550142', '252')).toBe('6125550142')
  })

  it.each(['so', 'ke', 'et', 'ug', 'tz', 'dj', 'rw', 'tr'])('gives tests and seeds valid %s mobile numbers', (countryId) => {
    for (let i = 0; i < 1000; i++) expect(recipientMobileE164(sampleMobile(countryId), countryId)).toBeDefined()
  })
})
