import { describe, expect, it } from 'vitest'
import { DEFAULT_REGULATOR } from '../../shared/rates/disclosure'
import { cancelledMail, heldMail, paidOutMail, readySms, receiptMail, releasedMail } from './mail-templates'
import { renderMail } from './message-layout'
import { sampleRecord } from '../lib/testing/sample-transfer-record'

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
    expect(renderMail(receiptMail(held, to, DEFAULT_REGULATOR)).text).toContain('checking a few details')
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
})
