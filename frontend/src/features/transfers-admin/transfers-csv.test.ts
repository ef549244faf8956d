import { describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../../lib/i18n/i18n'
import { csvRows, toCsv } from './transfers-csv'
import { makeTransfer } from '../../testing/transfers'

const ENGLISH_HEADER =
  'Date,Invoice,Recipient First Name,Recipient Last Name,Recipient Middle Name,Country,City,Contact,Amount,Fees,Total,Receive Amount,Receive Currency,Exchange Rate,Date Available,Status,Relationship,Sending Reason,Payment Type,Payment Method,Card,Note,Archived'

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

  /** The paid transfer's row in English. */
  const PAID_ROW = [
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
    '',
  ]

  it("writes the table's columns and the quick view's, one row per transfer", () => {
    expect(csvRows([paid, ready], i18n)).toEqual([
      PAID_ROW,
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
        '',
      ],
    ])
  })

  it('is valid CSV: a header, quoted commas and quotes, and formulas defused', async () => {
    const text = await toCsv([paid, ready], i18n)
    const lines = text.split('\r\n')
    expect(lines[0]).toBe(ENGLISH_HEADER)
    expect(lines).toHaveLength(3)
    expect(lines[2]).toContain('"Ayşe, ""Jr"""')
    // A cell that starts like a formula is prefixed with a quote, so a spreadsheet shows it as text.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`)
  })

  it("writes the headers and the words in the reader's language, and the figures as in English", async () => {
    await activateLocale('tr')
    try {
      const [header] = (await toCsv([paid], i18n)).split('\r\n')
      expect(header).toBe(
        'Tarih,Fatura,Alıcının Adı,Alıcının Soyadı,Alıcının İkinci Adı,Ülke,Şehir,İletişim,Tutar,Ücretler,Toplam,Alınacak Tutar,Alınacak Para Birimi,Döviz Kuru,Hazır Olma Tarihi,Durum,Yakınlık,Gönderim Amacı,Ödeme şekli,Ödeme Yöntemi,Kart,Not,Arşivlendi',
      )
      const [paidRow, readyRow] = csvRows([paid, ready], i18n)
      const turkish: Record<string, string> = {
        PAID: 'ÖDENDİ',
        Sister: 'Kız kardeş',
        Education: 'Eğitim',
        'Mobile Money': 'Mobil Para',
        'Debit Card': 'Banka Kartı',
      }
      expect(paidRow).toEqual(PAID_ROW.map((cell) => turkish[cell] ?? cell))
      // The country's name as the table shows it; the invoice keeps the stored English name's letters.
      expect(readyRow?.[1]).toBe('SO-US-1000000002')
      expect(readyRow?.[5]).toBe('Somali')
      expect(readyRow?.[15]).toBe('HAZIR')
    } finally {
      await activateLocale('en')
    }
  })

  it('never holds more of a card than its last four', async () => {
    const text = await toCsv([paid, ready], i18n)
    // No run of 13+ digits (a card number) anywhere; the 12-digit mobile number is the longest.
    expect(text).not.toMatch(/\d{13,}/)
    expect(text.match(/\*\*\*\* \*\*\*\* \*\*\*\* 4242/g)).toHaveLength(2)
    expect(text).not.toMatch(/cvv/i)
  })

  it("staff's file adds the sender after the invoice and the payout details after the payment type", async () => {
    const sender = { id: 'u-7', name: 'Faduma Noor', email: 'faduma@example.com' }
    const bank = makeTransfer(3, {
      sender,
      countryId: 'tr',
      country: 'Turkey',
      paymentType: 'Bank Transfer',
      bankName: 'Ziraat Bankası',
      accountNumber: 'TR330006100519786457841326',
    })
    const wallet = makeTransfer(4, { sender, walletProvider: 'EVC Plus' })
    const [header] = (await toCsv([bank, wallet], i18n, { staff: true })).split('\r\n')
    expect(header).toBe(
      'Date,Invoice,Sender,Sender Email,Recipient First Name,Recipient Last Name,Recipient Middle Name,Country,City,Contact,Amount,Fees,Total,' +
        'Receive Amount,Receive Currency,Exchange Rate,Date Available,Status,Relationship,Sending Reason,Payment Type,' +
        'Mobile Money Provider,Bank,Account Number or IBAN,Payment Method,Card,Note,Archived',
    )
    const [bankRow, walletRow] = csvRows([bank, wallet], i18n, { staff: true })
    expect(bankRow?.slice(2, 4)).toEqual(['Faduma Noor', 'faduma@example.com'])
    expect(bankRow?.slice(20, 24)).toEqual(['Bank Transfer', '', 'Ziraat Bankası', 'TR330006100519786457841326'])
    expect(walletRow?.slice(20, 24)).toEqual(['Mobile Money', 'EVC Plus', '', ''])
    // A sender whose account is gone: empty cells, the row kept.
    expect(csvRows([makeTransfer(5)], i18n, { staff: true })[0]?.slice(2, 4)).toEqual(['', ''])
  })

  it("a customer's file has neither", async () => {
    const [header] = (await toCsv([paid], i18n)).split('\r\n')
    expect(header).not.toMatch(/Sender|Bank|IBAN|Provider/)
  })
})
