import type { RouteId } from '../../shared/api/routes'

/** `read` = Get/Query on the table and its indexes; `readWrite` adds Put/Update/Delete. */
export type TableAccess = 'read' | 'readWrite'
/** Object access in the documents bucket (presigned URLs are signed with the function's role). */
export type DocumentsAccess = 'read' | 'write' | 'readWrite'
/** `signUp` creates users and signs them in; `manageUsers` is the staff screens' user administration. */
export type CognitoAccess = 'signUp' | 'manageUsers'

export interface RoutePermissions {
  table?: TableAccess
  documents?: DocumentsAccess
  cognito?: CognitoAccess
}

/**
 * What each route's Lambda may touch, beyond the profile lookup every route does (see route-policy.ts).
 * Typed by the route table: adding a route without an entry here does not compile.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<RouteId, RoutePermissions>> = {
  getHealth: {},
  listCountries: { table: 'read' },
  getCountry: { table: 'read' },
}
