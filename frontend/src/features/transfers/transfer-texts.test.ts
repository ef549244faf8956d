import { describe, expect, it } from 'vitest'
import { DEFAULT_NOTE, defaultNote } from './transfer-texts'

describe('defaultNote', () => {
  it("keeps the spec's branch collection for cash, and says where mobile money and bank transfers go", () => {
    expect(defaultNote('Cash Collection')).toBe(DEFAULT_NOTE)
    expect(DEFAULT_NOTE).toBe('The remittance is ready for collection at the nearest branch.')
    expect(defaultNote('Mobile Money')).toBe('The money is sent to the recipient’s mobile money wallet.')
    expect(defaultNote('Bank Transfer')).toBe('The money is credited to the recipient’s bank account.')
    // A record from before the payment types were fixed reads as cash.
    expect(defaultNote('Courier')).toBe(DEFAULT_NOTE)
  })
})
