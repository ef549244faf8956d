import { expect } from 'vitest'
import { JournalEntrySchema } from '../../../shared/ledger/journal-schema'
import type { JournalEntry } from '../../../shared/ledger/journal'
import { TransferRecordSchema, type TransferRecord } from '../../model/transfer-record'
import type { transfersTable } from './transfers-api'

/**
 * Helpers of the adversarial ledger tests (ledger-adversary and refund-races): a transfer's stored
 * record and journal read together, and the rule that every refusal is a 4xx with a JSON error.
 */

/** A transfer as the table holds it (archived ones too) and its journal, in posting order. */
export interface Books {
  record: TransferRecord
  entries: JournalEntry[]
}

export async function readBooks(table: ReturnType<typeof transfersTable>, id: string): Promise<Books> {
  const [item, journal] = await Promise.all([table.transferItem(id), table.journal(id)])
  if (!item) throw new Error(`no transfer ${id} in the table`)
  return { record: TransferRecordSchema.parse(item), entries: journal.map((entry) => JournalEntrySchema.parse(entry)) }
}

/** An answer of the API (or of a handler run in-process): its status and parsed JSON body. */
export interface Answer {
  status: number
  body: unknown
}

/**
 * Whatever the rules decide, an answer is a success or a refusal the client can read: never a 5xx,
 * and a refusal is a 4xx whose JSON body says why (`error`, and `code` when it has one, as text).
 */
export function expectReadableAnswer(answer: Answer, context: string): void {
  expect(answer.status, `${context}: a 5xx ${JSON.stringify(answer.body)}`).toBeLessThan(500)
  if (answer.status < 400) return
  const body = answer.body as { error?: unknown; code?: unknown } | undefined
  expect(typeof body?.error, `${context}: the ${answer.status} has no JSON error: ${JSON.stringify(answer.body)}`).toBe('string')
  if (body?.code !== undefined) expect(typeof body.code, `${context}: the code is not text`).toBe('string')
}
