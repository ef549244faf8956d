import { claimRoutes } from './route-table/claims'
import { complianceRoutes } from './route-table/compliance'
import { countryRoutes } from './route-table/countries'
import { transferRoutes } from './route-table/transfers'
import { documentRoutes } from './route-table/documents'
import { ledgerRoutes } from './route-table/ledger'
import { newsletterRoutes } from './route-table/newsletter'
import { quoteRoutes } from './route-table/quotes'
import { rateRoutes } from './route-table/rates'
import { recipientRoutes } from './route-table/recipients'
import { systemRoutes } from './route-table/system'
import { userRoutes } from './route-table/users'
import { workRoutes } from './route-table/work'

/**
 * The API contract: every endpoint once. The CDK API stack makes one Lambda per row, the local
 * gateway dispatches by it, and the frontend's client builds typed calls from it. Rows live in one
 * file per area (`route-table/`), so a page imports only the schemas of the calls it makes.
 */
export const routes = {
  ...systemRoutes,
  ...countryRoutes,
  ...userRoutes,
  ...documentRoutes,
  ...transferRoutes,
  ...recipientRoutes,
  ...newsletterRoutes,
  ...rateRoutes,
  ...quoteRoutes,
  ...claimRoutes,
  ...complianceRoutes,
  ...ledgerRoutes,
  ...workRoutes,
}

export type Routes = typeof routes
export type RouteId = keyof Routes
export const routeList = Object.values(routes)
