import { randomUUID } from 'node:crypto'
import { buildPath } from '../../../shared/api/path-template'
import { ErrorBodySchema, type ErrorBody } from '../../../shared/api/route-definition'
import { routes } from '../../../shared/api/routes'
import type { SignUpInput } from '../../../shared/auth/signup-schema'
import type { UpdateUser } from '../../../shared/users/update-user-schema'
import { CreatedDocumentSchema } from '../../../shared/documents/document-schemas'
import { UserSchema, type Session, type User } from '../../../shared/users/user'
import { enrolAuthenticator, signInWithCode } from '../../../scripts/lib/local-two-factor'
import { fetchFrom } from '../../lib/testing/loopback-client'
import { isStackLeased, testStack } from '../../lib/testing/test-stack'
import { VALID_SIGN_UP_INPUT } from '../../../shared/auth/testing/valid-sign-up-input'

/**
 * HTTP helpers for the accounts integration tests: they talk to the local stack's gateway exactly as
 * the SPA does. Every account gets a unique e-mail, because all integration files share one stack.
 */

/** The verified super admin the local stack seeds (defaults of LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD in infra/local/local-settings.ts). */
export const SEEDED_ADMIN = { email: 'admin@remit.local', password: 'Remit-Admin-2026!' } as const

/** cognito-local sends this code for every password reset and e-mail confirmation (LOCAL_RESET_CODE's default). */
export const LOCAL_RESET_CODE = '123456'

/** A password that meets every rule of spec 5. */
export const TEST_PASSWORD = 'Str0ng-Passw0rd!'

export interface ApiResponse {
  status: number
  /** The parsed JSON body; undefined when the answer has no body. */
  body: unknown
  headers: Headers
}

export interface CallOptions {
  params?: Record<string, string>
  query?: Record<string, string>
  /** Sent as JSON. */
  body?: unknown
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string
  /** Extra headers, e.g. a hand-made Authorization header. */
  headers?: Record<string, string>
  /** The loopback address to connect from: a client of its own for the per-client limits (`uniqueLoopbackAddress`). */
  from?: string
}

export interface Flags {
  isAdmin: boolean
  superAdmin: boolean
  verified: boolean
}

export interface TestAccount {
  user: User
  session: Session
  email: string
  password: string
}

/** A small PDF the upload check accepts: its first bytes, then padding. */
function samplePdf(size = 600): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}

/** A fresh address no other test uses: `<label>-<random>@example.com`. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().replaceAll('-', '').slice(0, 16)}@example.com`
}

/** A valid sign-up payload (flat fields, as the SPA sends it) with a unique e-mail. */
export function signUpInput(overrides: Partial<SignUpInput> = {}): SignUpInput {
  return { ...VALID_SIGN_UP_INPUT, email: uniqueEmail('user'), password: TEST_PASSWORD, state: 'mn', ...overrides }
}

/** The error body of a non-2xx answer (throws when the body is not `{ error, fields? }`). */
export function errorOf(response: ApiResponse): ErrorBody {
  return ErrorBodySchema.parse(response.body)
}

function describeFailure(what: string, response: ApiResponse): Error {
  return new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`)
}

export function createAccountsApi(baseUrl: string) {
  /** One HTTP call to a row of the route table. */
  async function call(route: { method: string; path: string }, options: CallOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`
    let payload: string | undefined
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(options.body)
    }
    const search = options.query ? `?${new URLSearchParams(options.query).toString()}` : ''
    const url = `${baseUrl}${buildPath(route.path, options.params ?? {})}${search}`
    const init = { method: route.method, headers, ...(payload !== undefined ? { body: payload } : {}) }
    const response = options.from === undefined ? await fetch(url, init) : undefined
    const {
      status,
      text,
      headers: answered,
    } = response
      ? { status: response.status, text: await response.text(), headers: response.headers }
      : await fetchFrom(options.from ?? '', url, init)
    return { status, body: text === '' ? undefined : (JSON.parse(text) as unknown), headers: answered }
  }

  /**
   * Signs up and confirms the address with the code cognito-local e-mails (always LOCAL_RESET_CODE),
   * as the sign-up and confirmation screens do; the new account's user record (its first session is
   * left open).
   */
  async function signUp(input: SignUpInput): Promise<User> {
    const response = await call(routes.signUp, { body: input })
    if (response.status !== 202) throw describeFailure(`Sign-up of ${input.email}`, response)
    const confirmed = await call(routes.logIn, { body: { email: input.email, password: input.password, code: LOCAL_RESET_CODE } })
    if (confirmed.status !== 200) throw describeFailure(`Confirmation of ${input.email}`, confirmed)
    return UserSchema.parse(confirmed.body)
  }

  /** Authenticator secrets of the accounts these helpers enrolled, by e-mail. */
  const secrets = new Map<string, string>()

  /**
   * Password sign-in; an account with two-factor sign-in answers the code step with its
   * authenticator's current code (the seeded admin's was enrolled when the file's stack started; a
   * stack of the test's own has none, and its admin signs in without a code).
   */
  async function logIn(email: string, password: string): Promise<Session> {
    const seeded = email === SEEDED_ADMIN.email && isStackLeased() ? testStack().adminTwoFactorSecret : undefined
    return signInWithCode(baseUrl, { email, password }, secrets.get(email) ?? seeded)
  }

  /**
   * Enrols the signed-in account's authenticator (as Profile Settings does, with the password); its
   * secret, remembered for later sign-ins, and the new session (every other one ended).
   */
  async function enrolTwoFactor(email: string, token: string, password = TEST_PASSWORD): Promise<{ secret: string; session: Session }> {
    const enrolled = await enrolAuthenticator(baseUrl, token, password)
    secrets.set(email, enrolled.secret)
    return enrolled
  }

  async function updateUser(token: string, id: string, change: UpdateUser): Promise<ApiResponse> {
    return call(routes.updateUser, { params: { id }, token, body: change })
  }

  /** The admin and super admin flags (PUT /api/user/{id}); `verified` is a review: {@link verifyAccount}. */
  async function setFlags(adminToken: string, id: string, flags: Partial<Omit<Flags, 'verified'>>): Promise<User> {
    const response = await updateUser(adminToken, id, flags)
    if (response.status !== 200) throw describeFailure(`Setting flags ${JSON.stringify(flags)} on ${id}`, response)
    return UserSchema.parse(response.body)
  }

  /** Uploads a small PDF as the signed-in user (create, PUT to the presigned URL, complete), as the Documents page does; its id. */
  async function uploadDocument(token: string, name = 'Passport'): Promise<string> {
    const bytes = samplePdf()
    const created = await call(routes.createDocument, {
      token,
      body: { name, description: 'Photo page', fileName: 'passport.pdf', contentType: 'application/pdf', size: bytes.length },
    })
    if (created.status !== 201) throw describeFailure('Creating a document', created)
    const { document, upload } = CreatedDocumentSchema.parse(created.body)
    const put = await fetch(upload.url, { method: upload.method, headers: upload.headers, body: bytes })
    await put.arrayBuffer()
    if (put.status !== 200) throw new Error(`Uploading ${document.id} answered ${put.status}`)
    const completed = await call(routes.completeDocument, { token, params: { id: document.id } })
    if (completed.status !== 200) throw describeFailure(`Completing ${document.id}`, completed)
    return document.id
  }

  /** POST /api/user/{id}/verification as `adminToken`. */
  async function reviewVerification(adminToken: string, id: string, body: unknown): Promise<ApiResponse> {
    return call(routes.reviewVerification, { token: adminToken, params: { id }, body })
  }

  /** GET /api/user/{id}/verifications as `token`: the user's reviews, newest first. */
  async function listVerificationReviews(token: string, id: string): Promise<ApiResponse> {
    return call(routes.listVerificationReviews, { token, params: { id } })
  }

  /** Verifies an account as staff do now: the user uploads a document, a verified staff member reviews it and verifies. */
  async function verifyAccount(adminToken: string, userToken: string, id: string): Promise<User> {
    const documentId = await uploadDocument(userToken)
    const response = await reviewVerification(adminToken, id, { outcome: 'verified', documentId })
    if (response.status !== 200) throw describeFailure(`Verifying ${id}`, response)
    return UserSchema.parse(response.body)
  }

  async function getUser(token: string, id: string): Promise<ApiResponse> {
    return call(routes.getUser, { params: { id }, token })
  }

  async function deleteUser(token: string, id: string): Promise<ApiResponse> {
    return call(routes.deleteUser, { params: { id }, token })
  }

  /**
   * Signs up a new account, gives it `flags` with `adminToken` (a verified super admin's) when any
   * is set (`verified` by a review of a document it uploads), and logs it in, so the session already reflects the flags.
   */
  async function createAccount(label: string, adminToken: string, flags: Partial<Flags> = {}): Promise<TestAccount> {
    const email = uniqueEmail(label)
    const created = await signUp(signUpInput({ email }))
    const { verified, ...roles } = flags
    if (verified) await verifyAccount(adminToken, (await logIn(email, TEST_PASSWORD)).token, created.id)
    if (Object.values(roles).some(Boolean)) await setFlags(adminToken, created.id, roles)
    // Staff powers need two-factor sign-in: staff accounts enrol, as a new staff member is asked to.
    if (flags.isAdmin || flags.superAdmin) await enrolTwoFactor(email, (await logIn(email, TEST_PASSWORD)).token)
    const session = await logIn(email, TEST_PASSWORD)
    const { token: _token, refreshToken: _refresh, expiresAt: _expires, ...user } = session
    return { user: UserSchema.parse(user), session, email, password: TEST_PASSWORD }
  }

  return {
    call,
    signUp,
    logIn,
    enrolTwoFactor,
    updateUser,
    setFlags,
    uploadDocument,
    reviewVerification,
    listVerificationReviews,
    verifyAccount,
    getUser,
    deleteUser,
    createAccount,
  }
}
