import { describe, expect, it } from 'vitest'
import type { JournalEntry, JournalLine } from './journal'
import { breaksOf, LedgerTally, reconcile, type LedgerPartition, type LedgerTransfer, type StoredEntry } from './reconciliation'
import { MAX_REPORTED_BREAKS } from './reconciliation-report'
import { SAMPLE_PAYOUT_ENTRY } from './testing/sample-payout-entry'

// The sample transfer of SAMPLE_PAYOUT_ENTRY: $100 with a $5 fee to Kenya, paid out at 129.5 KES.
const transfer = (changes: Partial<LedgerTransfer> = {}): LedgerTransfer => ({
  id: 'T1',
  status: 'PENDING',
  amountCents: 10_000,
  feeCents: 500,
  totalCents: 10_500,
  countryId: 'ke',
  payout: { currency: 'KES', receiveMinor: 1_295_000 },
  ...changes,
})

const usd = (account: JournalLine['account'], side: JournalLine['side'], minor = 10_500): JournalLine => ({ account, currency: 'USD', side, minor })
const move = (reason: JournalEntry['reason'], debit: JournalLine['account'], credit: JournalLine['account']): JournalEntry => ({
  reason,
  lines: [usd(debit, 'debit'), usd(credit, 'credit')],
})
const PAYMENT = move('payment', 'card-funds-received', 'customer-funds-held')
const HOLD = move('hold', 'customer-funds-held', 'customer-funds-on-hold')
const RELEASE = move('release', 'customer-funds-on-hold', 'customer-funds-held')
const ISSUED = move('refund-issued', 'refunds-payable', 'card-funds-received')

/** Entries as the table keeps them: a version each, posted on 26 November unless said otherwise. */
const stored = (entries: readonly JournalEntry[], at = '2026-11-26T10:00:00.000Z'): StoredEntry[] =>
  entries.map((body, n) => ({ key: `JOURNAL#${String(n + 1).padStart(8, '0')}#0`, at, body }))
const partition = (t: LedgerTransfer | undefined, entries: readonly JournalEntry[], id = t?.id ?? 'T1'): LedgerPartition => ({
  transferId: id,
  transfer: t,
  entries: stored(entries),
})

/** A clean book: a transfer at each status, with what its moves posted. */
const CLEAN: LedgerPartition[] = [
  partition(transfer({ id: 'P' }), [PAYMENT]),
  partition(transfer({ id: 'H', status: 'ON_HOLD' }), [PAYMENT, HOLD]),
  partition(transfer({ id: 'R' }), [PAYMENT, HOLD, RELEASE]),
  partition(transfer({ id: 'D', status: 'PAID' }), [PAYMENT, SAMPLE_PAYOUT_ENTRY]),
  partition(transfer({ id: 'C', status: 'CANCELLED' }), [PAYMENT, move('refund', 'customer-funds-held', 'refunds-payable'), ISSUED]),
  partition(transfer({ id: 'CH', status: 'CANCELLED' }), [PAYMENT, HOLD, move('refund', 'customer-funds-on-hold', 'refunds-payable'), ISSUED]),
  partition(transfer({ id: 'X', status: 'PAID', claimRefundCents: 10_500 }), [
    PAYMENT,
    SAMPLE_PAYOUT_ENTRY,
    move('claim-refund', 'error-resolution-expense', 'refunds-payable'),
    ISSUED,
  ]),
  // Made before quotes: paid out in dollars 1:1 to the partner's USD account.
  partition(transfer({ id: 'U', status: 'PAID', payout: undefined }), [
    PAYMENT,
    {
      reason: 'payout',
      lines: [usd('customer-funds-held', 'debit'), usd('fee-revenue', 'credit', 500), { ...usd('partner-payable', 'credit', 10_000), sub: 'ke:USD' }],
    },
  ]),
]

const now = new Date('2026-11-26T18:00:00.000Z')

describe('the reconciliation', () => {
  it('finds no break in a clean book, and tallies the day and the balances per account, currency and partner', () => {
    const report = reconcile('2026-11-26', now, CLEAN)
    expect(report.breaks).toEqual([])
    expect(report.breakCount).toBe(0)
    expect(report.transfers).toBe(CLEAN.length)
    const row = (account: string, currency = 'USD') => report.accounts.find((a) => a.account === account && a.currency === currency)
    // What the waiting transfers (P, H, R) are owed, held or on hold; the closed ones hold nothing.
    expect(row('customer-funds-held')?.balanceMinor).toBe(-2 * 10_500)
    expect(row('customer-funds-on-hold')?.balanceMinor).toBe(-10_500)
    expect(row('refunds-payable')?.balanceMinor).toBe(0)
    expect(row('fee-revenue')?.balanceMinor).toBe(-3 * 500)
    expect(report.accounts.find((a) => a.account === 'partner-payable' && a.sub === 'ke:KES')?.balanceMinor).toBe(-2 * 1_295_000)
    expect(row('error-resolution-expense')?.balanceMinor).toBe(10_500)
    // Eight payments, three refunds issued back to the card.
    expect(row('card-funds-received')).toMatchObject({ dayDebitMinor: 8 * 10_500, dayCreditMinor: 3 * 10_500, balanceMinor: 5 * 10_500 })
    expect(report.trialBalance.every((t) => t.debitMinor === t.creditMinor)).toBe(true)
    expect(report.trialBalance.map((t) => t.currency)).toEqual(['KES', 'USD'])
  })

  it('finds no break in a transfer paid out again on a claim: the partner is owed twice, the expense is the amount', () => {
    const resend: JournalEntry = {
      reason: 'claim-resend',
      lines: [usd('error-resolution-expense', 'debit', 10_000), ...SAMPLE_PAYOUT_ENTRY.lines.slice(2)],
    }
    const report = reconcile('2026-11-26', now, [
      partition(transfer({ id: 'S', status: 'PAID', claimResentAt: '2026-11-26T11:00:00.000Z' }), [PAYMENT, SAMPLE_PAYOUT_ENTRY, resend]),
    ])
    expect(report.breaks).toEqual([])
    expect(report.accounts.find((a) => a.account === 'partner-payable')?.balanceMinor).toBe(-2 * 1_295_000)
  })

  it("counts an entry in the day's totals only on its day, and in the balances only up to the cut-off", () => {
    const yesterday = { ...partition(transfer({ id: 'Y' }), [PAYMENT]), entries: stored([PAYMENT], '2026-11-25T23:00:00.000Z') }
    const later = { ...partition(transfer({ id: 'L' }), [PAYMENT]), entries: stored([PAYMENT], '2026-11-26T19:00:00.000Z') }
    const report = reconcile('2026-11-26', now, [yesterday, later])
    expect(report.cutoff).toBe(now.toISOString())
    expect(report.accounts.find((a) => a.account === 'card-funds-received')).toMatchObject({ dayDebitMinor: 0, balanceMinor: 10_500 })
    // A past day's cut-off is its last millisecond.
    expect(reconcile('2026-11-25', now, []).cutoff).toBe('2026-11-25T23:59:59.999Z')
  })

  it.each<[string, LedgerPartition, object[]]>([
    [
      'a pending transfer whose total is not held',
      partition(transfer({ status: 'PENDING' }), [PAYMENT, HOLD]),
      [
        { kind: 'status-balance', account: 'customer-funds-held', expectedMinor: -10_500, foundMinor: 0 },
        { kind: 'status-balance', account: 'customer-funds-on-hold', expectedMinor: 0, foundMinor: -10_500 },
      ],
    ],
    [
      'a held transfer without its hold',
      partition(transfer({ status: 'ON_HOLD' }), [PAYMENT]),
      [
        { kind: 'status-balance', account: 'customer-funds-held', expectedMinor: 0, foundMinor: -10_500 },
        { kind: 'status-balance', account: 'customer-funds-on-hold', expectedMinor: -10_500, foundMinor: 0 },
      ],
    ],
    [
      'a paid transfer whose payout never posted',
      partition(transfer({ status: 'PAID' }), [PAYMENT]),
      [
        { kind: 'status-balance', account: 'customer-funds-held', expectedMinor: 0, foundMinor: -10_500 },
        { kind: 'status-balance', account: 'fee-revenue', expectedMinor: -500, foundMinor: 0 },
        { kind: 'status-balance', account: 'partner-payable', sub: 'ke:KES', currency: 'KES', expectedMinor: -1_295_000, foundMinor: 0 },
      ],
    ],
    [
      'a cancelled transfer never refunded',
      partition(transfer({ status: 'CANCELLED' }), [PAYMENT]),
      [
        { kind: 'status-balance', account: 'card-funds-received', expectedMinor: 0, foundMinor: 10_500 },
        { kind: 'status-balance', account: 'customer-funds-held', expectedMinor: 0, foundMinor: -10_500 },
      ],
    ],
    [
      'a refund owed and never issued',
      partition(transfer({ status: 'CANCELLED' }), [PAYMENT, move('refund', 'customer-funds-held', 'refunds-payable')]),
      [
        { kind: 'status-balance', account: 'card-funds-received', expectedMinor: 0, foundMinor: 10_500 },
        { kind: 'status-balance', account: 'refunds-payable', expectedMinor: 0, foundMinor: -10_500 },
      ],
    ],
    [
      "a claim's refund after the payout recorded on the transfer but not in the books",
      partition(transfer({ status: 'PAID', claimRefundCents: 10_500 }), [PAYMENT, SAMPLE_PAYOUT_ENTRY]),
      [
        { kind: 'status-balance', account: 'card-funds-received', expectedMinor: 0, foundMinor: 10_500 },
        { kind: 'status-balance', account: 'error-resolution-expense', expectedMinor: 10_500, foundMinor: 0 },
      ],
    ],
    [
      "a claim's resend recorded on the transfer but not in the books",
      partition(transfer({ status: 'PAID', claimResentAt: '2026-11-26T11:00:00.000Z' }), [PAYMENT, SAMPLE_PAYOUT_ENTRY]),
      [
        { kind: 'status-balance', account: 'error-resolution-expense', expectedMinor: 10_000, foundMinor: 0 },
        { kind: 'status-balance', account: 'partner-payable', expectedMinor: -2 * 1_295_000, foundMinor: -1_295_000 },
      ],
    ],
    [
      'a transfer without its payment',
      partition(transfer({ status: 'PAID' }), [SAMPLE_PAYOUT_ENTRY]),
      [{ kind: 'missing-payment', transferId: 'T1', status: 'PAID', entries: 1 }],
    ],
    ['a transfer with no entry at all', partition(transfer(), []), [{ kind: 'missing-payment', entries: 0 }]],
    ['entries without their transfer', partition(undefined, [PAYMENT, HOLD], 'GONE'), [{ kind: 'orphan-entry', transferId: 'GONE', entries: 2 }]],
    [
      'an entry whose credits fall short (tampered)',
      partition(transfer(), [{ reason: 'payment', lines: [usd('card-funds-received', 'debit'), usd('customer-funds-held', 'credit', 10_400)] }]),
      [
        { kind: 'unbalanced-entry', entry: 'JOURNAL#00000001#0', currency: 'USD', expectedMinor: 0, foundMinor: 100 },
        { kind: 'status-balance', account: 'customer-funds-held', expectedMinor: -10_500, foundMinor: -10_400 },
      ],
    ],
    [
      'an entry that is no journal entry',
      partition(transfer(), [PAYMENT, { reason: 'payment', lines: [{ ...usd('card-funds-received', 'debit'), minor: 0.5 }] }]),
      [{ kind: 'unreadable-entry', entry: 'JOURNAL#00000002#0' }],
    ],
  ])('finds %s', (_, book, expected) => {
    const breaks = breaksOf(book)
    expect(breaks).toHaveLength(expected.length)
    expected.forEach((one, i) => expect(breaks[i]).toMatchObject(one))
    const report = reconcile('2026-11-26', now, [...CLEAN, book])
    expect(report.breakCount).toBe(expected.length + report.breaks.filter((b) => b.kind === 'trial-balance').length)
  })

  it('breaks the trial balance when an unbalanced entry is in the books', () => {
    const tampered = partition(transfer(), [
      { reason: 'payment', lines: [usd('card-funds-received', 'debit'), usd('customer-funds-held', 'credit', 10_400)] },
    ])
    const report = reconcile('2026-11-26', now, [...CLEAN, tampered])
    expect(report.breaks[0]).toEqual({ kind: 'trial-balance', currency: 'USD', expectedMinor: 0, foundMinor: 100 })
  })

  it('keeps the first breaks in full and counts the rest, also across merged tallies', () => {
    const orphan = (n: number) => partition(undefined, [PAYMENT], `GONE${n}`)
    const first = new LedgerTally('2026-11-26', now.toISOString())
    const second = new LedgerTally('2026-11-26', now.toISOString())
    for (let n = 0; n < MAX_REPORTED_BREAKS; n++) first.add(orphan(n), breaksOf(orphan(n)))
    for (let n = 0; n < 50; n++) second.add(orphan(n), breaksOf(orphan(n)))
    second.add(CLEAN[0] as LedgerPartition, [])
    first.merge(second)
    const report = first.report(now.toISOString(), 1)
    expect(report.breakCount).toBe(MAX_REPORTED_BREAKS + 50)
    expect(report.breaks).toHaveLength(MAX_REPORTED_BREAKS)
    expect(report.transfers).toBe(1)
    expect(report.entries).toBe(MAX_REPORTED_BREAKS + 51)
  })
})
