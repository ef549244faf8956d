import * as z from 'zod/mini'
import * as transferRoutes from '../../shared/api/route-table/transfers/create-transfer'
import { EXPIRED_MESSAGE, isExpiryInFuture } from '../../shared/transfers/card'
import { amountMaxMessage } from '../../shared/transfers/create-transfer-schema'
import { config } from '../lib/config'
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
    const key = idempotencyKey(headers)
    // The rules that need the clock and the stage's limit; the route schema checked the rest.
    if (!isExpiryInFuture(body.expirationDate, now)) throw new BadRequestError(EXPIRED_MESSAGE, { expirationDate: EXPIRED_MESSAGE })
    const maxCents = Math.round(config().MAX_TRANSFER_AMOUNT * 100)
    if (body.amountCents > maxCents) throw new BadRequestError(amountMaxMessage(maxCents), { inputValue: amountMaxMessage(maxCents) })
    const { transfer, replayed } = await createTransfer(actor, body, key, now, await ahead)
    return created(transfer, replayed ? { 'idempotent-replayed': 'true' } : undefined)
  },
})
