import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CARD_NUMBER_MESSAGE,
  cardBrand,
  CVV_MESSAGE,
  EXPIRED_MESSAGE,
  EXPIRY_MESSAGE,
  groupCardNumber,
  isExpiryInFuture,
  lastFour,
  luhnValid,
  MASKED_CVV,
  maskCardNumber,
  parseExpiry,
} from './card'

/** Card numbers the payment networks publish for testing. */
const VALID = [
  '4242424242424242',
  '5555555555554444',
  '4000056655665556',
  '2223003122003222',
  '5105105105105100',
  '6011111111111117',
  '378282246310005',
  '3056930009020004',
]

/** The digit that makes `body` + digit pass the Luhn check. */
function checkDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit++) if (luhnValid(`${body}${digit}`)) return String(digit)
  throw new Error('unreachable')
}

describe('luhnValid', () => {
  it.each(VALID)('accepts %s', (number) => {
    expect(luhnValid(number)).toBe(true)
  })

  it('ignores spaces', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true)
  })

  it.each(['4242424242424241', '4242424242424243', '5555555555554445', '4000056655665557', '1234567812345678', '2424242424242424'])(
    'refuses %s',
    (number) => {
      expect(luhnValid(number)).toBe(false)
    },
  )

  it.each(['', '0', '4242-4242-4242-4242', '424242424242424a', '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢'])('refuses %j (not digits, or too short)', (value) => {
    expect(luhnValid(value)).toBe(false)
  })

  it('catches every single-digit change of a valid number', () => {
    const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 15, maxLength: 15 }).map((d) => d.join(''))
    fc.assert(
      fc.property(digits, fc.nat(15), fc.integer({ min: 1, max: 9 }), (body, position, shift) => {
        const valid = body + checkDigit(body)
        expect(luhnValid(valid)).toBe(true)
        const changed = String((Number(valid[position]) + shift) % 10)
        const broken = valid.slice(0, position) + changed + valid.slice(position + 1)
        expect(luhnValid(broken)).toBe(false)
      }),
    )
  })
})

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'Visa'],
    ['4000056655665556', 'Visa'],
    ['5105105105105100', 'Mastercard'],
    ['5555555555554444', 'Mastercard'],
    ['2221000000000009', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['2720990000000007', 'Mastercard'],
    ['2220990000000000', 'Card'],
    ['2721000000000000', 'Card'],
    ['5000000000000000', 'Card'],
    ['5600000000000000', 'Card'],
    ['340000000000009', 'American Express'],
    ['378282246310005', 'American Express'],
    ['3530111333300000', 'Card'],
    ['6011111111111117', 'Discover'],
    ['6012000000000000', 'Card'],
    ['6430000000000000', 'Card'],
    ['6440000000000000', 'Discover'],
    ['6490000000000000', 'Discover'],
    ['6500000000000000', 'Discover'],
    ['6600000000000000', 'Card'],
    ['3056930009020004', 'Card'],
    ['4242 4242 4242 4242', 'Visa'],
    ['', 'Card'],
    ['abcd', 'Card'],
    ['5', 'Card'],
    ['22', 'Card'],
  ])('%j is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand)
  })
})

describe('display', () => {
  it('keeps the last four', () => {
    expect(lastFour('4242424242424242')).toBe('4242')
    expect(lastFour('5555 5555 5555 4444')).toBe('4444')
    expect(lastFour('12')).toBe('12')
  })

  it('masks a card and a CVV', () => {
    expect(maskCardNumber('1234')).toBe('**** **** **** 1234')
    expect(MASKED_CVV).toBe('***')
  })

  it('groups digits in fours', () => {
    expect(groupCardNumber('1234567890123456')).toBe('1234 5678 9012 3456')
    expect(groupCardNumber('1234 5678 9012 3456')).toBe('1234 5678 9012 3456')
    expect(groupCardNumber('378282246310005')).toBe('3782 8224 6310 005')
    expect(groupCardNumber('1234')).toBe('1234')
    expect(groupCardNumber('')).toBe('')
  })
})

describe('expiry', () => {
  it.each([
    ['01/26', { month: 1, year: 2026 }],
    ['12/99', { month: 12, year: 2099 }],
    [' 07/30 ', { month: 7, year: 2030 }],
  ])('reads %j', (value, expiry) => {
    expect(parseExpiry(value)).toEqual(expiry)
  })

  it.each(['', '00/26', '13/26', '1/26', '01/2026', '0126', '01-26', 'ab/cd'])('refuses %j', (value) => {
    expect(parseExpiry(value)).toBeUndefined()
  })

  it.each([
    ['03/26', '2026-03-01T00:00:00Z', true],
    ['03/26', '2026-03-31T23:59:59.999Z', true], // valid through the last day of its month
    ['03/26', '2026-04-01T00:00:00Z', false],
    ['03/26', '2026-04-01T00:30:00+02:00', true], // still 31 March in UTC
    ['12/25', '2025-12-31T12:00:00Z', true],
    ['12/25', '2026-01-01T00:00:00Z', false], // year rollover
    ['01/26', '2025-12-31T23:59:59Z', true],
    ['02/24', '2026-06-15T00:00:00Z', false],
    ['06/31', '2026-06-15T00:00:00Z', true],
    ['13/26', '2026-01-01T00:00:00Z', false],
    ['not a date', '2026-01-01T00:00:00Z', false],
  ])('%s on %s: %s', (expiry, today, valid) => {
    expect(isExpiryInFuture(expiry, new Date(today))).toBe(valid)
  })

  it('takes a parsed expiry too, and refuses an invalid date', () => {
    expect(isExpiryInFuture({ month: 5, year: 2026 }, new Date('2026-05-31T00:00:00Z'))).toBe(true)
    expect(isExpiryInFuture('05/26', new Date(Number.NaN))).toBe(false)
  })
})

it('has the spec messages', () => {
  expect(CARD_NUMBER_MESSAGE).toBe('Please enter a valid 16-digit card number')
  expect(EXPIRY_MESSAGE).toBe('Enter the expiry as MM/YY')
  expect(EXPIRED_MESSAGE).toBe('This card has expired')
  expect(CVV_MESSAGE).toBe('CVV must be 3 digits')
})
