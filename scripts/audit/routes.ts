import { paths } from '../../frontend/src/config/paths'

export interface RouteContext {
  /** Ids of the seeded destinations, from GET /countries. */
  countryIds: readonly string[]
}

/** One page `npm run audit` measures. Add a row here to audit another page. */
export interface AuditRoute {
  name: string
  /** The path, or how to get it from the running stack (e.g. a seeded id). */
  path: string | ((context: RouteContext) => string)
  /**
   * `customer`: audited signed in, as a customer the script signs up and signs in through the API;
   * the session is put into localStorage `user` before the page loads. Signed out when absent.
   */
  session?: 'customer'
}

/** The destination the country page is audited with: Somalia when seeded, else the first one. */
export function auditCountryId(ids: readonly string[]): string {
  const id = ids.includes('so') ? 'so' : ids[0]
  if (!id) throw new Error('GET /countries listed no destination: the local stack seeds them at start.')
  return id
}

/** The public pages a first-time visitor lands on, then signed-in pages (a smoke entry so far). */
export const AUDIT_ROUTES: readonly AuditRoute[] = [
  { name: 'home', path: paths.home.getHref() },
  { name: 'faq', path: paths.faq.getHref() },
  { name: 'country', path: ({ countryIds }) => paths.countryTransfer.getHref(auditCountryId(countryIds)) },
  { name: 'sign-in', path: paths.signIn.getHref() },
  { name: 'sign-up', path: paths.signUp.getHref() },
  { name: 'profile', path: paths.dashboardProfile.getHref(), session: 'customer' },
]

export function resolvePath(route: AuditRoute, context: RouteContext): string {
  return typeof route.path === 'string' ? route.path : route.path(context)
}
