import { describe, expect, it } from 'vitest'
import { CSV_FIELDS, csvRows, toCsv } from './transfers-csv'
import { makeTransfer } from '../../testing/transfers'

describe('customer export (CSV)', () => {
  const paid = makeTransfer(1, {
    createdAt: '2026-03-09T15:04:00.000Z',
    status: 'PAID',
    note: 'Collected',
    mobileNumber: '612555014299',
    countryId: 'ke',
    country: 'Kenya',
    city: 'Nairobi',
    payout: { currency: 'UGX', rate: '3702.41', receiveAmount: 370241, receiveMinor: 370241, dateAvailable: '2026-03-10' },
  })
  const ready = makeTransfer(2, {
    createdAt: '2026-03-09T15:04:00.000Z',
    firstName: '=HYPERLINK("http://evil")',
    lastName: 'Ayşe, "Jr"',
    inputValue: 3000.01,
    fees: 90,
    total: 3090.01,
  })

  it("writes the table's columns and the quick view's, one row per transfer", () => {
    expect(csvRows([paid, ready])).toEqual([
      [
        '2026-03-09T15:04:00.000Z',
        'KE-US-1000000001',
        'Hodan1',
        'Warsame',
        'Ali',
        'Kenya',
        'Nairobi',
        '+612555014299',
        '100.00',
        '5.00',
        '105.00',
        // A currency without minor units has no decimals.
        '370241',
        'UGX',
        '3702.41',
        '2026-03-10',
        'PAID',
        'Sister',
        'Education',
        'Mobile Money',
        'Debit Card',
        '**** **** **** 4242',
        'Collected',
      ],
      [
        '2026-03-09T15:04:00.000Z',
        'SO-US-1000000002',
        '=HYPERLINK("http://evil")',
        'Ayşe, "Jr"',
        'Ali',
        'Somalia',
        'Banadir',
        '(612) 555-0142',
        '3000.01',
        '90.00',
        '3090.01',
        '3000.01',
        'USD',
        '1',
        '2026-03-09',
        'READY',
        'Sister',
        'Education',
        'Mobile Money',
        'Debit Card',
        '**** **** **** 4242',
        '',
      ],
    ])
  })

  it('is valid CSV: a header, quoted commas and quotes, and formulas defused', async () => {
    const text = await toCsv([paid, ready])
    const lines = text.split('\r\n')
    expect(lines[0]).toBe(CSV_FIELDS.join(','))
    expect(lines).toHaveLength(3)
    expect(lines[2]).toContain('"Ayşe, ""Jr"""')
    // A cell that starts like a formula is prefixed with a quote, so a spreadsheet shows it as text.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`)
  })

  it('never holds more of a card than its last four', async () => {
    const text = await toCsv([paid, ready])
    // No run of 13+ digits (a card number) anywhere; the 12-digit mobile number is the longest.
    expect(text).not.toMatch(/\d{13,}/)
    expect(text.match(/\*\*\*\* \*\*\*\* \*\*\*\* 4242/g)).toHaveLength(2)
    expect(text).not.toMatch(/cvv/i)
  })
})
