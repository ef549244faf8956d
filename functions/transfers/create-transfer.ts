import * as transferRoutes from '../../shared/api/route-table/transfers/create-transfer'
import { created } from '../lib/responses'
import { route } from '../lib/route'
import { createTransfer, readForCreate } from '../services/transfer-create'

export const handler = route(transferRoutes.createTransfer, {
  readAhead: async ({ sub, body, headers }) => readForCreate(sub, body, headers['idempotency-key']),
  handle: async ({ actor, body, headers, now, ahead }) => {
    const { transfer, replayed } = await createTransfer(actor, body, headers['idempotency-key'], now, await ahead)
    return created(transfer, replayed ? { 'idempotent-replayed': 'true' } : undefined)
  },
})
