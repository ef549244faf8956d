import * as z from 'zod/mini'
import { SignUpCodeSchema } from './sign-up-code-schema'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './signup-schema'

/** The login messages of spec 5 (with their exclamation marks), plus the length caps. */
export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required!',
  emailMax: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  passwordRequired: 'Password is required!',
  passwordMax: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
} as const

/**
 * The sign-in payload for POST /api/user/login. The email is trimmed and lower-cased but not checked
 * for format: a wrong email simply fails to sign in. The password is kept as typed; a missing,
 * non-string or blank value of either field gets its 'required!' message.
 */
export const LoginSchema = z.object({
  email: z
    .string({ error: LOGIN_MESSAGES.emailRequired })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: LOGIN_MESSAGES.emailRequired, abort: true }),
      z.maxLength(EMAIL_MAX_LENGTH, LOGIN_MESSAGES.emailMax),
    ),
  password: z.string({ error: LOGIN_MESSAGES.passwordRequired }).check(
    z.refine((value) => value.trim().length > 0, { error: LOGIN_MESSAGES.passwordRequired, abort: true }),
    z.maxLength(PASSWORD_MAX_LENGTH, LOGIN_MESSAGES.passwordMax),
  ),
  /** The device token an earlier sign-in in this browser returned: the address-wide attempt limit does not hold it back. */
  deviceToken: z.optional(z.string().check(z.maxLength(128))),
  /** The code e-mailed at sign-up: with it, the first sign-in confirms the address. */
  code: z.optional(SignUpCodeSchema),
})

/** What a client may send to log in. */
export type LoginInput = z.input<typeof LoginSchema>
/** A login payload after normalisation (email trimmed and lower-cased). */
export type Login = z.output<typeof LoginSchema>
