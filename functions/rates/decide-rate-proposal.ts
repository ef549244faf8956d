import * as rateRoutes from '../../shared/api/route-table/rates/decide-rate-proposal'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { decideRateProposal } from '../services/exchange-rates'

export const handler = route(rateRoutes.decideRateProposal, async ({ actor, params, body, now }) =>
  ok(await decideRateProposal(actor, params, body, now)),
)
