import type { EntityName } from '../../functions/model/table-keys'
import type { RouteId } from '../../shared/api/routes'
import type { TableGrant } from './constructs/table-policy'

/**
 * Object access in the documents bucket, granted verb by verb (presigned URLs are signed with the
 * function's role, so a route that hands out a URL needs what the URL does): `read` = get objects
 * and their versions (+ ListBucket, so a missing object is a 404, not a 403); `write` = put;
 * `delete` = delete.
 */
export type DocumentsAccess = 'read' | 'write' | 'delete'
/**
 * `signUp` creates users (and sets a new password on one whose sign-up never finished); `manageUsers` changes e-mails and deletes
 * users; `readUsers` reads one; `signIn` checks a password (AdminInitiateAuth: only the API signs in);
 * `respondToChallenge` answers its two-factor code challenge; `manageMfa` turns a user's authenticator off.
 */
export type CognitoAccess = 'signUp' | 'manageUsers' | 'readUsers' | 'signIn' | 'respondToChallenge' | 'manageMfa'

export interface RoutePermissions {
  table?: TableGrant
  documents?: readonly DocumentsAccess[]
  cognito?: readonly CognitoAccess[]
}

/** The counters a transfer's create, status change or delete moves (functions/model/transfer-counters.ts). */
const COUNTERS = ['totals', 'ownerTotals', 'bucket', 'ownerBucket'] as const satisfies readonly EntityName[]
/** What sign-in attempts write (store/login-attempts.ts): each window counted by a conditional ADD, restarted by a Put, cleared by a Delete. */
const ATTEMPTS = ['loginClientFailures', 'loginFailures'] as const satisfies readonly EntityName[]
/** The current sanctions list (services/sanctions-screening.ts): the pointer is read, then its version's chunks are queried. */
const SCREENING = { get: ['sanctionsList'], query: ['sanctionsChunk'] } as const satisfies TableGrant

/**
 * What each route's Lambda may touch, beyond the caller's profile that every signed-in route reads
 * (`get: ['profile']` is added to each, see route-policy.ts). Traced from each handler through its
 * services to the store calls; an entity listed "in case" says why in a comment.
 * Typed by the route table: adding a route without an entry here does not compile.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<RouteId, RoutePermissions>> = {
  getHealth: {},
  listCountries: { table: { query: ['country'] } },
  getCountry: { table: { get: ['country'] } },
  // The address's e-mail claim; a Cognito user left without a profile; the waiting sign-up.
  // Sign-in (AdminInitiateAuth) gets the token GetUserAttributeVerificationCode needs to e-mail the code.
  signUp: { table: { get: ['emailClaim', 'profile'], put: ['pendingSignUp'] }, cognito: ['signUp', 'signIn'] },
  // The attempt windows and the known device; the e-mail claim, or the waiting sign-up its code finishes (screened,
  // then profile + claim written and the waiting item deleted in one transaction); the session; a new device token.
  // AdminGetUser: a retried confirmation finds Cognito done.
  logIn: {
    table: {
      get: ['loginDevice', 'emailClaim', 'pendingSignUp', 'profile', ...SCREENING.get],
      query: SCREENING.query,
      put: [...ATTEMPTS, 'loginDevice', 'session', 'profile', 'emailClaim'],
      update: ATTEMPTS,
      delete: ['loginClientFailures', 'pendingSignUp'],
    },
    cognito: ['signIn', 'readUsers'],
  },
  // The code step of a sign-in with two-factor on: the attempt windows and known device, the e-mail claim, the session, a device token.
  verifyTwoFactorSignIn: {
    table: {
      get: ['loginDevice', 'emailClaim', 'profile'],
      put: [...ATTEMPTS, 'loginDevice', 'session'],
      update: ATTEMPTS,
      delete: ['loginClientFailures'],
    },
    cognito: ['respondToChallenge'],
  },
  // The profile's cut-off and the session (read together); the session's current token, or forgetting an ended one.
  refreshSession: { table: { get: ['profile', 'session'], update: ['session'], delete: ['session'] } },
  // The signed-out access token's id on the profile; the session, by its refresh token or found by its access token.
  logOut: { table: { get: ['profile'], update: ['profile'], query: ['session'], delete: ['session'] } },
  // The e-mail claim names the account by its subject.
  forgotPassword: { table: { get: ['emailClaim'] } },
  // The e-mail claim; the user's session cut-off; the address's attempt windows cleared.
  resetPassword: { table: { get: ['emailClaim'], update: ['profile'], delete: ATTEMPTS } },
  // ChangePassword is a client API authorised by the user's access token (no IAM); the attempt windows, the session cut-off.
  changePassword: { table: { put: ATTEMPTS, update: [...ATTEMPTS, 'profile'], delete: ['loginClientFailures'] } },
  getMe: { table: { get: ['profile'] } },
  listUsers: { table: { queryIndex: { gsi1: ['profile'] } } },
  getUser: { table: { get: ['profile'] } },
  // An e-mail change asks Cognito for a code (AdminUpdateUserAttributes); an own change checks the password (AdminInitiateAuth)
  // within the attempt windows and looks the new address up; a demotion ends sessions; a new name is screened.
  updateUser: {
    table: {
      get: ['profile', 'emailClaim', ...SCREENING.get],
      query: SCREENING.query,
      put: ATTEMPTS,
      update: [...ATTEMPTS, 'profile'],
      delete: ['loginClientFailures'],
    },
    cognito: ['manageUsers', 'signIn'],
  },
  // VerifyUserAttribute is a client API authorised by the user's access token (no IAM); AdminGetUser
  // tells a retry that Cognito has the address already; the session cut-off, then the profile and its e-mail claim move.
  confirmEmailChange: { table: { get: ['profile'], update: ['profile'], put: ['emailClaim'], delete: ['emailClaim'] }, cognito: ['readUsers'] },
  // The caller's own profile (its e-mail choices).
  updateEmailPreferences: { table: { update: ['profile'] } },
  // The caller's own profile (its language).
  updateLanguage: { table: { update: ['profile'] } },
  // AssociateSoftwareToken is a client API authorised by the user's access token (no IAM).
  startTwoFactorSetup: {},
  // VerifySoftwareToken and SetUserMFAPreference are client APIs (the user's access token); the profile records it.
  confirmTwoFactorSetup: { table: { get: ['profile'], update: ['profile'] } },
  // Password and code are checked by a throwaway sign-in within the attempt windows; then the factor goes and the profile says so.
  disableTwoFactor: {
    table: { get: ['profile'], put: ATTEMPTS, update: [...ATTEMPTS, 'profile'], delete: ['loginClientFailures'] },
    cognito: ['signIn', 'respondToChallenge', 'manageMfa'],
  },
  resetTwoFactor: { table: { get: ['profile'], update: ['profile'] }, cognito: ['manageMfa'] },
  // The profile first, and its e-mail claim, in one transaction.
  deleteUser: { table: { get: ['profile'], delete: ['profile', 'emailClaim'] }, cognito: ['manageUsers'] },
  // The document, its owner lookup and the owner's pending count in one transaction. At the pending cap it first sweeps
  // uploads never finished (services/documents.ts `sweepStaleUploads`: the pending index, then anyone's document, lookup,
  // count and file), so it may delete as the hourly job does. The presigned PUT needs put.
  createDocument: {
    table: {
      put: ['document', 'documentOwner'],
      update: ['pendingUploads'],
      queryIndex: { gsi2: ['document'] },
      delete: ['document', 'documentOwner'],
    },
    documents: ['write', 'delete'],
  },
  listDocuments: { table: { query: ['document'] } },
  // Found by its owner lookup; complete reads the file's first bytes, deletes a bad one and settles the document and the count.
  completeDocument: { table: { get: ['documentOwner', 'document'], update: ['document', 'pendingUploads'] }, documents: ['read', 'delete'] },
  downloadDocument: { table: { get: ['documentOwner', 'document'] }, documents: ['read'] },
  deleteDocument: {
    table: { get: ['documentOwner', 'document'], delete: ['document', 'documentOwner'], update: ['pendingUploads'] },
    documents: ['delete'],
  },
  // Read ahead as one batch: the named owner, the destination, the idempotency record (and the transfer it made),
  // the ledger, identity and the sanctions pointer; the quote. One transaction writes the idempotency record, invoice,
  // transfer, mobile lookup, events (and review item when held), counters, velocity windows and ledger.
  createTransfer: {
    table: {
      get: ['profile', 'country', 'idempotency', 'transfer', 'quote', 'limitLedger', 'identity', ...SCREENING.get],
      query: SCREENING.query,
      put: ['idempotency', 'invoice', 'transfer', 'mobile', 'transferEvent', 'review'],
      update: [...COUNTERS, 'velocity', 'limitLedger'],
    },
  },
  // The sender's counters (or their day and month buckets for a filtered list); their list on gsi1; a search that is
  // an invoice number or a mobile number is looked up exactly.
  listMyTransfers: { table: { get: ['ownerTotals', 'transfer', 'invoice'], query: ['ownerBucket', 'mobile'], queryIndex: { gsi1: ['transfer'] } } },
  // Read ahead as the caller's own list (above); staff then read everyone's: the counters or buckets, gsi2, and a
  // text search through the search index's postings.
  listTransfers: {
    table: {
      get: ['ownerTotals', 'totals', 'transfer', 'invoice'],
      query: ['ownerBucket', 'bucket', 'mobile', 'searchPosting'],
      queryIndex: { gsi1: ['transfer'], gsi2: ['transfer'] },
    },
  },
  getDailyTransferStats: { table: { query: ['bucket'] } },
  // The transfer, and its history and claims in one Query of its partition.
  getTransfer: { table: { get: ['transfer'], query: ['transferEvent', 'claim'] } },
  // A version-checked Put of the transfer with its events, a moved mobile lookup, the counters a payout moves, and,
  // when a new recipient name matches the sanctions list, the hold's review item; then the history is read again.
  updateTransfer: {
    table: {
      get: ['transfer', ...SCREENING.get],
      query: [...SCREENING.query, 'transferEvent', 'claim'],
      put: ['transfer', 'transferEvent', 'mobile', 'review'],
      delete: ['mobile'],
      update: COUNTERS,
    },
  },
  // Soft delete: the transfer kept (with its event), its lookups removed, the counters taken back.
  deleteTransfer: { table: { get: ['transfer'], put: ['transfer', 'transferEvent'], delete: ['invoice', 'mobile'], update: COUNTERS } },
  // The transfer, its counters and its event in one transaction; a held one leaves the review queue; the ledger gives the amount back.
  cancelTransfer: { table: { get: ['transfer'], put: ['transfer', 'transferEvent'], update: [...COUNTERS, 'limitLedger'], delete: ['review'] } },
  // The claim, the transfer that names it and the event, in one transaction (a repeat reads the open claim).
  createClaim: { table: { get: ['transfer', 'claim'], put: ['transfer', 'transferEvent', 'claim'] } },
  listClaims: { table: { queryIndex: { gsi2: ['claim'] } } },
  // The claim, the transfer and the events; a refund cancels the transfer (counters, review queue, ledger).
  resolveClaim: {
    table: { get: ['transfer', 'claim'], put: ['transfer', 'transferEvent', 'claim'], update: [...COUNTERS, 'limitLedger'], delete: ['review'] },
  },
  // The limit ledger and identity are reads; saving identity writes one item.
  getMyLimits: { table: { get: ['limitLedger', 'identity'] } },
  // Staff also see the owner's profile screening.
  getIdentity: { table: { get: ['identity', 'profile'] } },
  saveIdentity: { table: { put: ['identity'] } },
  // The review queue, its transfers, their senders and identity: reads only.
  listHeldTransfers: { table: { query: ['review'], get: ['transfer', 'profile', 'identity'] } },
  // The transfer, its counters, its review queue item and its event; a rejection cancels it (the sender's ledger too).
  releaseTransfer: { table: { get: ['transfer'], put: ['transfer', 'transferEvent'], update: COUNTERS, delete: ['review'] } },
  rejectTransfer: { table: { get: ['transfer'], put: ['transfer', 'transferEvent'], update: [...COUNTERS, 'limitLedger'], delete: ['review'] } },
  // The subscriber item (a conditional put; an address already there is left alone).
  subscribeNewsletter: { table: { put: ['subscriber'] } },
  listExchangeRates: { table: { query: ['exchangeRate'] } },
  // The current rate and its history item, in one transaction.
  setExchangeRate: { table: { put: ['exchangeRate', 'exchangeRateChange'] } },
  listExchangeRateHistory: { table: { query: ['exchangeRateChange'] } },
  // The client's per-minute window, the current rate, the quote.
  createQuote: { table: { update: ['quoteWindow'], get: ['exchangeRate'], put: ['quote'] } },
}
