import { createHash } from 'node:crypto'
import { ulid } from 'ulid'
import { isVerifiedStaff } from '../../shared/auth/permissions'
import type {
  AppliedLine,
  AppliedResults,
  BatchTotal,
  CreatePayoutBatch,
  PayoutBatch,
  PayoutBatchDetail,
  PayoutResult,
} from '../../shared/payouts/payout-batch'
import { PAYOUT_CORRIDORS } from '../../shared/transfers/payout-methods'
import { isFinal } from '../../shared/transfers/transfer-lifecycle'
import {
  BATCH_NOT_FOUND_MESSAGE,
  BATCH_RACE_MESSAGE,
  NOT_A_PAYOUT_QUEUE_MESSAGE,
  RESULT_FILE_INVALID_MESSAGE,
  RESULT_LINE_MESSAGES,
  WRONG_QUEUE_MESSAGE,
} from '../../shared/payouts/payout-batch-messages'
import { buildBatchFile, parseResultFile, payoutMinorOf, type ResultRow } from '../domain/payout-files'
import { apply, BATCH_STAFF_ONLY, moveActor, type MoveActor } from '../domain/transfer-moves'
import { isTransientAwsError } from '../lib/aws-errors'
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from '../lib/errors'
import type { Actor } from '../model/actor'
import type { TransferRecord } from '../model/transfer-record'
import { putAuditEvent } from '../store/audit-events'
import { getBatch, listBatches, listResults, newBatchPut, putResult, replaceBatch, resultPut, type StoredBatch } from '../store/payout-batches-store'
import { getTransferRecord, TRANSFER_NOT_FOUND_MESSAGE } from '../store/transfer-reads'
import { saveTransfer, saveTransfers, TransferChangedError } from '../store/transfer-writes'
import { transferAsSeenBy } from './transfer-views'

/**
 * Payout batches (docs/payout-batches.md): read, apply the domain's moves, write. The
 * rules of each transfer are the transition table's (functions/domain/transfer-moves.ts); the
 * files' layout is functions/domain/payout-files.ts's.
 */

/** How often a write that lost a race is judged again on a fresh read before the caller is told. */
const ATTEMPTS = 3

function requireStaff(actor: Actor): void {
  if (!isVerifiedStaff(actor)) throw new ForbiddenError(BATCH_STAFF_ONLY)
}

const staffRef = (actor: MoveActor) => ({ id: actor.id, name: actor.name })

async function requireBatch(id: string): Promise<StoredBatch> {
  const batch = await getBatch(id)
  if (!batch) throw new NotFoundError(BATCH_NOT_FOUND_MESSAGE)
  return batch
}

/** The batch's transfers, in its order (a transfer is never deleted, only archived: one missing is a fault). */
async function recordsOf(batch: PayoutBatch): Promise<TransferRecord[]> {
  const records = await Promise.all(batch.transferIds.map(getTransferRecord))
  return records.map((record, n) => {
    if (!record) throw new Error(`Transfer ${batch.transferIds[n] ?? ''} of batch ${batch.id} is missing`)
    return record
  })
}

/** The payouts' sums per currency, in minor units. */
function totalsOf(records: readonly TransferRecord[]): BatchTotal[] {
  const totals = new Map<string, BatchTotal>()
  for (const record of records) {
    const { minor, currency } = payoutMinorOf(record)
    const total = totals.get(currency) ?? { currency, minor: 0, count: 0 }
    totals.set(currency, { currency, minor: total.minor + minor, count: total.count + 1 })
  }
  return [...totals.values()]
}

/** A lost race: the version or batch condition of a transfer failed, or the transaction met another one. */
const lostRace = (error: unknown) => error instanceof TransferChangedError || isTransientAwsError(error)

/**
 * Staff take transfers of one payout queue into a new batch: one transaction puts the batch and moves
 * each transfer into it (out of the queue) on the condition that it is still PENDING and in no batch.
 * Of two staff batching the same transfer at once exactly one wins; the other is judged again on a
 * fresh read and told the transfer is batched already (409).
 */
export async function createBatch(actor: Actor, body: CreatePayoutBatch, now: Date): Promise<PayoutBatch> {
  requireStaff(actor)
  const { countryId, paymentType } = body
  if (!PAYOUT_CORRIDORS.some((corridor) => corridor.countryId === countryId && corridor.paymentType === paymentType)) {
    throw new UnprocessableError(NOT_A_PAYOUT_QUEUE_MESSAGE, { paymentType: NOT_A_PAYOUT_QUEUE_MESSAGE })
  }
  const ids = [...new Set(body.transferIds)]
  const by = moveActor(actor)
  const id = ulid(now.getTime())
  for (let attempt = 1; ; attempt++) {
    const records = await Promise.all(ids.map(getTransferRecord))
    const moves = records.map((record) => {
      if (!record) throw new NotFoundError(TRANSFER_NOT_FOUND_MESSAGE)
      if (record.countryId !== countryId || record.paymentType !== paymentType) throw new UnprocessableError(WRONG_QUEUE_MESSAGE)
      return apply(record, { type: 'batch', batchId: id }, by, now)
    })
    const batch: StoredBatch = {
      id,
      countryId,
      paymentType,
      transferIds: ids,
      count: ids.length,
      totals: totalsOf(records.filter((record) => record !== undefined)),
      createdBy: staffRef(by),
      createdAt: now.toISOString(),
      status: 'open',
      results: { paid: 0, failed: 0, refused: 0 },
      files: [],
      version: 1,
    }
    try {
      await saveTransfers(moves, [newBatchPut(batch)])
      const { version: _version, ...created } = batch
      return created
    } catch (error) {
      if (!lostRace(error)) throw error
      if (attempt >= ATTEMPTS) throw new ConflictError(BATCH_RACE_MESSAGE, 'BATCH_RACE')
    }
  }
}

export async function listBatchesFor(actor: Actor, query: { limit?: number | undefined; cursor?: string | undefined }) {
  requireStaff(actor)
  return listBatches(query.limit ?? 20, query.cursor)
}

const publicBatch = ({ version: _version, ...batch }: StoredBatch): PayoutBatch => batch

/** One batch, its transfers as staff see them, and the results recorded so far. */
export async function batchDetailFor(actor: Actor, id: string): Promise<PayoutBatchDetail> {
  requireStaff(actor)
  const batch = await requireBatch(id)
  const [records, results] = await Promise.all([recordsOf(batch), listResults(id)])
  return { batch: publicBatch(batch), transfers: records.map((record) => transferAsSeenBy(actor, record)), results }
}

/** Still the partner's to pay: in this batch, PENDING and without a result (a transfer cancelled or held meanwhile is left out of the file). */
const awaitingPayout = (batchId: string, done: ReadonlySet<string>) => (record: TransferRecord) =>
  record.batchId === batchId && record.status === 'PENDING' && !done.has(record.id)

/**
 * The batch file (docs/payout-batches.md) of the payouts still waiting for the partner, recorded as an
 * audit event first: payout details are sensitive, so who downloaded which batch is kept.
 */
export async function batchFileFor(actor: Actor, id: string, now: Date): Promise<{ fileName: string; csv: string; rows: number }> {
  requireStaff(actor)
  const batch = await requireBatch(id)
  const [records, results] = await Promise.all([recordsOf(batch), listResults(id)])
  const rows = records.filter(awaitingPayout(id, new Set(results.map((result) => result.transferId))))
  await putAuditEvent({
    id: ulid(now.getTime()),
    at: now.toISOString(),
    type: 'payout-batch-file',
    by: actor.sub,
    byName: `${actor.firstName} ${actor.lastName}`.trim(),
    byEmail: actor.email,
    details: { batchId: id, countryId: batch.countryId, paymentType: batch.paymentType, rowCount: rows.length },
  })
  const method = batch.paymentType.toLowerCase().replaceAll(' ', '-')
  return { fileName: `payout-batch-${batch.countryId}-${method}-${id}.csv`, csv: buildBatchFile(rows), rows: rows.length }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Applies the partner's result file: judged whole first (a malformed file changes nothing: 422 with
 * its lines), then row by row, each transfer's move and its result in one conditional transaction,
 * so a file uploaded again after a crash finishes the rest and a row applied before is skipped. The
 * same file again changes nothing (its SHA-256 is kept on the batch).
 */
export async function applyResultsFor(actor: Actor, id: string, csv: string, now: Date): Promise<AppliedResults> {
  requireStaff(actor)
  const batch = await requireBatch(id)
  const digest = sha256(csv)
  if (batch.files.some((file) => file.sha256 === digest)) {
    return { alreadyApplied: true, paid: 0, failed: 0, refused: 0, skipped: 0, lines: [], batch: publicBatch(batch) }
  }
  const records = await recordsOf(batch)
  const parsed = parseResultFile(csv, { ownerOf: new Map(records.map((record) => [record.id, record.ownerId])), uploaderId: actor.sub })
  if ('problems' in parsed) {
    const [first] = parsed.problems
    const fields = Object.fromEntries(parsed.problems.map((problem) => [`line ${problem.line}`, problem.message]))
    throw new UnprocessableError(
      first ? `Line ${first.line}: ${first.message}` : RESULT_FILE_INVALID_MESSAGE,
      { ...fields, line: String(first?.line ?? 1) },
      'RESULT_FILE_INVALID',
    )
  }
  const by = moveActor(actor)
  const done = new Map((await listResults(id)).map((result) => [result.transferId, result]))
  const byId = new Map(records.map((record) => [record.id, record]))
  const lines: AppliedLine[] = []
  for (const row of parsed.rows) {
    lines.push(done.has(row.reference) ? skipped(row) : await applyRow(batch.id, row, byId.get(row.reference), by, now))
  }
  const counts = { paid: 0, failed: 0, refused: 0, skipped: 0 }
  for (const line of lines) counts[line.outcome] += 1
  const settled = await recordFile(id, { sha256: digest, at: now.toISOString(), by: staffRef(by), ...counts }, now)
  return { alreadyApplied: false, ...counts, lines, batch: settled }
}

const skipped = (row: ResultRow): AppliedLine => ({
  line: row.line,
  reference: row.reference,
  outcome: 'skipped',
  message: RESULT_LINE_MESSAGES.skipped,
})

/** One row: the transfer's move with its result in one transaction; a lost race is judged again on a fresh read. */
async function applyRow(batchId: string, row: ResultRow, first: TransferRecord | undefined, by: MoveActor, now: Date): Promise<AppliedLine> {
  let record = first
  for (let attempt = 1; record; attempt++) {
    const result: PayoutResult = {
      transferId: record.id,
      outcome: row.status,
      ...(row.status === 'failed' ? { reason: row.reason } : {}),
      at: now.toISOString(),
      by: staffRef(by),
      line: row.line,
    }
    const refusal = refusalOf(record, batchId)
    if (refusal) {
      // Final already (cancelled, or paid another way): recorded as refused, so staff see it and no later file changes it.
      if (!isFinal(record.status)) return { line: row.line, reference: row.reference, outcome: 'refused', message: refusal }
      const outcome = await putResult(batchId, { ...result, outcome: 'refused', reason: refusal })
      return outcome === 'written' ? { line: row.line, reference: row.reference, outcome: 'refused', message: refusal } : skipped(row)
    }
    const action =
      row.status === 'paid' ? ({ type: 'batch-paid', batchId } as const) : ({ type: 'batch-failed', batchId, reason: row.reason } as const)
    try {
      await saveTransfer(apply(record, action, by, now), [resultPut(batchId, result)])
      return { line: row.line, reference: row.reference, outcome: row.status }
    } catch (error) {
      if (!lostRace(error)) throw error
      if (attempt >= ATTEMPTS) return { line: row.line, reference: row.reference, outcome: 'refused', message: RESULT_LINE_MESSAGES.changed }
      // Someone else's write came first (perhaps this very row, uploaded twice at once): judge it again as it now is.
      const results = await listResults(batchId)
      if (results.some((recorded) => recorded.transferId === row.reference)) return skipped(row)
      record = await getTransferRecord(row.reference)
    }
  }
  throw new Error(`Transfer ${row.reference} of batch ${batchId} is missing`)
}

/** Why a row cannot move its transfer as the partner says, if it cannot. */
function refusalOf(record: TransferRecord, batchId: string): string | undefined {
  if (record.status === 'CANCELLED') return RESULT_LINE_MESSAGES.cancelled
  if (record.status === 'PAID') return RESULT_LINE_MESSAGES.paid
  if (record.status === 'ON_HOLD') return RESULT_LINE_MESSAGES.held
  if (record.batchId !== batchId) return RESULT_LINE_MESSAGES.changed
  return undefined
}

/**
 * Records the applied file on the batch with the results' counts, read from the results themselves,
 * and settles it once every transfer has a result or is final (cancelled meanwhile). A concurrent
 * update of the batch is read again and redone.
 */
async function recordFile(id: string, file: PayoutBatch['files'][number], now: Date): Promise<PayoutBatch> {
  for (let attempt = 1; ; attempt++) {
    const batch = await requireBatch(id)
    const [results, records] = await Promise.all([listResults(id), recordsOf(batch)])
    const counts = { paid: 0, failed: 0, refused: 0 }
    for (const result of results) counts[result.outcome] += 1
    const resolved = new Set(results.map((result) => result.transferId))
    const open = records.some((record) => !resolved.has(record.id) && !isFinal(record.status))
    const files = batch.files.some((known) => known.sha256 === file.sha256) ? batch.files : [...batch.files, file]
    const after: PayoutBatch = {
      ...publicBatch(batch),
      results: counts,
      files,
      status: open ? 'open' : 'settled',
      ...(open || batch.settledAt ? {} : { settledAt: now.toISOString() }),
    }
    if (await replaceBatch(batch, after)) return after
    if (attempt >= ATTEMPTS) throw new ConflictError(BATCH_RACE_MESSAGE, 'BATCH_RACE')
  }
}
