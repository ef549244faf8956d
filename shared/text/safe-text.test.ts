import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { luhnValid } from '../transfers/card'
import { containsCardNumber, hasHiddenCharacters, isIssuerNumber, namesContainCardNumber, withoutHiddenCharacters } from './safe-text'

/** The body with the one check digit that makes it pass Luhn. */
const withLuhnCheckDigit = (body: string) => [...'0123456789'].map((digit) => `${body}${digit}`).find(luhnValid) ?? body

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

describe('card numbers written any way', () => {
  const card = '4111111111111111'
  const scripts: Record<string, number> = {
    'full-width': 0xff10,
    'Arabic-Indic': 0x0660,
    'Eastern Arabic': 0x06f0,
    Devanagari: 0x0966,
    Bengali: 0x09e6,
    'math bold': 0x1d7ce,
    'math monospace': 0x1d7f6,
  }
  const inScript = (digits: string, zero: number) => [...digits].map((d) => String.fromCodePoint(zero + Number(d))).join('')

  it.each([
    ['dots', '4111.1111.1111.1111'],
    ['slashes', '4111/1111/1111/1111'],
    ['underscores', '4111_1111_1111_1111'],
    ['double spaces', 'card 4111  1111  1111  1111'],
    ['mixed separators', '4111 - 1111 / 1111 . 1111'],
    ['no-break and ideographic spaces', '4111\u00a01111\u30001111\u20091111'],
    ['a line break in a note', 'card:\n4111 1111\n1111 1111'],
    ['odd grouping', '41 1111111 1111 111'],
    ['a number before it', 'Ref 12: 4111 1111 1111 1111'],
    ['a year after it', '4111 1111 1111 1111 2026'],
  ])('finds one written with %s', (_what, text) => {
    expect(containsCardNumber(text)).toBe(true)
  })

  it.each(Object.entries(scripts))('finds one in %s digits, whole and grouped', (_script, zero) => {
    expect(containsCardNumber(inScript(card, zero))).toBe(true)
    expect(containsCardNumber(`${inScript('4111', zero)} ${inScript('1111', zero)}.${inScript('1111', zero)}/${inScript('1111', zero)}`)).toBe(true)
  })

  it('finds one split across the first and the last name', () => {
    expect(containsCardNumber('4111 1111')).toBe(false)
    expect(containsCardNumber('1111 1111')).toBe(false)
    expect(namesContainCardNumber('4111 1111', '1111 1111')).toBe(true)
    expect(namesContainCardNumber('4111.1111', undefined, '1111_1111')).toBe(true)
    expect(namesContainCardNumber('Amina', 'Yusuf')).toBe(false)
  })

  it.each([
    ['words between the groups', '4111 then 1111 then 1111 then 1111'],
    ['more than 3 separators between groups', '4111 1111 1111 ....1111'],
    ['dates and a phone number', 'Born 1990-04-12, call +1 612-555-0142'],
    ['a Luhn-failing number with dots', '4111.1111.1111.1112'],
  ])('leaves %s alone', (_what, text) => {
    expect(containsCardNumber(text)).toBe(false)
  })

  it('property: any Luhn-valid issuer number, in any script, with any separators, is found', () => {
    const scriptZeros = [0x30, ...Object.values(scripts)]
    const separators = ['', ' ', '  ', '.', '/', '_', '-', '–', ' / ', '\u00a0', ',', ':']
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 17 }),
        fc.constantFrom(...scriptZeros),
        fc.array(fc.constantFrom(...separators), { minLength: 19, maxLength: 19 }),
        fc.array(fc.boolean(), { minLength: 19, maxLength: 19 }),
        (issuer, middle, zero, seps, cuts) => {
          const number = withLuhnCheckDigit(`${issuer}${middle.join('')}`)
          let text = ''
          for (const [index, digit] of [...number].entries()) {
            text += String.fromCodePoint(zero + Number(digit))
            if (index < number.length - 1 && cuts[index]) text += seps[index] ?? ''
          }
          expect(containsCardNumber(`note ${text} thanks`)).toBe(true)
        },
      ),
    )
  })
})
