import { readFileSync } from 'node:fs'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { sampleRecord } from '../lib/testing/sample-transfer-record'
import { apply, BATCHED_PAYOUT, type MoveActor } from './transfer-moves'
import { RESULT_FILE_MESSAGES } from '../../shared/payouts/payout-batch-messages'
import { BATCH_FILE_COLUMNS, buildBatchFile, parseResultFile } from './payout-files'

const A = '01KB0000000000000000000001'
const B = '01KB0000000000000000000002'
const context = {
  ownerOf: new Map([
    [A, 'owner-1'],
    [B, 'owner-2'],
  ]),
  uploaderId: 'staff-1',
}
const file = (...lines: string[]) => ['reference,status,reason', ...lines].join('\r\n')

describe('the batch file', () => {
  it('has the documented header and one row per payout: E.164 phone, minor units and currency, wallet or bank', () => {
    const text = buildBatchFile([
      sampleRecord({ id: A, paymentType: 'Mobile Money', walletProvider: 'M-Pesa', mobileNumber: '0712345678' }),
      sampleRecord({
        id: B,
        countryId: 'tr',
        paymentType: 'Bank Transfer',
        bankName: 'Ziraat, Bankası',
        accountNumber: 'TR330006100519786457841326',
        payout: undefined,
      }),
    ])
    const [header, first, second] = Papa.parse<string[]>(text).data
    expect(header).toEqual([...BATCH_FILE_COLUMNS])
    expect(first).toEqual([
      A,
      'US-1234567890',
      'Amina Ali Yusuf',
      '+254712345678',
      'KE',
      'Nairobi',
      'mobile_money',
      'M-Pesa',
      '',
      '',
      '1295000',
      'KES',
    ])
    // A comma in a field is quoted; a transfer made before quotes pays out US dollars 1:1, in cents.
    expect(second).toEqual([
      B,
      'US-1234567890',
      'Amina Ali Yusuf',
      '+254712345678',
      'TR',
      'Nairobi',
      'bank_transfer',
      '',
      'Ziraat, Bankası',
      'TR330006100519786457841326',
      '10000',
      'USD',
    ])
    expect(text).toContain('"Ziraat, Bankası"')
    expect(text.split('\r\n')).toHaveLength(3)
  })
})

describe('the result file', () => {
  it('reads paid and failed rows with their line numbers, whatever the case, spaces, BOM or final line break', () => {
    expect(parseResultFile(`\uFEFF${file(` ${A} , PAID ,`, `${B},failed,"Wallet not registered, number closed"`)}\r\n`, context)).toEqual({
      rows: [
        { line: 2, reference: A, status: 'paid', reason: '' },
        { line: 3, reference: B, status: 'failed', reason: 'Wallet not registered, number closed' },
      ],
    })
  })

  it('refuses the whole file, line by line, for each broken rule', () => {
    const lines = [`${A},paid`, 'NOT-IN-BATCH,paid,', `${A},maybe,`, `${B},failed,`, `${A},paid,`, `${B},paid,`]
    const own = { ...context, uploaderId: 'owner-2' }
    expect(parseResultFile(file(...lines), own)).toEqual({
      problems: [
        { line: 2, message: RESULT_FILE_MESSAGES.columns },
        { line: 3, message: RESULT_FILE_MESSAGES.notInBatch },
        { line: 4, message: RESULT_FILE_MESSAGES.status },
        { line: 5, message: RESULT_FILE_MESSAGES.reason },
        { line: 7, message: RESULT_FILE_MESSAGES.own },
      ],
    })
  })

  it('names a duplicate reference, a wrong header, an empty file, a file of no rows and an unclosed quote', () => {
    expect(parseResultFile(file(`${A},paid,`, `${A},failed,No`), context)).toEqual({
      problems: [{ line: 3, message: RESULT_FILE_MESSAGES.duplicate }],
    })
    expect(parseResultFile('ref,status\r\n', context)).toEqual({ problems: [{ line: 1, message: RESULT_FILE_MESSAGES.header }] })
    expect(parseResultFile('', context)).toEqual({ problems: [{ line: 1, message: RESULT_FILE_MESSAGES.empty }] })
    expect(parseResultFile(file('', ''), context)).toEqual({ problems: [{ line: 2, message: RESULT_FILE_MESSAGES.noRows }] })
    expect(parseResultFile(file(`${A},paid,`, `${B},failed,"never closed`), context)).toEqual({
      problems: [{ line: 3, message: RESULT_FILE_MESSAGES.unreadable }],
    })
  })
})

describe('the batch moves', () => {
  const staff: MoveActor = { id: 'staff-1', name: 'Staff One', role: 'staff' }
  const now = new Date('2026-11-26T12:00:00.000Z')

  it('batches a ready transfer out of the queue, pays it through payOut (posting the payout) or returns it on failure', () => {
    const batched = apply(sampleRecord(), { type: 'batch', batchId: 'B1' }, staff, now)
    expect(batched.after).toMatchObject({ status: 'PENDING', batchId: 'B1', version: 2 })
    expect(batched.events).toMatchObject([{ type: 'batched', batchId: 'B1' }])
    expect(batched.postings).toEqual([])
    const paid = apply(batched.after, { type: 'batch-paid', batchId: 'B1' }, staff, now)
    expect(paid.after.status).toBe('PAID')
    expect(paid.postings.length).toBeGreaterThan(0)
    const failed = apply(batched.after, { type: 'batch-failed', batchId: 'B1', reason: 'Wallet closed' }, staff, now)
    expect(failed.after.batchId).toBeUndefined()
    expect(failed.events).toMatchObject([{ type: 'payout-failed', reason: 'Wallet closed', batchId: 'B1' }])
  })

  it('refuses a second batch, a cancelled transfer, a sender, staff on their own transfer and a payout by hand of a batched one', () => {
    const batched = apply(sampleRecord(), { type: 'batch', batchId: 'B1' }, staff, now).after
    expect(() => apply(batched, { type: 'batch', batchId: 'B2' }, staff, now)).toThrow('already in an open payout batch')
    expect(() => apply(sampleRecord({ status: 'CANCELLED' }), { type: 'batch', batchId: 'B1' }, staff, now)).toThrow('ready to pay out')
    expect(() => apply(sampleRecord(), { type: 'batch', batchId: 'B1' }, { ...staff, role: 'sender' }, now)).toThrow('verified staff')
    expect(() => apply(sampleRecord({ ownerId: 'staff-1' }), { type: 'batch', batchId: 'B1' }, staff, now)).toThrow('sent themselves')
    expect(() => apply(sampleRecord({ status: 'CANCELLED', batchId: 'B1' }), { type: 'batch-paid', batchId: 'B1' }, staff, now)).toThrow('cancelled')
    const edit = { type: 'edit', changes: {}, country: undefined, status: 'PAID', holdReasons: [] } as const
    expect(() => apply(batched, edit, staff, now)).toThrow(BATCHED_PAYOUT)
  })
})

describe('the example files in data/ (docs/payout-batches.md)', () => {
  it('follow the layouts: the batch file’s header, and a result file that parses against its references', () => {
    const batchFile = readFileSync(new URL('../../data/payout-batch-example.csv', import.meta.url), 'utf8')
    const [header, ...rows] = Papa.parse<string[]>(batchFile, { skipEmptyLines: true }).data
    expect(header).toEqual([...BATCH_FILE_COLUMNS])
    const references = rows.map((row) => row[0] ?? '')
    const results = readFileSync(new URL('../../data/payout-results-example.csv', import.meta.url), 'utf8')
    const parsed = parseResultFile(results, { ownerOf: new Map(references.map((id) => [id, 'a sender'])), uploaderId: 'staff' })
    expect(parsed).toEqual({
      rows: [
        { line: 2, reference: references[0], status: 'paid', reason: '' },
        { line: 3, reference: references[1], status: 'failed', reason: 'Wallet not registered: number not on M-Pesa' },
      ],
    })
  })
})
