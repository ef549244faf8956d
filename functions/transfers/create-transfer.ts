import * as z from 'zod/mini'
import * as transferRoutes from '../../shared/api/route-table/transfers/create-transfer'
import { BadRequestError } from '../lib/errors'
import { created } from '../lib/responses'
import { route } from '../lib/route'
import { createTransfer, readForCreate } from '../services/transfers'

const MISSING_KEY = 'Send an Idempotency-Key header (a UUID for each payment attempt)'
const IdempotencyKeySchema = z.uuid(MISSING_KEY)

function idempotencyKey(headers: Readonly<Record<string, string | undefined>>): string {
  const key = z.safeParse(IdempotencyKeySchema, headers['idempotency-key'])
  if (!key.success) throw new BadRequestError(MISSING_KEY, { 'Idempotency-Key': MISSING_KEY })
  return key.data.toLowerCase()
}

export const handler = route(transferRoutes.createTransfer, {
  readAhead: async ({ sub, body, headers }) => readForCreate(sub, body, idempotencyKey(headers)),
  handle: async ({ actor, body, headers, now, ahead }) => {
    const { transfer, replayed } = await createTransfer(actor, body, idempotencyKey(headers), now, await ahead)
    return created(transfer, replayed ? { 'idempotent-replayed': 'true' } : undefined)
  },
})
