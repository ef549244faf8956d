import { routeTable } from '../route-definition'
import { createClaim } from './claims/create-claim'
import { listClaims } from './claims/list-claims'
import { resolveClaim } from './claims/resolve-claim'

/** Error claims: senders report, staff resolve. */
export const claimRoutes = routeTable(createClaim, listClaims, resolveClaim)
