import { describe, expect, it } from 'vitest'
import { DEFAULT_REGULATOR, formatDateAvailable } from '../../shared/rates/disclosure'
import {
  cancelledMail,
  claimReceivedMail,
  claimResolvedMail,
  heldMail,
  paidOutMail,
  readySms,
  receiptMail,
  releasedMail,
  smsSenderName,
} from './mail-templates'
import { renderMail, type Message } from './message-layout'
import { sampleClaim, sampleRecord } from '../lib/testing/sample-transfer-record'

const to = { firstName: 'Ali' }

describe('e-mail templates', () => {
  it('the receipt carries the invoice in its subject and every disclosure row in text and HTML alike', () => {
    const mail = renderMail(receiptMail(sampleRecord(), to, DEFAULT_REGULATOR))
    expect(mail.subject).toBe('Receipt for KE-US-1234567890: $105.00 to Amina Ali Yusuf')
    for (const text of [
      'Transfer amount',
      '$100.00',
      'Transfer fees',
      '$5.00',
      'Total to recipient',
      'KES',
      'Your rights',
      DEFAULT_REGULATOR.name,
      'Visa ending 4242',
    ]) {
      expect(mail.text).toContain(text)
      expect(mail.html).toContain(text)
    }
    expect(mail.text).toContain('Nov 26, 2026')
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/)
  })

  it('a held receipt says the transfer is being checked, and no e-mail names a list, a match or a reason', () => {
    const held = sampleRecord({
      status: 'ON_HOLD',
      hold: {
        at: '2026-11-26T10:00:00.000Z',
        reasons: [{ kind: 'sanctions', entry: 'SDN-1', name: 'LISTED NAME', score: 0.97, listVersion: 'v1' }],
      } as never,
    })
    for (const message of [receiptMail(held, to, DEFAULT_REGULATOR), heldMail(held, to), releasedMail(held, to)]) {
      const mail = renderMail(message)
      expect(mail.text).not.toMatch(/sanction|LISTED NAME|SDN|0\.97/i)
    }
    const receipt = renderMail(receiptMail(held, to, DEFAULT_REGULATOR)).text
    expect(receipt).toContain('checking a few details')
    // No date is promised while it waits for review.
    expect(receipt).toContain('Depends on our review: we will tell you the date once it is on its way')
    expect(receipt).not.toContain(formatDateAvailable('2026-11-26', 'en-US'))
    expect(renderMail(receiptMail(sampleRecord(), to, DEFAULT_REGULATOR)).text).toContain(formatDateAvailable('2026-11-26', 'en-US'))
  })

  it('escapes names in HTML and keeps them as typed in text', () => {
    const mail = renderMail(paidOutMail(sampleRecord({ firstName: '<b>Amina</b>' }), to))
    expect(mail.html).toContain('&lt;b&gt;Amina&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Amina')
    expect(mail.text).toContain('<b>Amina</b>')
  })

  it('the cancellation states the refund of everything paid to the card', () => {
    const cancelled = sampleRecord({ status: 'CANCELLED', cancellation: { at: '2026-11-26T10:10:00.000Z', bySender: true, refundCents: 10_500 } })
    expect(renderMail(cancelledMail(cancelled, to)).text).toContain('Refund of $105.00 issued to Visa ending 4242')
  })

  it('the SMS gives the invoice as the collection reference, for cash and for a wallet', () => {
    expect(readySms(sampleRecord(), 'Ali Hassan')).toBe(
      'Remit: Ali Hassan sent you KES 12,950.00. Collect it in Nairobi with reference KE-US-1234567890 and your ID.',
    )
    expect(readySms(sampleRecord({ paymentType: 'Mobile Money', walletProvider: 'M-Pesa' }), 'Ali Hassan')).toContain(
      'to your M-Pesa wallet. Reference KE-US-1234567890.',
    )
  })

  it('the SMS for a bank payout names the reference, and every SMS can carry the tracking link', () => {
    const link = 'https://remit.example/track/AAAAAAAAAAAAAAAAAAAAAA'
    expect(readySms(sampleRecord({ paymentType: 'Bank Transfer', bankName: 'KCB' }), 'Ali Hassan', 'en', link)).toBe(
      `Remit: Ali Hassan sent KES 12,950.00 to your bank account. Reference KE-US-1234567890. Track: ${link}`,
    )
    expect(readySms(sampleRecord(), 'Ali Hassan', 'en', link)).toBe(
      `Remit: Ali Hassan sent you KES 12,950.00. Collect it in Nairobi with reference KE-US-1234567890 and your ID. Track: ${link}`,
    )
  })

  it('the receipt shows times in the sender’s time zone, named, and links to the transfer’s page in the app', () => {
    const chicago = renderMail(
      receiptMail(sampleRecord(), { firstName: 'Ali', timeZone: 'America/Chicago' }, DEFAULT_REGULATOR, 'en', 'https://remit.example/'),
    )
    // Paid 10:00 UTC on Nov 26 is 4:00 AM in Chicago (CST, UTC-6).
    expect(chicago.text).toMatch(/Paid: +Nov 26, 2026, 4:00\s?AM CST/)
    expect(chicago.text).toContain('See your transfer in the app:\nhttps://remit.example/customers/view-customer-details/01KB0000000000000000000000')
    expect(chicago.html).toContain('<a href="https://remit.example/customers/view-customer-details/01KB0000000000000000000000"')
    // No zone, or one Intl does not know: UTC, named.
    expect(renderMail(receiptMail(sampleRecord(), to, DEFAULT_REGULATOR)).text).toMatch(/Paid: +Nov 26, 2026, 10:00\s?AM UTC/)
    expect(renderMail(receiptMail(sampleRecord(), { firstName: 'Ali', timeZone: 'Mars/Olympus' }, DEFAULT_REGULATOR)).text).toMatch(/10:00\s?AM UTC/)
    // Without a site address no link is made.
    expect(renderMail(receiptMail(sampleRecord(), to, DEFAULT_REGULATOR)).text).not.toContain('See your transfer')
  })

  it('acknowledges a claim: what was reported, when, and the date we answer by, in the sender’s zone', () => {
    const mail = renderMail(claimReceivedMail(sampleClaim(), { firstName: 'Ali', timeZone: 'Africa/Nairobi' }))
    expect(mail.subject).toBe('KE-US-1234567890: we received the problem you reported')
    expect(mail.text).toContain('Hi Ali, we have received the problem you reported with your transfer to Amina Ali Yusuf.')
    expect(mail.text).toMatch(/Reported: +Nov 27, 2026, 1:00\s?PM GMT\+3/)
    expect(mail.text).toMatch(/We answer by: +Feb 25, 2027, 1:00\s?PM GMT\+3/)
  })

  it("bounds the sender's text in the SMS to a short name, cut with '...', whatever was stored", () => {
    const lure = 'URGENT Remit security: your wallet is frozen, reply PIN or visit http://remit-verify.example/x'
    const sms = readySms(sampleRecord(), `${lure} Hassan`)
    expect(sms).toBe('Remit: URGENT Remit secu... sent you KES 12,950.00. Collect it in Nairobi with reference KE-US-1234567890 and your ID.')
    expect(sms).not.toMatch(/http|PIN|frozen/)
    expect(smsSenderName('Ali   Hassan\n')).toBe('Ali Hassan')
    expect(smsSenderName('Abdirahman Mohamed Abdullahi')).toBe('Abdirahman Mohame...')
    expect(smsSenderName('👩‍👩‍👧‍👦'.repeat(25))).toBe(`${'👩‍👩‍👧‍👦'.repeat(17)}...`)
    expect(smsSenderName('Ayşe Yılmaz')).toBe('Ayşe Yılmaz')
  })

  it('English reads as it did before the e-mails spoke other languages, with or without the locale given', () => {
    const footer = [
      'Remit · 1-800-555-0142 (toll-free) · www.remit.example',
      'Remit Inc.',
      '100 Example Street, Suite 200',
      'Minneapolis, MN 55401',
      'United States',
      '',
    ]
    // Intl may put a narrow no-break space before AM (newer ICU): the words are what is pinned.
    const plain = (message: Message) => {
      const mail = renderMail(message)
      return { subject: mail.subject, lines: mail.text.replace(/[\u00a0\u202f]/g, ' ').split('\n') }
    }
    const bank = sampleRecord({ paymentType: 'Bank Transfer', bankName: 'KCB', accountNumber: '12345678' })
    const receipt = plain(receiptMail(bank, to, DEFAULT_REGULATOR))
    expect(plain(receiptMail(bank, to, DEFAULT_REGULATOR, 'en'))).toEqual(receipt)
    expect(receipt).toEqual({
      subject: 'Receipt for KE-US-1234567890: $105.00 to Amina Ali Yusuf',
      lines: [
        'Your receipt',
        '============',
        '',
        'Hi Ali, thank you. You paid $105.00 to send money to Amina Ali Yusuf in Kenya.',
        '',
        'Invoice:            KE-US-1234567890',
        'Paid:               Nov 26, 2026, 10:00 AM UTC',
        'Recipient:          Amina Ali Yusuf',
        'Recipient phone:    +254 712 345678',
        'Recipient location: Nairobi, Kenya',
        'Payment type:       Bank Transfer',
        'Bank:               KCB',
        'Account:            12345678',
        'Card:               Visa ending 4242',
        '',
        'Transfer amount:        $100.00',
        'Transfer fees:          $5.00',
        'Transfer taxes:         $0.00',
        'Total:                  $105.00',
        'Exchange rate:          1 USD = 129.50 KES',
        'Transfer amount in KES: KES 12,950.00',
        'Other fees:             KES 0.00',
        'Total to recipient:     KES 12,950.00',
        '',
        'Date available: Thu, Nov 26, 2026',
        '',
        'The recipient may receive less because of fees charged by the recipient’s bank and foreign taxes.',
        '',
        'Your rights',
        '===========',
        '',
        'You can cancel this transfer for a full refund, fees included, within 30 minutes of paying, unless the money has already been picked up or deposited. Cancel it on the transfer in My Recipients or Transaction History, or call us.',
        '',
        'If you think there is an error with this transfer, report a problem on its page or contact us within 180 days of the date the money was promised to be available. We will tell you what we find within 90 days, and correct any error we made.',
        '',
        'For a written explanation of your rights, contact us.',
        '',
        'Complaints',
        '==========',
        '',
        'For questions or complaints about Remit, contact us first. You can also contact:',
        '',
        'Minnesota Department of Commerce:     651-539-1600 · mn.gov/commerce',
        'Consumer Financial Protection Bureau: 855-411-2372 · consumerfinance.gov',
        '',
        ...footer,
      ],
    })
    expect(plain(paidOutMail(sampleRecord({ paymentType: 'Mobile Money', walletProvider: 'M-Pesa' }), to))).toEqual({
      subject: "KE-US-1234567890: Amina Ali Yusuf's money has been paid out",
      lines: [
        'Money paid out',
        '==============',
        '',
        'Hi Ali, the KES 12,950.00 you sent to Amina Ali Yusuf in Kenya has been sent to their M-Pesa wallet.',
        '',
        'Invoice:        KE-US-1234567890',
        'Recipient gets: KES 12,950.00',
        'Payment type:   Mobile Money',
        'Wallet:         M-Pesa',
        '',
        ...footer,
      ],
    })
    expect(plain(paidOutMail(sampleRecord(), to)).lines[3]).toBe(
      'Hi Ali, the KES 12,950.00 you sent to Amina Ali Yusuf in Kenya has been ready for them to collect.',
    )
    expect(plain(paidOutMail(bank, to)).lines[3]).toBe(
      'Hi Ali, the KES 12,950.00 you sent to Amina Ali Yusuf in Kenya has been paid into their bank account.',
    )
    const cancelled = sampleRecord({ status: 'CANCELLED', cancellation: { at: '2026-11-26T10:10:00.000Z', bySender: true, refundCents: 10_500 } })
    expect(plain(cancelledMail(cancelled, to))).toEqual({
      subject: 'KE-US-1234567890: cancelled and refunded',
      lines: [
        'Transfer cancelled',
        '==================',
        '',
        'Hi Ali, your transfer to Amina Ali Yusuf was cancelled. Everything you paid, fees included, goes back to your card.',
        '',
        'Invoice:   KE-US-1234567890',
        'Cancelled: Nov 26, 2026, 10:10 AM UTC',
        'Refund:    Refund of $105.00 issued to Visa ending 4242',
        '',
        'Your bank may take a few days to show the refund.',
        '',
        ...footer,
      ],
    })
    expect(plain(heldMail(sampleRecord(), to))).toEqual({
      subject: 'KE-US-1234567890: we are reviewing your transfer',
      lines: [
        'Your transfer is being reviewed',
        '===============================',
        '',
        'Hi Ali, we are checking a few details of your transfer to Amina Ali Yusuf before it goes on, as the law asks of us. Most reviews take less than one business day. We will e-mail you when it is done, and contact you if we need anything.',
        '',
        'Invoice: KE-US-1234567890',
        'Amount:  $100.00',
        '',
        ...footer,
      ],
    })
    expect(plain(releasedMail(sampleRecord(), to))).toEqual({
      subject: 'KE-US-1234567890: your transfer is on its way',
      lines: [
        'Review done',
        '===========',
        '',
        'Hi Ali, we have finished reviewing your transfer to Amina Ali Yusuf. It is on its way.',
        '',
        'Invoice:        KE-US-1234567890',
        'Recipient gets: KES 12,950.00',
        '',
        ...footer,
      ],
    })
    const claim = sampleClaim({
      invoiceNumber: 'US-1',
      recipientName: 'Amina',
      status: 'RESOLVED',
      reportedAt: '2026-11-26T10:00:00.000Z',
      dueAt: '2027-02-24T10:00:00.000Z',
      resolution: { outcome: 'refund', message: 'Sorry.', at: '2026-11-27T10:00:00.000Z', refundCents: 500 },
      version: 2,
    })
    expect(plain(claimResolvedMail(claim, to))).toEqual({
      subject: 'KE-US-1: the answer to the problem you reported',
      lines: [
        'The answer to your report',
        '=========================',
        '',
        'Hi Ali, we have looked into the problem you reported with your transfer to Amina.',
        '',
        'Invoice:      KE-US-1',
        'You reported: The recipient received a different amount',
        'Our finding:  Refund',
        'Refund:       $5.00',
        '',
        'Sorry.',
        '',
        'You may ask for copies of the documents we relied on. Call or write to us.',
        '',
        ...footer,
      ],
    })
    expect(readySms(sampleRecord({ paymentType: 'Mobile Money' }), 'Ali Hassan', 'en')).toBe(
      'Remit: Ali Hassan sent you KES 12,950.00 to your mobile money wallet. Reference KE-US-1234567890.',
    )
  })
})
