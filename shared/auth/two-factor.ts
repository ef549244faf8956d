import * as z from 'zod/mini'
import { LoginSchema } from './login-schema'
import { TWO_FACTOR_MESSAGES } from './two-factor-messages'

/**
 * Two-factor sign-in with an authenticator app (TOTP), through Cognito's own software-token
 * flow: the secret lives in Cognito, never in our table. Customers choose it; staff must have it
 * before any staff route answers them (PCI DSS 8.4).
 */

/** A 6-digit code; spaces (apps show "123 456") and surrounding blanks are forgiven. */
export const TotpCodeSchema = z.string(TWO_FACTOR_MESSAGES.codeRequired).check(
  z.overwrite((value) => value.replace(/\s+/g, '')),
  z.minLength(1, TWO_FACTOR_MESSAGES.codeRequired),
  z.regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat),
)

/** What enrolment starts with: the secret Cognito made, for manual entry, and the otpauth URI the QR code carries. */
export const TwoFactorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string() })
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>

/**
 * POST /api/user/me/two-factor/setup: the current password, so a stolen session alone cannot enrol
 * a thief's authenticator (which would lock the owner out).
 */
export const StartTwoFactorSchema = z.object({ password: LoginSchema.shape.password })

/** A form of one authenticator code: the sign-in code step, and the enrolment's first code (which proves the app holds the secret). */
export const AuthenticatorCodeFormSchema = z.object({ code: TotpCodeSchema })

/** POST /api/user/me/two-factor/confirm: the password (kept from the setup's start) and the first code. */
export const ConfirmTwoFactorSchema = z.object({ password: LoginSchema.shape.password, code: TotpCodeSchema })

/** POST /api/user/me/two-factor/disable: turning it off needs the password and a current code. */
export const DisableTwoFactorSchema = z.object({ password: LoginSchema.shape.password, code: TotpCodeSchema })

/** POST /api/user/login/two-factor. */
export const TwoFactorSignInSchema = z.object({
  email: LoginSchema.shape.email,
  challenge: z.string(TWO_FACTOR_MESSAGES.challengeExpired).check(z.minLength(1, TWO_FACTOR_MESSAGES.challengeExpired), z.maxLength(4096)),
  code: TotpCodeSchema,
  deviceToken: LoginSchema.shape.deviceToken,
})

/** POST /api/user/{id}/two-factor/reset (super admin): why, recorded with who and when. */
export const ResetTwoFactorSchema = z.object({
  reason: z
    .string(TWO_FACTOR_MESSAGES.reasonRequired)
    .check(z.trim(), z.minLength(1, TWO_FACTOR_MESSAGES.reasonRequired), z.maxLength(500, TWO_FACTOR_MESSAGES.reasonMax)),
})
