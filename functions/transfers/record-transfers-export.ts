import * as transferRoutes from '../../shared/api/route-table/transfers/record-transfers-export'
import { created } from '../lib/responses'
import { route } from '../lib/route'
import { recordExport } from '../services/transfers-export'

// Anyone who may export may record it: a customer's export holds their own transfers only (the list decides), staff's everyone's.
export const handler = route(transferRoutes.recordTransfersExport, async ({ actor, body, now }) => created(await recordExport(actor, body, now)))
