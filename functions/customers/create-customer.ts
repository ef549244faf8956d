import * as z from 'zod/mini'
import { customerRoutes } from '../../shared/api/route-table/customers'
import { EXPIRED_MESSAGE, isExpiryInFuture } from '../../shared/transfers/card'
import { amountMaxMessage } from '../../shared/transfers/transfer-schemas'
import { config } from '../lib/config'
import { BadRequestError } from '../lib/errors'
import { created } from '../lib/responses'
import { route } from '../lib/route'
import { createTransfer } from '../services/transfers'

const MISSING_KEY = 'Send an Idempotency-Key header (a UUID for each payment attempt)'
const IdempotencyKeySchema = z.uuid(MISSING_KEY)

export const handler = route(customerRoutes.createCustomer, async ({ actor, body, headers, now }) => {
  const key = z.safeParse(IdempotencyKeySchema, headers['idempotency-key'])
  if (!key.success) throw new BadRequestError(MISSING_KEY, { 'Idempotency-Key': MISSING_KEY })
  // The rules that need the clock and the stage's limit; the route schema checked the rest.
  if (!isExpiryInFuture(body.expirationDate, now)) throw new BadRequestError(EXPIRED_MESSAGE, { expirationDate: EXPIRED_MESSAGE })
  const maxCents = Math.round(config().MAX_TRANSFER_AMOUNT * 100)
  if (body.amountCents > maxCents) throw new BadRequestError(amountMaxMessage(maxCents), { inputValue: amountMaxMessage(maxCents) })
  const { transfer, replayed } = await createTransfer(actor, body, key.data.toLowerCase(), now)
  return created(transfer, replayed ? { 'idempotent-replayed': 'true' } : undefined)
})
