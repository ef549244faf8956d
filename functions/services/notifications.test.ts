import { describe, expect, it } from 'vitest'
import { useTestIssuer } from '../lib/testing/handler-tests'
import { sampleClaim, sampleRecord } from '../lib/testing/sample-transfer-record'
import type { TransferRecord } from '../model/transfer-record'
import { plan } from './notifications'

useTestIssuer()

const item = (record: TransferRecord) => ({ pk: `TRANSFER#${record.id}`, sk: 'TRANSFER', ...record })
const keysOf = (before: TransferRecord | undefined, after: TransferRecord | undefined) =>
  plan(before && item(before), after && item(after))?.notices.map((notice) => `${notice.channel}:${notice.key}`)

const cash = sampleRecord()
const wallet = sampleRecord({ paymentType: 'Mobile Money', walletProvider: 'M-Pesa' })
const bank = sampleRecord({ paymentType: 'Bank Transfer', bankName: 'KCB', accountNumber: '12345678' })
const paid = (t: TransferRecord) => ({ ...t, status: 'PAID' as const, version: t.version + 1 })

describe('what a change tells the recipient', () => {
  it('cash: texted when it can be collected (created READY, or released from a hold), never when it was collected', () => {
    expect(keysOf(undefined, cash)).toEqual(['email:receipt', 'sms:ready-sms'])
    const held = { ...cash, status: 'ON_HOLD' as const }
    expect(keysOf(undefined, held)).toEqual(['email:receipt'])
    expect(
      keysOf(held, { ...cash, review: { decision: 'released', by: 's', at: '2026-11-26T11:00:00.000Z', reason: 'ok' } } as TransferRecord),
    ).toEqual(['email:released#2026-11-26T11:00:00.000Z', 'sms:ready-sms'])
    expect(keysOf(cash, paid(cash))).toEqual(['email:paid'])
  })

  it('mobile money and bank: texted when sent (paid out), not before', () => {
    for (const t of [wallet, bank]) {
      expect(keysOf(undefined, t)).toEqual(['email:receipt'])
      expect(keysOf(t, paid(t))).toEqual(['email:paid', 'sms:ready-sms'])
    }
  })

  it('cash waiting to be collected: a number staff correct is texted once; no other edit texts anyone', () => {
    const corrected = { ...cash, mobileNumber: '+254712345699', version: cash.version + 1 }
    expect(keysOf(cash, corrected)).toEqual(['sms:ready-sms#+254712345699'])
    expect(keysOf(corrected, { ...corrected, note: 'Call first', version: corrected.version + 1 })).toEqual([])
    // Not yet sent (a wallet or bank pays out later, to the number it then has), or already collected.
    for (const t of [wallet, bank, paid(cash), { ...cash, status: 'ON_HOLD' as const }]) {
      expect(keysOf(t, { ...t, mobileNumber: '+254712345699' }), `${t.paymentType} ${t.status}`).toEqual([])
    }
  })

  it('the SMS carries the reference and the tracking link it is given', () => {
    const notice = plan(undefined, item(cash))?.notices.find((n) => n.channel === 'sms')
    expect(notice?.channel === 'sms' && notice.text('Ali Hassan', 'en', 'https://x.example/track/T')).toBe(
      'Remit: Ali Hassan sent you KES 12,950.00. Collect it in Nairobi with reference KE-US-1234567890 and your ID. Track: https://x.example/track/T',
    )
  })

  it('a reported claim is acknowledged to the sender once; its answer as before', () => {
    const claim = { pk: 'TRANSFER#t1', sk: 'CLAIM#c1', ...sampleClaim({ transferId: 't1' }) }
    expect(plan(undefined, claim)?.notices.map((n) => n.key)).toEqual(['claim-received#c1'])
    expect(plan(claim, { ...claim, version: 2 })?.notices).toEqual([])
    const resolved = { ...claim, status: 'RESOLVED', resolution: { outcome: 'no-error', message: '', at: '2026-11-28T10:00:00.000Z' }, version: 2 }
    expect(plan(claim, resolved)?.notices.map((n) => n.key)).toEqual(['claim#c1'])
  })
})
