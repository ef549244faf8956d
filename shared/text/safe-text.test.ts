import { describe, expect, it } from 'vitest'
import { containsCardNumber, hasHiddenCharacters, isIssuerNumber, withoutHiddenCharacters } from './safe-text'

describe('hidden characters', () => {
  it.each([
    ['a right-to-left override', 'passport_\u202Efdp.bat'],
    ['a left-to-right isolate', 'Amina\u2066 Yusuf'],
    ['a zero-width space', 'Am\u200Bina'],
    ['a NUL', 'Amina\u0000'],
    ['an escape', '\u001B[31mAmina'],
    ['a line separator', 'Amina\u2028Yusuf'],
    ['a line break in a name', 'Amina\nYusuf'],
  ])('refuses %s', (_what, text) => {
    expect(hasHiddenCharacters(text)).toBe(true)
  })

  it.each(['Amina Yusuf', 'Çağrı Öztürk', 'ሰላም ዓለም', "N'Diaye-O'Neil", 'Şükrü'])('keeps %s', (text) => {
    expect(hasHiddenCharacters(text)).toBe(false)
  })

  it('lets a note carry line breaks and tabs, never an override', () => {
    expect(hasHiddenCharacters('Paid at the counter\r\n\tref 12', { lines: true })).toBe(false)
    expect(hasHiddenCharacters('Paid\u202E at the counter', { lines: true })).toBe(true)
  })
})

describe('withoutHiddenCharacters (labels stored before the checks)', () => {
  it('removes every hidden character and keeps the rest as stored', () => {
    expect(withoutHiddenCharacters('passport_\u202Efdp.bat')).toBe('passport_fdp.bat')
    expect(withoutHiddenCharacters('a\u200Bb\u0000c\u2028d é')).toBe('abcd é')
    expect(hasHiddenCharacters(withoutHiddenCharacters('\u2066x\u2069\u00AD'))).toBe(false)
  })
})

describe('card numbers in free text', () => {
  it.each(['4111111111111111', 'card 4111 1111 1111 1111 thanks', '5500-0000-0000-0004', '378282246310005', 'x4242424242424242x'])(
    'finds one in %j',
    (text) => {
      expect(containsCardNumber(text)).toBe(true)
    },
  )

  it.each([
    ['a phone number', 'call 612-555-0142'],
    ['a Luhn-failing run', '4111111111111112'],
    ['all zeros (no issuer)', '0000000000000000'],
    ['too short', '411111111111'],
    ['too long a run', '41111111111111111111'],
    ['an invoice number', 'US-1000234'],
  ])('leaves %s alone', (_what, text) => {
    expect(containsCardNumber(text)).toBe(false)
  })

  it('takes issuer ranges 2–6 only', () => {
    expect(isIssuerNumber('4111111111111111')).toBe(true)
    expect(isIssuerNumber('0000000000000000')).toBe(false)
    expect(isIssuerNumber('9111111111111111')).toBe(false)
  })
})
