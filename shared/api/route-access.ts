/**
 * What a route's Lambda may touch, declared on its row of the route table (`access`, see
 * route-definition.ts) and nowhere else: the CDK stacks derive the function's IAM policy from it
 * (infra/stacks/constructs/route-policy.ts, table-policy.ts) and infra/stacks/route-leading-keys.test.ts
 * checks the synthesized policies against it. Traced from each handler through its services to the
 * store calls; an entity listed "in case" says why in a comment beside it.
 *
 * Pure data, here rather than in functions/ or infra/ because the rows live in shared/ and shared/
 * imports neither. The names are the table's entities; their keys stay in functions/model/table-keys.ts,
 * whose `ENTITIES` must name exactly these (it does not compile otherwise).
 */

/** The table's entities (functions/model/table-keys.ts says what each one is and how it is keyed). */
export type EntityName =
  | 'profile'
  | 'emailClaim'
  | 'pendingSignUp'
  | 'document'
  | 'pendingUploads'
  | 'exchangeRate'
  | 'exchangeRateChange'
  | 'rateProposal'
  | 'rateDecision'
  | 'quote'
  | 'quoteWindow'
  | 'trackingLink'
  | 'trackWindow'
  | 'documentOwner'
  | 'transfer'
  | 'archivedTransfer'
  | 'transferEvent'
  | 'journalEntry'
  | 'reconciliationReport'
  | 'claim'
  | 'notice'
  | 'accountNotice'
  | 'addressInUse'
  | 'searchPosting'
  | 'searchIndexBuilt'
  | 'invoice'
  | 'mobile'
  | 'idempotency'
  | 'totals'
  | 'ownerTotals'
  | 'bucket'
  | 'ownerBucket'
  | 'country'
  | 'subscriber'
  | 'session'
  | 'accessToken'
  | 'loginFailures'
  | 'loginClientFailures'
  | 'velocity'
  | 'loginDevice'
  | 'signInChallenge'
  | 'limitLedger'
  | 'identity'
  | 'recipient'
  | 'review'
  | 'sanctionsList'
  | 'sanctionsChunk'
  | 'screeningClearance'
  | 'auditEvent'
  | 'payoutBatch'
  | 'payoutResult'
  | 'verificationDecision'

/** The table's global indexes (functions/model/table-definition.ts `GLOBAL_INDEXES`, which must name exactly these). */
export type IndexName = 'gsi1' | 'gsi2' | 'gsi3'

/**
 * A function's table access, action by action: each list names the entities whose partitions the
 * action may reach. The policy grants each action once, on the partition-key patterns of its entities
 * (`USER#*`, `COUNTRY`), as a `dynamodb:LeadingKeys` condition; entities sharing a partition-key
 * prefix (a user's profile, sessions, documents) share it there too.
 *
 * TransactWriteItems has no action of its own: IAM authorises each of its items as the PutItem,
 * UpdateItem or DeleteItem it is, on that item's key. Scan is never granted (it has no leading key).
 */
export interface TableAccess {
  /** GetItem and BatchGetItem: functions/store/item-reads.ts sends the reads made together as one BatchGetItem. */
  get?: readonly EntityName[]
  /** Query on the table, in these entities' partitions. */
  query?: readonly EntityName[]
  /** Query on an index, in these entities' partitions of it (an entity must be listed on that index). */
  queryIndex?: { readonly [I in IndexName]?: readonly EntityName[] }
  /** PutItem, alone or in a transaction. */
  put?: readonly EntityName[]
  /** UpdateItem, alone or in a transaction. */
  update?: readonly EntityName[]
  /** DeleteItem, alone or in a transaction. */
  delete?: readonly EntityName[]
  /** ConditionCheck in a transaction (ConditionCheckItem): a condition on an item the transaction reads but does not write. */
  conditionCheck?: readonly EntityName[]
  /** BatchWriteItem: puts and deletes, 25 to a call (functions/store/batch-writes.ts). */
  batchWrite?: readonly EntityName[]
}

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
 * Client APIs authorised by the user's own access token (ChangePassword, VerifyUserAttribute,
 * AssociateSoftwareToken…) need no IAM and are not listed.
 */
export type CognitoAccess = 'signUp' | 'manageUsers' | 'readUsers' | 'signIn' | 'respondToChallenge' | 'manageMfa'

/**
 * A route's access: the table, the documents bucket, the user pool. Every signed-in route also reads
 * the caller's access token item and profile (`route()` loads both on each request,
 * functions/lib/route.ts): that `get` is added for them, not listed here. `{}` is a route that touches nothing.
 */
export interface RouteAccess {
  table?: TableAccess
  documents?: readonly DocumentsAccess[]
  cognito?: readonly CognitoAccess[]
}

/** The counters a transfer's create, status change or delete moves (functions/model/transfer-counters.ts). */
export const TRANSFER_COUNTERS = ['totals', 'ownerTotals', 'bucket', 'ownerBucket'] as const satisfies readonly EntityName[]

/**
 * What a transfer's cancellation reads and writes (functions/store/transfer-writes.ts `saveTransfer` with
 * a cancelling move), whoever cancels: the transfer with its event and the refund's journal entries,
 * its counters and the sender's limit ledger, and a held one's review item, which leaves the queue.
 */
export const TRANSFER_CANCELLATION = {
  get: ['transfer'],
  put: ['transfer', 'transferEvent', 'journalEntry'],
  update: [...TRANSFER_COUNTERS, 'limitLedger'],
  delete: ['review'],
} as const satisfies TableAccess

/**
 * What sign-in attempts write (functions/store/login-attempts.ts): each window counted by a
 * conditional ADD, restarted by a Put, cleared by a Delete.
 */
export const SIGN_IN_ATTEMPTS = ['loginClientFailures', 'loginFailures'] as const satisfies readonly EntityName[]

/**
 * The current sanctions list (functions/services/sanctions-screening.ts): the pointer is read, then
 * its version's chunks are queried.
 */
export const SANCTIONS_SCREENING = { get: ['sanctionsList'], query: ['sanctionsChunk'] } as const satisfies TableAccess

/** Staff's earlier clearances of a sender's possible sanctions matches (functions/services/screening-clearances.ts), read by a create. */
export const SCREENING_CLEARANCES = { get: ['screeningClearance'] } as const satisfies TableAccess
