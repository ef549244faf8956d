import { describe, expect, it } from 'vitest'
import { formatPhone } from './format-phone'

describe('formatPhone', () => {
  it.each([
    // A sender's US number, nationally, however it was typed.
    ['6125550123', '(612) 555-0123'],
    ['612-555-0123', '(612) 555-0123'],
    ['(612) 555 0123', '(612) 555-0123'],
    ['+1 612 555 0123', '(612) 555-0123'],
    // A recipient's number by its country's own grouping, with no trunk 0.
    ['+254712345678', '+254 712 345678'],
    ['+905321234567', '+90 532 123 45 67'],
    ['+25377831001', '+253 77 83 10 01'],
    ['+252 61 234 5678', '+252 61 234 5678'],
    ['252612345678', '+252 61 234 5678'],
    ['+255712345678', '+255 712 345 678'],
    // The trunk 0 a sender typed after the country code, dropped.
    ['+254 0712345678', '+254 712 345678'],
    // Not a mobile number we can place: as it is, or its digits after a '+'.
    ['+44 20 7946 0958', '+442079460958'],
    ['+999 123', '+999 123'],
    ['12345', '12345'],
    ['', ''],
    ['call me', 'call me'],
  ])('%j → %j', (value, shown) => {
    expect(formatPhone(value)).toBe(shown)
  })
})
