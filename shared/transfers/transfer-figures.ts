import type { TransferStatus } from './transfer-options'
import type { TransferStats } from './transfer-list'

/** What a transfer's figures depend on: its status, its amounts and a claim refund after its payout. */
interface FiguresInput {
  status: TransferStatus
  amountCents: number
  feeCents: number
  totalCents: number
  /** The total refunded on an error claim after the payout (the transfer stays PAID). */
  claimRefundCents?: number | undefined
}

export const ZERO_TRANSFER_STATS: TransferStats = Object.freeze({
  total: 0,
  paid: 0,
  pending: 0,
  onHold: 0,
  cancelled: 0,
  sentCents: 0,
  feesChargedCents: 0,
  feeRevenueCents: 0,
  fxRevenueCents: 0,
  claimRefundsCents: 0,
  refundedCents: 0,
})

/**
 * One transfer's dashboard figures: the one definition the SPA (a search's matches) and the server
 * (a search answered whole) use. The revenue figures are what the transfer's ledger postings add up
 * to (functions/domain/transfer-postings.ts; `transfer-counters.test.ts` checks they agree after any
 * sequence of moves): the fee is earned at the payout, a cancelled transfer earns nothing and its
 * total is refunded, a claim refunded after the payout is an error-resolution expense beside the fee
 * it earned. The FX margin is known only to the postings: a transfer record does not carry it, so
 * a search's figures read 0 FX revenue until the record does (the counters, from the postings, have it).
 */
export function figuresOfTransfer(t: FiguresInput): TransferStats {
  const is = (status: TransferStatus) => (t.status === status ? 1 : 0)
  const live = t.status !== 'CANCELLED'
  const paid = t.status === 'PAID'
  const claimRefund = paid ? (t.claimRefundCents ?? 0) : 0
  return {
    total: 1,
    paid: is('PAID'),
    pending: is('PENDING'),
    onHold: is('ON_HOLD'),
    cancelled: is('CANCELLED'),
    sentCents: live ? t.amountCents : 0,
    feesChargedCents: live ? t.feeCents : 0,
    feeRevenueCents: paid ? t.feeCents : 0,
    fxRevenueCents: 0,
    claimRefundsCents: claimRefund,
    refundedCents: live ? claimRefund : t.totalCents,
  }
}

const addTransferStats = (a: TransferStats, b: TransferStats): TransferStats =>
  Object.fromEntries(Object.entries(a).map(([name, value]) => [name, value + b[name as keyof TransferStats]])) as unknown as TransferStats

/** The figures of a set of transfers (every match of a search). */
export const figuresOfTransfers = (rows: readonly FiguresInput[]): TransferStats =>
  rows.map(figuresOfTransfer).reduce(addTransferStats, ZERO_TRANSFER_STATS)
