import { createHash, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeList, type RouteId } from '../../shared/api/routes'
import { transferInput } from '../transfers/testing/transfer-rules'
import { signUpInput } from '../users/testing/accounts-api'
import { documentObjectKey } from '../model/document-objects'
import { keyOf } from '../model/table-keys'
import { captureLogs } from './logger'
import { awsError, cancelled, FAKE_TOTP_CODE, stateDiff, type Call, type FakeAws, type Fault, type WorldState } from './testing/fake-aws'
import { createFakeWorld, LISTED_RECIPIENT, WORLD_PASSWORD as PASSWORD, type FakeWorld, type WorldRequest } from './testing/fake-world'
import { useTestIssuer } from './testing/handler-tests'
import { SAMPLE_BANK_RECIPIENT } from '../../shared/recipients/testing/sample-bank-recipient'

/**
 * Faults on every handler: each row of the route table is run on the seeded in-memory AWS
 * (./testing/fake-world), first undisturbed (it must succeed), then once per AWS call it makes × each
 * fault that call can meet: DynamoDB throttling, time-outs, a service 5xx and cancelled transactions;
 * Cognito throttling, time-outs and internal errors; S3 slow-downs, time-outs, internal errors and
 * reset connections; a reset connection. The clients are mocked whole: a fault is what a handler sees once the SDK's own
 * retries (clients.ts) have given up.
 * Every answer must be a clear 503 (Retry-After) or the handler's own 4xx, or a success it recovered
 * to — never a 500, never a stack — and a failed request must leave nothing half-written: the state
 * after it equals the state before, but for the few leftovers listed below with the reason each is safe.
 */

const CLIENT_ID = 'faults-client'
const NEW_PASSWORD = 'N3w-Passw0rd!!'
const STACK_TRACE = /\n\s+at |node_modules|\.[cm]?[jt]s:\d+/

const network = (input: Record<string, unknown>) => {
  void input
  return Object.assign(new Error('socket hang up (injected)'), { name: 'Error', code: 'ECONNRESET' })
}

/** Every fault injected; each may hit any call of its service (transaction faults: transactions only). */
const FAULTS: readonly (Fault & { throttling?: boolean })[] = [
  {
    id: 'DynamoDB ProvisionedThroughputExceededException',
    service: 'dynamodb',
    throttling: true,
    make: () => awsError('ProvisionedThroughputExceededException', 400),
  },
  { id: 'DynamoDB ThrottlingException', service: 'dynamodb', throttling: true, make: () => awsError('ThrottlingException', 400) },
  { id: 'DynamoDB TimeoutError', service: 'dynamodb', make: () => awsError('TimeoutError') },
  { id: 'DynamoDB InternalServerError', service: 'dynamodb', make: () => awsError('InternalServerError', 500) },
  { id: 'DynamoDB connection reset', service: 'dynamodb', make: network },
  {
    id: 'DynamoDB TransactionCanceled: TransactionConflict',
    service: 'dynamodb',
    commands: ['TransactWriteCommand'],
    make: (input) => cancelled(input, 'TransactionConflict'),
  },
  {
    id: 'DynamoDB TransactionCanceled: ThrottlingError',
    service: 'dynamodb',
    commands: ['TransactWriteCommand'],
    throttling: true,
    make: (input) => cancelled(input, 'ThrottlingError'),
  },
  { id: 'Cognito TooManyRequestsException', service: 'cognito', throttling: true, make: () => awsError('TooManyRequestsException', 429) },
  { id: 'Cognito InternalErrorException', service: 'cognito', make: () => awsError('InternalErrorException', 500) },
  { id: 'Cognito TimeoutError', service: 'cognito', make: () => awsError('TimeoutError') },
  { id: 'S3 SlowDown', service: 's3', throttling: true, make: () => awsError('SlowDown', 503) },
  { id: 'S3 InternalError', service: 's3', make: () => awsError('InternalError', 500) },
  // A 400 whose code only a body can tell: never a HEAD's (S3 sends none, so a HEAD's 400 is a plain BadRequest).
  { id: 'S3 RequestTimeout', service: 's3', commands: ['GetObjectCommand', 'DeleteObjectCommand'], make: () => awsError('RequestTimeout', 400) },
  { id: 'S3 TimeoutError', service: 's3', make: () => awsError('TimeoutError') },
  { id: 'S3 connection reset', service: 's3', make: network },
]

/**
 * What a failed request may leave behind, per route: each is a step that is complete on its own and
 * that a retry (or a later action) finishes. Anything else in the state after a failure fails the test.
 */
/** A password attempt is counted before it is judged: a failure after that leaves the count, which its window ends. */
const ATTEMPT_COUNTED = [
  {
    pattern: /^dynamodb:[+~]LOGIN#[^ ]+ \| (CLIENT#[^ ]+|FAILURES)( \{attempts\})?$/,
    why: 'the attempt was counted before it was judged; the window expires it',
  },
  { pattern: /^dynamodb:\+LOGIN#[^ ]+ \| DEVICE#/, why: 'a device token that was never handed out: nobody holds it, and TTL removes it' },
]

const SAFE_LEFTOVERS: Partial<Record<RouteId, { pattern: RegExp; why: string }[]>> = {
  deleteUser: [
    { pattern: /^dynamodb:-USER#[^ ]+ \| PROFILE$/, why: 'the profile goes first, so the account stops working at once' },
    { pattern: /^dynamodb:-EMAIL#/, why: 'its e-mail claim goes with it, in the same transaction' },
    // The Cognito user left behind has no profile: it cannot use the API, and signUp removes it when the address signs up again.
  ],
  signUp: [
    {
      pattern: /^cognito:\+/,
      why: 'a Cognito user with no profile and no waiting sign-up signs nobody in; the next sign-up of the address reuses it',
    },
    { pattern: /^dynamodb:\+EMAIL#[^ ]+ \| SIGNUP$/, why: 'the waiting sign-up: a sign-in with its password sends a new code, and TTL removes it' },
    { pattern: /^cognito-refresh:\+/, why: 'the session that asked for the code was never handed out: it grants nobody anything and expires' },
  ],
  createQuote: [
    {
      pattern: /^dynamodb:[+~]QUOTES#[^ ]+ \| MINUTE#/,
      why: 'the quote was counted before it was made; the minute ends and TTL removes the counter',
    },
  ],
  createMyQuote: [
    {
      pattern: /^dynamodb:[+~]QUOTES#[^ ]+ \| MINUTE#/,
      why: 'the quote was counted before it was made; the minute ends and TTL removes the counter',
    },
  ],
  trackTransfer: [
    {
      pattern: /^dynamodb:[+~]TRACKS#[^ ]+ \| MINUTE#/,
      why: 'the page was counted before it was read; the minute ends and TTL removes the counter',
    },
  ],
  deleteDocument: [{ pattern: /^s3:-users\//, why: 'the file goes first; the document stays and can be deleted again' }],
  logIn: [
    { pattern: /^cognito-refresh:\+/, why: 'Cognito issued a session that was never handed out: it grants nobody anything and expires' },
    ...ATTEMPT_COUNTED,
    {
      pattern: /^dynamodb:\+(SESSION|ACCESS)#[^ ]+ \| (SESSION|ACCESS)$/,
      why: 'the items of that session: its tokens were never handed out (only their hashes are kept), and TTL removes them',
    },
  ],
  logOut: [
    {
      pattern: /^dynamodb:-ACCESS#[^ ]+ \| ACCESS$/,
      why: 'those access tokens are refused already; the session item is left, so the retry with the refresh token finishes',
    },
    {
      pattern: /^dynamodb:-SESSION#[^ ]+ \| SESSION$/,
      why: "the session is over; only Cognito's refresh token, which nobody else holds, waits to expire",
    },
  ],
  // Known gap (docs/architecture.md, Sessions): the password is changed and the code or the old
  // password spent, but a failed cut-off leaves the other sessions alive; the 503 says it failed.
  resetPassword: [{ pattern: /^cognito:~[^ ]+ \{password\}$/, why: 'the new password holds; the sessions cut-off is the part that failed' }],
  changePassword: [
    ...ATTEMPT_COUNTED,
    { pattern: /^cognito:~[^ ]+ \{password\}$/, why: 'the new password holds; the sessions cut-off is the part that failed' },
    {
      pattern: /^dynamodb:~USER#[^ ]+ \| PROFILE \{passwordChangedAt,tokensRevokedBefore\}$/,
      why: 'the sessions ended with the change, and its time tells the account of it; only the attempt count is left',
    },
  ],
  updateUser: [
    {
      pattern: /^dynamodb:~USER#[^ ]+ \| PROFILE \{updatedAt\}$/,
      why: 'an e-mail change Cognito refused is undone field by field; only updatedAt moves',
    },
    {
      pattern: /^dynamodb:~USER#[^ ]+ \| PROFILE \{tokensRevokedBefore(,updatedAt)?\}$/,
      why: "the target's sessions end before the change, which the retry makes",
    },
    {
      pattern: /^cognito:~[^ ]+ \{pendingEmail\}$/,
      why: 'Cognito sent a code to the new address; the retry records the waiting change (and sends a fresh code)',
    },
  ],
  // The code step is a sign-in: the same leftovers as logIn's.
  verifyTwoFactorSignIn: [
    { pattern: /^cognito-refresh:\+/, why: 'Cognito issued a session that was never handed out: it grants nobody anything and expires' },
    ...ATTEMPT_COUNTED,
    {
      pattern: /^dynamodb:\+(SESSION|ACCESS)#[^ ]+ \| (SESSION|ACCESS)$/,
      why: 'the items of that session: its tokens were never handed out (only their hashes are kept), and TTL removes them',
    },
    {
      pattern: /^dynamodb:-LOGIN#[^ ]+ \| CLIENT#/,
      why: "the right code cleared the client's count (left by the password step); giving the attempt back to the address is what failed",
    },
    {
      pattern: /^dynamodb:[~-]LOGIN#[^ ]+ \| CHALLENGE#[^ ]+( \{claimedAt\})?$/,
      why: 'the challenge is held by the answer that failed (or spent by the one Cognito took): the person enters the password again',
    },
  ],
  startTwoFactorSetup: [
    ...ATTEMPT_COUNTED,
    { pattern: /^cognito-refresh:\+/, why: 'the session of the password check was never handed out: it grants nobody anything and expires' },
    { pattern: /^cognito:~[^ ]+ \{totp\}$/, why: 'a new secret nothing uses until a first code confirms it' },
  ],
  confirmTwoFactorSetup: [
    ...ATTEMPT_COUNTED,
    { pattern: /^cognito-refresh:[+-]/, why: 'the sessions of the password check and the new one, never handed out: they grant nobody anything' },
    {
      pattern: /^cognito:~[^ ]+ \{totp\}$/,
      why: 'Cognito asks for codes before the profile says on: staff stay refused until the retry records it',
    },
    {
      pattern: /^dynamodb:~USER#[^ ]+ \| PROFILE \{tokensRevokedBefore\}$/,
      why: 'every session ended before the factor went on: the user signs in again, and the retry finishes',
    },
    {
      pattern: /^dynamodb:\+(SESSION|ACCESS)#[^ ]+ \| (SESSION|ACCESS)$/,
      why: 'the items of the new session: its tokens were never handed out (only their hashes are kept), and TTL removes them',
    },
  ],
  disableTwoFactor: [
    ...ATTEMPT_COUNTED,
    { pattern: /^cognito-refresh:\+/, why: 'the session of the code check was never handed out: it grants nobody anything and expires' },
    {
      pattern: /^dynamodb:~USER#[^ ]+ \| PROFILE \{twoFactorEnabled,updatedAt\}$/,
      why: 'the profile says off before Cognito does: staff powers wait, Cognito still asks for codes, and the retry finishes',
    },
  ],
  resetTwoFactor: [
    {
      pattern: /^dynamodb:~USER#[^ ]+ \| PROFILE \{(tokensRevokedBefore,)?twoFactorEnabled,twoFactorReset,updatedAt\}$/,
      why: 'the reset is recorded (and the sessions ended) before Cognito turns the factor off: staff powers wait, and asked again the reset finishes',
    },
  ],
  // Each row is its transfer's move and its result in one transaction: a fault after one leaves that row
  // applied, and the same file uploaded again skips it and finishes the rest (docs/payout-batches.md).
  uploadPayoutResults: [
    { pattern: /^dynamodb:\+PAYOUT_BATCH#[^ ]+ \| RESULT#/, why: 'a row applied whole; the file uploaded again skips it' },
    { pattern: /^dynamodb:\+TRANSFER#[^ ]+ \| (EVENT|JOURNAL)#/, why: "the applied row's timeline event and postings, written with it" },
    { pattern: /^dynamodb:~TRANSFER#[^ ]+ \| TRANSFER \{/, why: "the applied row's transfer, moved in the same transaction as its result" },
  ],
  completeDocument: [
    {
      pattern: /^dynamodb:~USER#[^ ]+ \| (DOC#[^ ]+ \{etag,gsi2pk,gsi2sk,status,updatedAt\}|UPLOADS \{pending\})$/,
      why: 'the file is checked and the document settled; its owner waits for the verification queue until the retry (which finds it uploaded) or verifications:reindex puts them there',
    },
  ],
  confirmEmailChange: [
    { pattern: /^cognito:[+-]/, why: 'Cognito holds the new address (its code spent); the retry finds it there and moves the profile' },
    {
      pattern: /^dynamodb:~USER#[^ ]+ \| PROFILE \{tokensRevokedBefore\}$/,
      why: 'the sessions end before the move; signed in again, the retry moves the profile',
    },
  ],
}

/** The id of a new saved recipient of the user. */
async function savedRecipientId(seed: Seed): Promise<string> {
  const created = (await seed.run('createRecipient', { as: 'user', body: SAMPLE_BANK_RECIPIENT })) as { id: string }
  return created.id
}

interface Seed extends Pick<FakeWorld, 'admin' | 'user' | 'other'> {
  /** Runs a route undisturbed (to set up what the route under test needs); throws unless 2xx. */
  run(id: RouteId, request: WorldRequest): Promise<unknown>
}

const pdf = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d])
  return bytes
}
const DOCUMENT = { name: 'Passport', description: 'Photo page', fileName: 'passport.pdf', contentType: 'application/pdf', size: 800 }

async function uploadedDocument(seed: Seed, aws: FakeAws): Promise<string> {
  const created = (await seed.run('createDocument', { as: 'user', body: DOCUMENT })) as { document: { id: string } }
  aws.putObject(documentObjectKey(seed.user.id, created.document.id, 'application/pdf'), pdf(DOCUMENT.size))
  await seed.run('completeDocument', { as: 'user', params: { id: created.document.id } })
  return created.document.id
}

/** A create body with a quote the seeded world issued for it (USD), to the customer who pays with it. */
async function quotedTransferInput(seed: Seed): Promise<Record<string, unknown>> {
  const body = transferInput()
  const quote = (await seed.run('createMyQuote', {
    as: 'user',
    body: { countryId: body.countryId, amount: body.inputValue, payoutCurrency: body.payoutCurrency, paymentType: body.paymentType },
  })) as { quoteId: string }
  return { ...body, quoteId: quote.quoteId }
}

async function transferId(seed: Seed): Promise<string> {
  const created = (await seed.run('createTransfer', {
    as: 'user',
    body: await quotedTransferInput(seed),
    headers: { 'idempotency-key': randomUUID() },
  })) as {
    id: string
  }
  return created.id
}

/** The user with an authenticator enrolled (the fake accepts FAKE_TOTP_CODE). */
async function enrolled(seed: Seed): Promise<void> {
  await seed.run('startTwoFactorSetup', { as: 'user', body: { password: PASSWORD } })
  await seed.run('confirmTwoFactorSetup', { as: 'user', body: { password: PASSWORD, code: FAKE_TOTP_CODE } })
}

const CLAIM = { type: 'not-received', description: 'My mother has not received it yet.' }

/** A transfer of the user with an open claim: its id and the claim's. */
async function claimed(seed: Seed): Promise<{ id: string; claimId: string }> {
  const id = await transferId(seed)
  const claim = (await seed.run('createClaim', { as: 'user', params: { id }, body: CLAIM })) as { id: string }
  return { id, claimId: claim.id }
}

const IDENTITY = { documentType: 'passport', documentNumber: 'P1234567', issuer: 'United States', expiresOn: '2035-01-31' }
const REVIEW = { reason: 'Checked the date of birth: not the listed person' }

/** A transfer held for review: its recipient is the listed name. */
async function heldTransferId(seed: Seed): Promise<string> {
  const body = { ...(await quotedTransferInput(seed)), ...LISTED_RECIPIENT }
  const created = (await seed.run('createTransfer', { as: 'user', body, headers: { 'idempotency-key': randomUUID() } })) as { id: string }
  return created.id
}

/** An admin proposes Kenya's first rate (the seeded world has none): a first rate waits for a second approver. */
const FIRST_KES_RATE: WorldRequest = {
  as: 'admin',
  params: { countryId: 'ke', currency: 'KES' },
  body: { referenceRate: '130', marginBps: 150, reason: 'Market moved', expectedVersion: 0, confirmLargeChange: true },
}

/** Kenya's rate as the store keeps it once approved, put straight into the world (it has one staff member, who cannot approve their own). */
function kenyaRate(aws: FakeAws): void {
  aws.putItem({
    ...keyOf('exchangeRate', { countryId: 'ke', currency: 'KES' }),
    countryId: 'ke',
    currency: 'KES',
    referenceRate: '130',
    marginBps: 150,
    customerRate: '128.05',
    setBy: { id: 'staff-elsewhere', name: 'Another Staff' },
    setAt: '2026-11-26T09:00:00.000Z',
    reason: 'Market moved',
    version: 1,
  })
}

/** A change of Kenya's rate proposed by another staff member, waiting for the world's admin to decide it. */
function proposedKenyaRate(aws: FakeAws): string {
  kenyaRate(aws)
  const proposalId = '01KB00000000000000000PR0P0'
  aws.putItem({
    ...keyOf('rateProposal', { countryId: 'ke', currency: 'KES' }),
    proposalId,
    countryId: 'ke',
    currency: 'KES',
    referenceRate: '1300',
    marginBps: 150,
    customerRate: '1280.5',
    reason: 'Shilling redenominated',
    correction: false,
    baseVersion: 1,
    from: { referenceRate: '130', marginBps: 150, customerRate: '128.05' },
    changeBps: 90_000,
    proposedBy: { id: 'staff-elsewhere', name: 'Another Staff' },
    proposedAt: '2026-11-26T09:10:00.000Z',
  })
  return proposalId
}

/** A request each route answers with success on the seeded world. A new row of the route table needs one here. */
const FIXTURES: Partial<Record<RouteId, (seed: Seed, aws: FakeAws) => Promise<WorldRequest>>> = {
  getHealth: async () => ({ as: 'none' }),
  listCountries: async () => ({ as: 'none' }),
  getCountry: async () => ({ as: 'none', params: { id: 'so' } }),
  signUp: async () => ({
    as: 'none',
    body: signUpInput({ firstName: 'Hodan', lastName: 'Warsame', email: `new-${randomUUID()}@example.com`, password: PASSWORD }),
  }),
  logIn: async (seed) => ({ as: 'none', body: { email: seed.user.email, password: PASSWORD } }),
  refreshSession: async (seed) => {
    const session = (await seed.run('logIn', { as: 'none', body: { email: seed.user.email, password: PASSWORD } })) as { refreshToken: string }
    return { as: 'none', body: { refreshToken: session.refreshToken } }
  },
  logOut: async (seed) => {
    const session = (await seed.run('logIn', { as: 'none', body: { email: seed.user.email, password: PASSWORD } })) as {
      refreshToken: string
      token: string
    }
    return { as: 'none', body: { refreshToken: session.refreshToken }, headers: { authorization: `Bearer ${session.token}` } }
  },
  forgotPassword: async (seed) => ({ as: 'none', body: { email: seed.user.email } }),
  resetPassword: async (seed) => ({ as: 'none', body: { email: seed.user.email, code: '123456', password: NEW_PASSWORD } }),
  changePassword: async () => ({ as: 'user', body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }),
  getMe: async () => ({ as: 'user' }),
  verifyTwoFactorSignIn: async (seed) => {
    await enrolled(seed)
    const { challenge } = (await seed.run('logIn', { as: 'none', body: { email: seed.user.email, password: PASSWORD } })) as { challenge: string }
    return { as: 'none', body: { email: seed.user.email, challenge, code: FAKE_TOTP_CODE } }
  },
  startTwoFactorSetup: async () => ({ as: 'user', body: { password: PASSWORD } }),
  confirmTwoFactorSetup: async (seed) => {
    await seed.run('startTwoFactorSetup', { as: 'user', body: { password: PASSWORD } })
    return { as: 'user', body: { password: PASSWORD, code: FAKE_TOTP_CODE } }
  },
  disableTwoFactor: async (seed) => {
    await enrolled(seed)
    return { as: 'user', body: { password: PASSWORD, code: FAKE_TOTP_CODE } }
  },
  resetTwoFactor: async (seed) => {
    await enrolled(seed)
    return { as: 'admin', params: { id: seed.user.id }, body: { reason: 'Lost phone' } }
  },
  listUsers: async () => ({ as: 'admin' }),
  getUser: async (seed) => ({ as: 'user', params: { id: seed.user.id } }),
  updateUser: async (seed) => ({
    as: 'admin',
    params: { id: seed.user.id },
    body: { firstName: 'Hawa', email: `moved-${randomUUID()}@example.com` },
  }),
  confirmEmailChange: async (seed) => {
    await seed.run('updateUser', {
      as: 'user',
      params: { id: seed.user.id },
      body: { email: `moved-${randomUUID()}@example.com`, currentPassword: PASSWORD },
    })
    return { as: 'user', body: { code: '123456' } }
  },
  updateEmailPreferences: async () => ({ as: 'user', body: { paidOut: false, reviewUpdates: true } }),
  updateLanguage: async () => ({ as: 'user', body: { language: 'tr' } }),
  updateTimeZone: async () => ({ as: 'user', body: { timeZone: 'America/Chicago' } }),
  deleteUser: async (seed) => ({ as: 'admin', params: { id: seed.other.id } }),
  createTransfer: async (seed) => ({ as: 'user', body: await quotedTransferInput(seed), headers: { 'idempotency-key': randomUUID() } }),
  listMyTransfers: async (seed) => {
    await transferId(seed)
    return { as: 'user', query: { limit: '10' } }
  },
  listTransfers: async (seed) => {
    await transferId(seed)
    return { as: 'admin', query: { status: 'PENDING', from: '2020-01-01' } }
  },
  getDailyTransferStats: async (seed) => {
    await transferId(seed)
    return { as: 'admin', query: { days: '7' } }
  },
  getTransfer: async (seed) => ({ as: 'user', params: { id: await transferId(seed) } }),
  updateTransfer: async (seed) => ({
    as: 'admin',
    params: { id: await transferId(seed) },
    body: { status: 'PAID', note: 'Paid at the counter', version: 1 },
  }),
  // Only a transfer closed in the ledger is archived: a cancelled one.
  deleteTransfer: async (seed) => {
    const id = await transferId(seed)
    await seed.run('cancelTransfer', { as: 'user', params: { id }, body: {} })
    return { as: 'user', params: { id } }
  },
  cancelTransfer: async (seed) => ({ as: 'user', params: { id: await transferId(seed) }, body: {} }),
  recordTransfersExport: async () => ({ as: 'admin', body: { filter: { status: 'PENDING', q: 'asha' }, includeArchived: true, rowCount: 3 } }),
  createClaim: async (seed) => ({ as: 'user', params: { id: await transferId(seed) }, body: CLAIM }),
  // A link as the notify consumer mints it: the token's hash, naming the transfer.
  trackTransfer: async (seed, aws) => {
    const token = 'Ab3_-Ab3_-Ab3_-Ab3_-Ab'
    aws.putItem({
      ...keyOf('trackingLink', { hash: createHash('sha256').update(token).digest('base64url') }),
      transferId: await transferId(seed),
      createdAt: new Date().toISOString(),
    })
    return { as: 'none', params: { token } }
  },
  listClaims: async (seed) => {
    await claimed(seed)
    return { as: 'admin', query: { status: 'OPEN' } }
  },
  resolveClaim: async (seed) => ({ as: 'admin', params: await claimed(seed), body: { outcome: 'refund', message: 'We refunded you in full.' } }),
  getMyLimits: async () => ({ as: 'user' }),
  getIdentity: async (seed) => {
    await seed.run('saveIdentity', { as: 'user', params: { id: seed.user.id }, body: IDENTITY })
    return { as: 'admin', params: { id: seed.user.id } }
  },
  saveIdentity: async (seed) => ({ as: 'user', params: { id: seed.user.id }, body: IDENTITY }),
  listHeldTransfers: async (seed) => {
    await heldTransferId(seed)
    return { as: 'admin', query: { limit: '5' } }
  },
  releaseTransfer: async (seed) => ({ as: 'admin', params: { id: await heldTransferId(seed) }, body: REVIEW }),
  rejectTransfer: async (seed) => ({ as: 'admin', params: { id: await heldTransferId(seed) }, body: REVIEW }),
  createDocument: async () => ({ as: 'user', body: DOCUMENT }),
  listDocuments: async (seed, aws) => {
    await uploadedDocument(seed, aws)
    return { as: 'user' }
  },
  completeDocument: async (seed, aws) => {
    const created = (await seed.run('createDocument', { as: 'user', body: DOCUMENT })) as { document: { id: string } }
    aws.putObject(documentObjectKey(seed.user.id, created.document.id, 'application/pdf'), pdf(DOCUMENT.size))
    return { as: 'user', params: { id: created.document.id } }
  },
  downloadDocument: async (seed, aws) => ({ as: 'user', params: { id: await uploadedDocument(seed, aws) } }),
  deleteDocument: async (seed, aws) => ({ as: 'user', params: { id: await uploadedDocument(seed, aws) } }),
  listRecipients: async (seed) => {
    await savedRecipientId(seed)
    return { as: 'user' }
  },
  createRecipient: async () => ({ as: 'user', body: SAMPLE_BANK_RECIPIENT }),
  updateRecipient: async (seed) => ({
    as: 'user',
    params: { id: await savedRecipientId(seed) },
    body: { ...SAMPLE_BANK_RECIPIENT, city: 'Jubaland', version: 1 },
  }),
  deleteRecipient: async (seed) => ({ as: 'user', params: { id: await savedRecipientId(seed) } }),
  subscribeNewsletter: async () => ({ as: 'none', body: { email: `reader-${randomUUID()}@example.com` } }),
  listExchangeRates: async () => ({ as: 'admin' }),
  // A named day: the days reported (a Query) and that day's report (a GetItem), each faulted.
  getReconciliation: async () => ({ as: 'admin', query: { day: '2026-11-27' } }),
  setExchangeRate: async () => FIRST_KES_RATE,
  decideRateProposal: async (_seed, aws) => ({
    as: 'admin',
    params: { countryId: 'ke', currency: 'KES' },
    body: { proposalId: proposedKenyaRate(aws), decision: 'approve' },
  }),
  listExchangeRateHistory: async () => ({ as: 'admin', params: { countryId: 'ke', currency: 'KES' } }),
  createQuote: async (_seed, aws) => {
    kenyaRate(aws)
    return { as: 'none', body: { countryId: 'ke', amount: 100, payoutCurrency: 'KES', paymentType: 'Cash Collection' } }
  },
  createMyQuote: async (_seed, aws) => {
    kenyaRate(aws)
    return { as: 'user', body: { countryId: 'ke', amount: 100, payoutCurrency: 'KES', paymentType: 'Cash Collection' } }
  },
  // A held transfer and a ready one: every queue's count is a Query, each faulted.
  getWorkQueues: async (seed) => {
    await heldTransferId(seed)
    await transferId(seed)
    return { as: 'admin' }
  },
  listReadyPayouts: async (seed) => {
    await transferId(seed)
    const { countryId, paymentType } = transferInput()
    return { as: 'admin', query: { countryId, paymentType } }
  },
  // A ready transfer taken into a batch: one transaction (the batch, the transfer, its event), faulted whole.
  createPayoutBatch: async (seed) => ({ as: 'admin', body: { ...transferQueue(), transferIds: [await transferId(seed)] } }),
  listPayoutBatches: async (seed) => {
    await batchOf(seed)
    return { as: 'admin' }
  },
  getPayoutBatch: async (seed) => ({ as: 'admin', params: { id: (await batchOf(seed)).id } }),
  getPayoutBatchFile: async (seed) => ({ as: 'admin', params: { id: (await batchOf(seed)).id } }),
  // A failed payout: the transfer's move and its result in one transaction, then the batch recording the file.
  uploadPayoutResults: async (seed) => {
    const batch = await batchOf(seed)
    return { as: 'admin', params: { id: batch.id }, body: { csv: `reference,status,reason\r\n${batch.transferId},failed,Wallet not registered\r\n` } }
  },
  // The user's upload puts them in the queue: its Query is faulted.
  listWaitingVerifications: async (seed, aws) => {
    await uploadedDocument(seed, aws)
    return { as: 'admin', query: { limit: '5' } }
  },
  // The review's one transaction (profile, its item, the document's condition) is faulted.
  reviewVerification: async (seed, aws) => ({
    as: 'admin',
    params: { id: seed.user.id },
    body: { outcome: 'verified', documentId: await uploadedDocument(seed, aws) },
  }),
  // A review recorded first: the profile's read and the history's Query are each faulted.
  listVerificationReviews: async (seed) => {
    await seed.run('reviewVerification', { as: 'admin', params: { id: seed.user.id }, body: { outcome: 'refused', reason: 'The photo is blurred' } })
    return { as: 'admin', params: { id: seed.user.id } }
  },
}

/** The payout queue of transferInput()'s transfers. */
const transferQueue = () => {
  const { countryId, paymentType } = transferInput()
  return { countryId, paymentType }
}

/** A payout batch of one new transfer of the user: its id and the transfer's. */
async function batchOf(seed: Seed): Promise<{ id: string; transferId: string }> {
  const id = await transferId(seed)
  const batch = (await seed.run('createPayoutBatch', { as: 'admin', body: { ...transferQueue(), transferIds: [id] } })) as { id: string }
  return { id: batch.id, transferId: id }
}

// No sign-up floor: signUp runs once per fault here, and its floor (a second, wall time) would be most of
// this file's time; address-answer-floor.test.ts runs the handler with the deployed default.
const issuer = useTestIssuer(CLIENT_ID, { AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test', SIGN_UP_FLOOR_MS: '0' })
let world: FakeWorld
let aws: FakeAws
let seed: Seed
let seeded: WorldState
let restoreLogs: () => void
const figures = { scenarios: 0, answered503: 0, answered4xx: 0, recovered: 0, leftovers: 0, retried: 0 }

/** The diff with generated ids, times and tokens blanked, to compare what two runs did. */
const shapeOf = (diff: string[]) =>
  diff
    .map((line) =>
      line
        .replace(/[0-9A-HJKMNP-TV-Z]{26}/g, '<ulid>')
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
        .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z(#[0-9a-f]+)?/g, '<time>')
        .replace(/US-\d+/g, 'US-<n>')
        .replace(/#[A-Za-z0-9_-]{43}\b/g, '#<token>')
        .replace(/(new|moved|reader)-<uuid>/g, '$1'),
    )
    .sort()

beforeAll(async () => {
  restoreLogs = captureLogs(() => undefined)
  world = await createFakeWorld(
    issuer,
    routeList.map((route) => route.id),
  )
  aws = world.aws
  seed = {
    admin: world.admin,
    user: world.user,
    other: world.other,
    async run(id, request) {
      const answer = await world.invoke(id, request)
      if (answer.status >= 300) throw new Error(`setting up: ${id} answered ${answer.status} ${answer.body}`)
      return answer.body === '' ? undefined : (JSON.parse(answer.body) as unknown)
    },
  }
  seeded = aws.snapshot()
})

afterAll(async () => {
  restoreLogs()
  aws.restoreClients()
  console.log(
    `faults: ${figures.scenarios} faults injected over ${routeList.length} handlers — ${figures.answered503} answered 503, ` +
      `${figures.answered4xx} a 4xx of the handler's own, ${figures.recovered} recovered to success; ` +
      `${figures.leftovers} failures left a safe leftover, none a half-written record; ` +
      `${figures.retried} single-item writes retried after landing, each answered as undisturbed`,
  )
})

/** The route's fixture run on the seeded world, undisturbed: it must succeed. Undefined for a route with no fixture. */
async function runUndisturbed(id: RouteId) {
  const fixture = FIXTURES[id]
  if (!fixture) return undefined
  aws.restore(seeded)
  aws.arm()
  // One request time for the undisturbed run and every faulted one, just after the fixture's writes
  // (and, as API Gateway's is, before the handler runs): a time the handler writes then differs from
  // the fixture's in every run, so the runs' changed fields compare alike. (When the undisturbed run
  // fell in the fixture's millisecond, its updatedAt looked unchanged and a faulted run's did not.)
  const request = { ...(await fixture(seed, aws)), at: Date.now() + 1 }
  await new Promise((resolve) => setTimeout(resolve, 2))
  const prepared = aws.snapshot()
  aws.arm()
  const baseline = await world.invoke(id, request)
  expect(baseline.status, `undisturbed ${id}: ${baseline.body}`).toBeLessThan(300)
  const baselineCalls: readonly Call[] = [...aws.calls()]
  return { request, prepared, baseline, baselineCalls, baselineShape: shapeOf(stateDiff(prepared, aws.snapshot())) }
}

/** Each fault at each call of the undisturbed run that it can meet. */
function scenariosOf<F extends Fault>(faults: readonly F[], calls: readonly Call[]): { at: number; fault: F }[] {
  return faults.flatMap((fault) =>
    calls.flatMap((call, at) =>
      call.service === fault.service && (!fault.commands || fault.commands.includes(call.command)) ? [{ at, fault }] : [],
    ),
  )
}

/**
 * The SDK retries a DynamoDB call whose answer was lost (clients.ts: a time-out on a busy machine),
 * so a single-item write can land twice. Transactions are left out: their ClientRequestToken makes
 * DynamoDB answer the repeat without applying it again.
 */
const RETRIED_AFTER_LANDING: Fault = {
  id: 'DynamoDB write landed, its answer lost, retried',
  service: 'dynamodb',
  commands: ['PutCommand', 'UpdateCommand', 'DeleteCommand'],
  replayed: true,
}

/**
 * A counter's ADD cannot tell its own retry from a second attempt, so a retried one counts twice:
 * the limit it feeds gets one stricter for its window, never looser.
 */
const COUNTED_TWICE = [/^dynamodb:~LOGIN#[^ ]+ \| (CLIENT#[^ ]+|FAILURES) \{attempts\}$/, /^dynamodb:~QUOTES#[^ ]+ \| MINUTE#[^ ]+ \{requests\}$/]
const withoutCountedTwice = (shape: string[]) => shape.filter((line) => !COUNTED_TWICE.some((pattern) => pattern.test(line)))

describe('a write whose answer was lost is retried by the SDK', () => {
  for (const route of routeList) {
    const id = route.id as RouteId
    it(`${route.method} ${route.path} (${id}): answers and writes as an undisturbed run`, async () => {
      const undisturbed = await runUndisturbed(id)
      if (!undisturbed) return // reported by the fixture test
      const { request, prepared, baseline, baselineCalls, baselineShape } = undisturbed
      for (const { at, fault } of scenariosOf([RETRIED_AFTER_LANDING], baselineCalls)) {
        const call = baselineCalls[at]
        aws.restore(prepared)
        aws.arm({ at, fault })
        const answer = await world.invoke(id, request)
        figures.retried++
        const context = `${id}: ${fault.id} at call ${at} (${call?.command}) → ${answer.status} ${answer.body}`
        // A quote issued must not read as a conflict because its own first write was retried.
        expect(answer.status, context).toBe(baseline.status)
        expect(withoutCountedTwice(shapeOf(stateDiff(prepared, aws.snapshot()))), context).toEqual(withoutCountedTwice(baselineShape))
      }
    })
  }
})

describe('faults on every handler', () => {
  it('has a fault fixture for every row of the route table', () => {
    expect(routeList.map((route) => route.id).filter((id) => !(id in FIXTURES))).toEqual([])
  })

  for (const route of routeList) {
    const id = route.id as RouteId
    it(`${route.method} ${route.path} (${id}): 503 or its own 4xx under every fault, nothing half-written`, async () => {
      const undisturbed = await runUndisturbed(id)
      if (!undisturbed) return // reported by the test above
      const { request, prepared, baselineCalls, baselineShape } = undisturbed
      for (const { at, fault } of scenariosOf(FAULTS, baselineCalls)) {
        const call = baselineCalls[at]
        const where = `${id}: ${fault.id} at call ${at} (${call?.service} ${call?.command})`
        aws.restore(prepared)
        aws.arm({ at, fault })
        const answer = await world.invoke(id, request)
        figures.scenarios++
        const context = `${where} → ${answer.status} ${answer.body}`

        expect(answer.status, context).not.toBe(500)
        expect(STACK_TRACE.test(answer.body), context).toBe(false)
        if (answer.status >= 300) {
          const parsed = JSON.parse(answer.body) as { error?: unknown }
          expect(typeof parsed.error === 'string' && parsed.error.length > 0, context).toBe(true)
          expect(answer.status === 503 || (fault.throttling === true && answer.status === 429), context).toBe(true)
          if (answer.status === 503) expect(answer.headers['retry-after'], context).toBe('1')
          if (answer.status === 503) figures.answered503++
          else figures.answered4xx++
          const left = stateDiff(prepared, aws.snapshot())
          const safe = SAFE_LEFTOVERS[id] ?? []
          expect(
            left.filter((line) => !safe.some(({ pattern }) => pattern.test(line))),
            `${context}\n  left behind: ${left.join(', ')}`,
          ).toEqual([])
          if (left.length > 0) figures.leftovers++
        } else {
          figures.recovered++
          // Recovering must do what an undisturbed run does, no more (no second transfer, no second event).
          expect(shapeOf(stateDiff(prepared, aws.snapshot())), context).toEqual(baselineShape)
        }
      }
    })
  }
})
