import fc from 'fast-check'
import { withLuhnCheckDigit } from './transfer-rules'

/**
 * Any Luhn-valid 16-digit card number in an issuer range (2–6: all zeros passes Luhn but is no card),
 * and the same number with one digit mistyped: that fails Luhn or leaves the issuer ranges.
 */
export const cardNumberAndMistype = fc
  .tuple(
    fc.integer({ min: 2, max: 6 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 14, maxLength: 14 }),
    fc.nat(15),
    fc.integer({ min: 1, max: 9 }),
  )
  .map(([first, digits, position, shift]) => {
    const valid = withLuhnCheckDigit(`${first}${digits.join('')}`)
    const broken = `${valid.slice(0, position)}${(Number(valid[position]) + shift) % 10}${valid.slice(position + 1)}`
    return { valid, broken }
  })
