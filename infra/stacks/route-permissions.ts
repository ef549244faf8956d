import type { RouteId } from '../../shared/api/routes'

/** `read` = Get/Query on the table and its indexes; `readWrite` adds Put/Update/Delete. */
export type TableAccess = 'read' | 'readWrite'
/**
 * Object access in the documents bucket, granted verb by verb (presigned URLs are signed with the
 * function's role, so a route that hands out a URL needs what the URL does): `read` = get objects
 * and their versions (+ ListBucket, so a missing object is a 404, not a 403); `write` = put;
 * `delete` = delete.
 */
export type DocumentsAccess = 'read' | 'write' | 'delete'
/**
 * `signUp` creates users (and sets a new password on one whose sign-up never finished); `manageUsers` changes e-mails and deletes
 * users; `readUsers` reads one; `signIn` checks a password (AdminInitiateAuth: only the API signs in).
 */
export type CognitoAccess = 'signUp' | 'manageUsers' | 'readUsers' | 'signIn'

export interface RoutePermissions {
  table?: TableAccess
  documents?: readonly DocumentsAccess[]
  cognito?: readonly CognitoAccess[]
}

/**
 * What each route's Lambda may touch, beyond the profile lookup every route does (see route-policy.ts).
 * Typed by the route table: adding a route without an entry here does not compile.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<RouteId, RoutePermissions>> = {
  getHealth: {},
  listCountries: { table: 'read' },
  getCountry: { table: 'read' },
  // Sign-in (AdminInitiateAuth) gets the token GetUserAttributeVerificationCode needs to e-mail the code; writes: the waiting sign-up.
  signUp: { table: 'readWrite', cognito: ['signUp', 'signIn'] },
  // Writes: the failed-attempt counter, the session (store/sessions.ts), and the account a sign-up's code finishes.
  // AdminGetUser: a retried confirmation finds Cognito done.
  logIn: { table: 'readWrite', cognito: ['signIn', 'readUsers'] },
  // Reads the session and the user's cut-off; writes the session's current token, or forgets an ended one.
  refreshSession: { table: 'readWrite' },
  // Writes: the signed-out access token's id; forgets the session.
  logOut: { table: 'readWrite' },
  // Reads: the e-mail claim, to name the account by its subject.
  forgotPassword: { table: 'read' },
  // Writes: the failed-attempt counter (cleared) and the user's session cut-off.
  resetPassword: { table: 'readWrite' },
  // ChangePassword is a client API authorised by the user's access token (no IAM); writes: the failed-attempt counter, the session cut-off.
  changePassword: { table: 'readWrite' },
  getMe: { table: 'read' },
  listUsers: { table: 'read' },
  getUser: { table: 'read' },
  // An e-mail change asks Cognito for a code (AdminUpdateUserAttributes); an own change checks the password (AdminInitiateAuth).
  updateUser: { table: 'readWrite', cognito: ['manageUsers', 'signIn'] },
  // VerifyUserAttribute is a client API authorised by the user's access token (no IAM); AdminGetUser
  // tells a retry that Cognito has the address already; writes: the profile and its e-mail claim.
  confirmEmailChange: { table: 'readWrite', cognito: ['readUsers'] },
  // Writes: the caller's own profile (its e-mail choices).
  updateEmailPreferences: { table: 'readWrite' },
  // Writes: the caller's own profile (its language).
  updateLanguage: { table: 'readWrite' },
  deleteUser: { table: 'readWrite', cognito: ['manageUsers'] },
  // Documents: the presigned PUT needs put; complete reads the file's first bytes and deletes a bad one.
  createDocument: { table: 'readWrite', documents: ['write'] },
  listDocuments: { table: 'read' },
  completeDocument: { table: 'readWrite', documents: ['read', 'delete'] },
  downloadDocument: { table: 'read', documents: ['read'] },
  deleteDocument: { table: 'readWrite', documents: ['delete'] },
  createTransfer: { table: 'readWrite' },
  listMyTransfers: { table: 'read' },
  listTransfers: { table: 'read' },
  getDailyTransferStats: { table: 'read' },
  getTransfer: { table: 'read' },
  updateTransfer: { table: 'readWrite' },
  deleteTransfer: { table: 'readWrite' },
  // Writes: the transfer, its counters and its event, in one transaction.
  cancelTransfer: { table: 'readWrite' },
  // Writes: the claim, the transfer that names it and the event, in one transaction; listing reads only.
  createClaim: { table: 'readWrite' },
  listClaims: { table: 'read' },
  // Writes: the claim, the transfer (cancelled by a refund: its counters too) and the events.
  resolveClaim: { table: 'readWrite' },
  // Issue 17: the limit ledger and identity are reads; saving identity writes one item.
  getMyLimits: { table: 'read' },
  getIdentity: { table: 'read' },
  saveIdentity: { table: 'readWrite' },
  // The review queue, its transfers, their senders and identity: reads only.
  listHeldTransfers: { table: 'read' },
  // Writes: the transfer, its counters, its review queue item, its event (a rejection: the sender's ledger too).
  releaseTransfer: { table: 'readWrite' },
  rejectTransfer: { table: 'readWrite' },
  // Writes: the subscriber item (a conditional put; an address already there is left alone).
  subscribeNewsletter: { table: 'readWrite' },
  listExchangeRates: { table: 'read' },
  // Writes: the current rate and its history item, in one transaction.
  setExchangeRate: { table: 'readWrite' },
  listExchangeRateHistory: { table: 'read' },
  // Writes: the quote and the client's per-minute counter.
  createQuote: { table: 'readWrite' },
}
