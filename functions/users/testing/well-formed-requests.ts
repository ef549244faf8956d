import { randomUUID } from 'node:crypto'
import * as z from 'zod/mini'
import type { RouteDef } from '../../../shared/api/route-definition'
import { transferInput } from '../../transfers/testing/transfer-rules'
import type { CallOptions } from './accounts-api'

/**
 * For any row of the route table, a request whose path, query and body pass the row's schemas, so
 * that what it is answered is decided by the caller's token alone (parsing comes before
 * authentication). Ids are fresh: no record has them.
 */

/** A recipient the address book takes: a Somali mobile-money payout. */
const WELL_FORMED_RECIPIENT = {
  firstName: 'Asha',
  middleName: '',
  lastName: 'Njeri',
  mobileNumber: '0612345678',
  countryId: 'so',
  city: 'Banadir',
  paymentType: 'Mobile Money',
  walletProvider: 'EVC Plus',
} as const

/** Valid bodies of the signed-in routes that take one. A new such route needs one here. */
const BODIES: Record<string, () => unknown> = {
  // Not the account's password: a change would end the very session the other requests run in (a 400 still shows the token was accepted).
  changePassword: () => ({ currentPassword: 'N0t-The-Passw0rd!', newPassword: 'An0ther-Passw0rd!' }),
  updateUser: () => ({ firstName: 'Hodan' }),
  // No change is waiting, so a live token gets 409 and ends nothing.
  confirmEmailChange: () => ({ code: '123456' }),
  updateEmailPreferences: () => ({ paidOut: true, reviewUpdates: true }),
  updateLanguage: () => ({ language: 'so' }),
  // Two-factor: the password is not the account's, so a live token gets a 4xx and nothing changes.
  startTwoFactorSetup: () => ({ password: 'N0t-The-Passw0rd!' }),
  confirmTwoFactorSetup: () => ({ password: 'N0t-The-Passw0rd!', code: '123456' }),
  disableTwoFactor: () => ({ password: 'N0t-The-Passw0rd!', code: '123456' }),
  resetTwoFactor: () => ({ reason: 'Well-formed request' }),
  createTransfer: () => transferInput(),
  updateTransfer: () => ({ note: 'Checked', version: 1 }),
  createDocument: () => ({ name: 'Passport', description: 'Photo page', fileName: 'passport.pdf', contentType: 'application/pdf', size: 800 }),
  // Somalia pays out in dollars only: staff get 404, anyone else 403, and no rate changes.
  // Fresh ids: a live token gets 404 (no such transfer or claim), and nothing is cancelled or reported.
  cancelTransfer: () => ({ reason: 'Well-formed request' }),
  recordTransfersExport: () => ({ filter: {}, includeArchived: false, rowCount: 0 }),
  createClaim: () => ({ type: 'other', description: 'Well-formed request' }),
  resolveClaim: () => ({ outcome: 'no-error', message: 'Well-formed request' }),
  saveIdentity: () => ({ documentType: 'passport', documentNumber: 'P1234567', issuer: 'United States', expiresOn: '2035-06-30' }),
  releaseTransfer: () => ({ reason: 'Well-formed request' }),
  rejectTransfer: () => ({ reason: 'Well-formed request' }),
  // A fresh user id: staff get 404, anyone else 403, and nobody is reviewed.
  reviewVerification: () => ({ outcome: 'refused', reason: 'Well-formed request' }),
  setExchangeRate: () => ({ referenceRate: '1', marginBps: 0, reason: 'Well-formed request', expectedVersion: 0 }),
  // No proposal waits with a fresh id: staff get 404 (Somalia) or 409, anyone else 403, and nothing is decided.
  decideRateProposal: () => ({ proposalId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', decision: 'reject' }),
  createMyQuote: () => ({ countryId: 'so', amount: 100, payoutCurrency: 'USD', paymentType: 'Cash Collection' }),
  updateTimeZone: () => ({ timeZone: 'America/Chicago' }),
  createRecipient: () => ({ ...WELL_FORMED_RECIPIENT }),
  // A fresh id: a live token gets 404, and nothing is changed.
  updateRecipient: () => ({ ...WELL_FORMED_RECIPIENT, version: 1 }),
  // A fresh transfer id: staff get 404, anyone else 403, and nothing is batched.
  createPayoutBatch: () => ({ countryId: 'ke', paymentType: 'Mobile Money', transferIds: ['01ARZ3NDEKTSV4RRFFQ69G5FAV'] }),
  // A fresh batch id: staff get 404, and nothing is applied.
  uploadPayoutResults: () => ({ csv: 'reference,status,reason\r\n01ARZ3NDEKTSV4RRFFQ69G5FAV,paid,\r\n' }),
}

/** Path ids of every kind the table uses: a ULID (transfers, documents), a user id, a country id, a currency. */
/** A query for each route whose query has required fields (the others are well-formed with none). */
const QUERIES: Record<string, Record<string, string>> = {
  listReadyPayouts: { countryId: 'ke', paymentType: 'Mobile Money' },
}

const ID_CANDIDATES = () => ['01ARZ3NDEKTSV4RRFFQ69G5FAV', randomUUID(), 'so', 'KES']

export function wellFormedRequest(route: RouteDef): CallOptions {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')
  const params: Record<string, string> = {}
  for (const name of names) {
    // A value fits when the schema finds nothing wrong with this parameter (the ones not chosen yet may still be missing).
    const fits = ID_CANDIDATES().find((value) => {
      if (!route.params) return true
      const parsed = z.safeParse(route.params, { ...params, [name]: value })
      return parsed.success || !parsed.error.issues.some((issue) => issue.path[0] === name)
    })
    if (!fits) throw new Error(`${route.id}: no well-formed value for path parameter ${name}`)
    params[name] = fits
  }
  const query = QUERIES[route.id] ?? {}
  if (route.query && !z.safeParse(route.query, query).success) {
    throw new Error(`${route.id}: its query needs fields: add a well-formed one to QUERIES in functions/users/testing/well-formed-requests.ts`)
  }
  const options: CallOptions = { ...(names.length > 0 ? { params } : {}), ...(QUERIES[route.id] ? { query } : {}) }
  if (!route.body) return options
  const make = BODIES[route.id]
  if (!make) throw new Error(`${route.id} takes a body: add a well-formed one to functions/users/testing/well-formed-requests.ts`)
  const body = make()
  if (!z.safeParse(route.body, body).success) throw new Error(`${route.id}: the body in well-formed-requests.ts no longer passes the route's schema`)
  return { ...options, body, headers: { 'idempotency-key': randomUUID() } }
}
