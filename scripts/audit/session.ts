import { randomUUID } from 'node:crypto'
import * as z from 'zod/mini'
import { countryRoutes } from '../../shared/api/route-table/countries'
import { transferRoutes } from '../../shared/api/route-table/transfers'
import { userRoutes } from '../../shared/api/route-table/users'
import { CountrySchema } from '../../shared/countries/country'
import type { SignUpInput } from '../../shared/auth/signup-schema'
import type { CreateTransferInput, PaymentInput } from '../../shared/transfers/transfer-schemas'
import { quoteRoutes } from '../../shared/api/route-table/quotes'
import { claimRoutes } from '../../shared/api/route-table/claims'
import { workRoutes } from '../../shared/api/route-table/work'
import { buildPath } from '../../shared/api/path-template'
import { SessionSchema, type Session } from '../../shared/users/user'
import { adminSession } from '../lib/local-two-factor'
import { sampleMobile } from '../../shared/transfers/phone/sample-mobile'
import { WALLET_PROVIDERS } from '../../shared/transfers/payout-account'

async function postJson(baseUrl: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`)
  return JSON.parse(text) as unknown
}

/**
 * A new customer account, signed up and confirmed through the API as the sign-up and confirmation
 * pages do. The answer of login is what the SPA stores under localStorage `user` (session-store.ts).
 */
export async function signUpAndSignIn(baseUrl: string): Promise<Session> {
  const email = `audit-${randomUUID().slice(0, 8)}@example.com`
  const password = 'Audit-Pass-2026!'
  const account: SignUpInput = {
    firstName: 'Audit',
    lastName: 'Runner',
    email,
    password,
    phoneNumber: '612-555-0101',
    dateOfBirth: '1990-05-01',
    placeOfBirth: 'Mogadishu',
    zipCode: '55401',
    buildingNumber: '12',
    street: 'Main St',
    city: 'Minneapolis',
    state: 'MN',
  }
  await postJson(baseUrl, userRoutes.signUp.path, account)
  // The first sign-in brings the code that confirms the address (cognito-local's is LOCAL_RESET_CODE).
  const code = process.env.LOCAL_RESET_CODE ?? '123456'
  return z.parse(SessionSchema, await postJson(baseUrl, userRoutes.logIn.path, { email, password, code }))
}

/** The ids of the seeded destinations (GET /countries). */
export async function countryIds(baseUrl: string): Promise<string[]> {
  const response = await fetch(new URL(countryRoutes.listCountries.path, baseUrl))
  if (!response.ok) throw new Error(`GET /countries answered ${response.status}`)
  return z.parse(z.array(CountrySchema), await response.json()).map((country) => country.id)
}

/**
 * The local super admin that every start of the stack ensures (LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD),
 * signed in with a code from its authenticator secret (enrolled by the first tool that needs it).
 */
export async function adminSignIn(baseUrl: string, settings: { admin: { email: string; password: string }; dataDir: string }): Promise<Session> {
  return (await adminSession(baseUrl, settings.dataDir, settings.admin)).session
}

/** A quote bound to `session`'s user (POST /api/quotes/mine) for a payment in US dollars, as the wizard asks signed in before it pays; its id. */
export async function quoteFor(
  baseUrl: string,
  session: Pick<Session, 'token'>,
  payment: { countryId: string; inputValue: number | string; paymentType: string },
): Promise<string> {
  const body = { countryId: payment.countryId, amount: payment.inputValue, payoutCurrency: 'USD', paymentType: payment.paymentType }
  return z.parse(z.object({ quoteId: z.string() }), await postJson(baseUrl, quoteRoutes.createMyQuote.path, body, session.token)).quoteId
}

/** One transfer by `session`'s user through the API, as the wizard sends it; its id. */
export async function createTransfer(
  baseUrl: string,
  session: Session,
  countryId: string,
  recipient: { firstName: string; middleName: string; lastName: string } = { firstName: 'Hodan', middleName: 'Ali', lastName: 'Warsame' },
): Promise<string> {
  const expiry = new Date()
  const payment: PaymentInput = {
    ...recipient,
    mobileNumber: sampleMobile(countryId),
    countryId,
    city: 'Banadir',
    relationship: 'Sister',
    sendingReason: 'Education',
    paymentType: 'Mobile Money',
    walletProvider: WALLET_PROVIDERS[countryId]?.[0] ?? 'EVC Plus',
    paymentMethod: 'Debit Card',
    cardNumber: '4242424242424242',
    expirationDate: `12/${String((expiry.getUTCFullYear() + 2) % 100).padStart(2, '0')}`,
    cvv: '123',
    inputValue: '100',
  }
  const body: CreateTransferInput = { ...payment, payoutCurrency: 'USD', quoteId: await quoteFor(baseUrl, session, payment) }
  const response = await fetch(new URL(transferRoutes.createTransfer.path, baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${session.token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`POST /api/customers answered ${response.status}: ${text}`)
  return z.parse(z.object({ id: z.string() }), JSON.parse(text)).id
}

/** The admin takes a ready transfer into a payout batch, so the batch page has one to show: its id. */
export async function createPayoutBatch(baseUrl: string, admin: Session, countryId: string, transferId: string): Promise<string> {
  const response = await fetch(new URL(workRoutes.createPayoutBatch.path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ countryId, paymentType: 'Mobile Money', transferIds: [transferId] }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`POST /api/payouts/batches answered ${response.status}: ${text}`)
  return z.parse(z.object({ id: z.string() }), JSON.parse(text)).id
}

/** Reports a problem with the transfer as its sender, so the Claims screen and the details page have a claim to show. */
export async function reportProblem(baseUrl: string, session: Session, transferId: string): Promise<void> {
  const response = await fetch(new URL(buildPath(claimRoutes.createClaim.path, { id: transferId }), baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ type: 'not-received', description: 'My sister was told at the agent that nothing had arrived.' }),
  })
  if (!response.ok) throw new Error(`POST /api/customers/{id}/claims answered ${response.status}: ${await response.text()}`)
}
