import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Secret, TOTP } from 'otpauth'
import * as z from 'zod/mini'
import { userRoutes } from '../../shared/api/route-table/users'
import { TwoFactorSetupSchema } from '../../shared/auth/two-factor'
import { TwoFactorChallengeSchema } from '../../shared/users/user'
import { SessionSchema, type Session } from '../../shared/users/user'

/**
 * Local tooling that signs staff in (tests, audit, bench) answers the two-factor step as a person
 * with an authenticator app would: from the enrolled secret, with the `otpauth` package. The local
 * admin is enrolled by the first tool that needs it, and its secret kept in the stack's data folder,
 * where `npm run admin:code` reads it to print the current code for a person signing in.
 */

/** The current 6-digit code of an authenticator holding `secret` (base32, as Cognito gives it). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at })
}

/** Where the local admin's authenticator secret is kept, beside the stack's emulator data. */
export const adminSecretFile = (dataDir: string): string => join(dataDir, 'admin-two-factor.json')

const SecretFileSchema = z.object({ email: z.string(), secret: z.string() })

/** The enrolled secret of the local admin `email`, when a tool enrolled it in this data folder. */
export function readAdminSecret(dataDir: string, email: string): string | undefined {
  const file = adminSecretFile(dataDir)
  if (!existsSync(file)) return undefined
  const saved = SecretFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  return saved.success && saved.data.email === email ? saved.data.secret : undefined
}

async function call(baseUrl: string, route: { method: string; path: string }, body?: unknown, token?: string): Promise<unknown> {
  const response = await fetch(new URL(route.path, baseUrl), {
    method: route.method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${route.method} ${route.path} answered ${response.status}: ${text}`)
  return JSON.parse(text) as unknown
}

/**
 * Password sign-in through the API, answering the code step with `secret` when the account has
 * two-factor sign-in on. Without a secret for such an account it says so.
 */
export async function signInWithCode(baseUrl: string, account: { email: string; password: string }, secret: string | undefined): Promise<Session> {
  const answer = await call(baseUrl, userRoutes.logIn, account)
  const challenge = TwoFactorChallengeSchema.safeParse(answer)
  if (!challenge.success) return z.parse(SessionSchema, answer)
  if (!secret) throw new Error(`${account.email} has two-factor sign-in on, and this tool does not know its authenticator secret`)
  const body = { email: account.email, challenge: challenge.data.challenge, code: totpCode(secret) }
  return z.parse(SessionSchema, await call(baseUrl, userRoutes.verifyTwoFactorSignIn, body))
}

/**
 * Enrols the signed-in account's authenticator through the API, as Profile Settings does (with its
 * password); its secret, and the new session the enrolment answers with (it ends every other one,
 * `token`'s too).
 */
export async function enrolAuthenticator(baseUrl: string, token: string, password: string): Promise<{ secret: string; session: Session }> {
  const { secret } = z.parse(TwoFactorSetupSchema, await call(baseUrl, userRoutes.startTwoFactorSetup, { password }, token))
  const session = z.parse(SessionSchema, await call(baseUrl, userRoutes.confirmTwoFactorSetup, { password, code: totpCode(secret) }, token))
  return { secret, session }
}

/**
 * A signed-in session of the local admin with two-factor sign-in on: enrolled now if it is not yet
 * (the secret then kept in `dataDir`), else signed in with the kept secret. An admin enrolled by a
 * person in the browser has a secret no tool knows: the error says how to go on.
 */
export async function adminSession(
  baseUrl: string,
  dataDir: string,
  admin: { email: string; password: string },
): Promise<{ session: Session; secret: string }> {
  const known = readAdminSecret(dataDir, admin.email)
  let session: Session
  try {
    session = await signInWithCode(baseUrl, admin, known)
  } catch (error) {
    if (known) throw error
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}. The local admin enrolled an authenticator in the browser: ` +
        `sign in there and turn two-factor sign-in off in Profile Settings, or start with a fresh LOCAL_DATA_DIR.`,
    )
  }
  if (known && session.twoFactorEnabled) return { session, secret: known }
  const enrolled = await enrolAuthenticator(baseUrl, session.token, admin.password)
  mkdirSync(dirname(adminSecretFile(dataDir)), { recursive: true })
  writeFileSync(adminSecretFile(dataDir), `${JSON.stringify({ email: admin.email, secret: enrolled.secret }, null, 2)}\n`, { mode: 0o600 })
  return enrolled
}
