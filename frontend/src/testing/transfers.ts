import { toCents } from '../../../shared/money/money'
import { figuresOfTransfers } from '../../../shared/transfers/transfer-figures'
import type { Transfer, TransferStats } from '../../../shared/transfers/transfer-schemas'
import { jsonResponse } from './mock-fetch'

/** A transfer as the API answers it (spec 3 customer), newest-first ids '01K…' + n; its cents follow its dollars unless given. */
export function makeTransfer(n: number, overrides: Partial<Transfer> = {}): Transfer {
  const id = `01KAAAAAAAAAAAAAAAAAAAA${String(n).padStart(3, '0')}`
  const transfer: Omit<Transfer, 'amountCents' | 'feeCents' | 'totalCents' | 'payout'> & Partial<Transfer> = {
    id,
    ownerId: 'user-1',
    invoiceNumber: `US-${1000000000 + n}`,
    firstName: `Hodan${n}`,
    middleName: 'Ali',
    lastName: 'Warsame',
    mobileNumber: '6125550142',
    countryId: 'so',
    country: 'Somalia',
    city: 'Banadir',
    relationship: 'Sister',
    sendingReason: 'Education',
    paymentType: 'Mobile Money',
    paymentMethod: 'Debit Card',
    card: { brand: 'Visa', last4: '4242', expirationDate: '12/30' },
    inputValue: 100,
    amount: 100,
    fees: 5,
    total: 105,
    status: 'PENDING',
    note: '',
    createdAt: `2026-03-${String(Math.min(28, 1 + (n % 28))).padStart(2, '0')}T10:00:00.000Z`,
    updatedAt: '2026-03-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  }
  const payout = {
    currency: 'USD',
    rate: '1',
    receiveAmount: transfer.inputValue,
    receiveMinor: toCents(transfer.inputValue),
    dateAvailable: transfer.createdAt.slice(0, 10),
  }
  return { amountCents: toCents(transfer.inputValue), feeCents: toCents(transfer.fees), totalCents: toCents(transfer.total), payout, ...transfer }
}

export const statsOf = (transfers: readonly Transfer[]): TransferStats => figuresOfTransfers(transfers)

/**
 * Answers a list call (`GET /api/customers?limit=&cursor=&status=&q=`) from `transfers` the way the
 * server does: newest first as given, `limit` per page, an opaque cursor (here the next index) while
 * more remain, and the stats of the status filter (search text aside).
 */
export function answerList(url: string, transfers: readonly Transfer[]): Response {
  const { searchParams } = new URL(url, 'http://localhost')
  const limit = Number(searchParams.get('limit') ?? 20)
  const start = Number(searchParams.get('cursor') ?? 0)
  const status = searchParams.get('status')
  const q = searchParams.get('q')?.toLowerCase()
  const byStatus = status ? transfers.filter((t) => t.status === status) : transfers
  const matching = q ? byStatus.filter((t) => `${t.firstName} ${t.lastName}`.toLowerCase().includes(q)) : byStatus
  const items = matching.slice(start, start + limit)
  const next = start + limit < matching.length ? String(start + limit) : undefined
  return jsonResponse({ items, ...(next ? { nextCursor: next } : {}), stats: statsOf(byStatus) })
}
