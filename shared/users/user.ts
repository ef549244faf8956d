import * as z from 'zod/mini'
import { LocaleSchema } from '../i18n/locale-schema'
import { EmailPreferencesSchema } from '../notifications/email-preferences'
import { TimeZoneSchema } from './time-zone'
import { VerificationReviewSchema } from './verification'

export const AddressSchema = z.object({
  street: z.string(),
  buildingNumber: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
})

/** The last reset of a user's two-factor sign-in by a super admin, kept on the profile: who, when, why. */
const TwoFactorResetSchema = z.object({
  byId: z.string(),
  byName: z.string(),
  at: z.string(),
  reason: z.string(),
})
export type TwoFactorReset = z.infer<typeof TwoFactorResetSchema>

/** A user as the API returns it (spec 3, User). `id` is the Cognito subject. */
export const UserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  photo: z.optional(z.string()),
  dateOfBirth: z.string(),
  placeOfBirth: z.string(),
  address: AddressSchema,
  isAdmin: z.boolean(),
  superAdmin: z.boolean(),
  verified: z.boolean(),
  /**
   * An e-mail change waiting for the code sent to the new address: the account keeps
   * `email` for sign-in until the owner enters that code.
   */
  pendingEmail: z.optional(z.string()),
  /** Which optional e-mails the user receives; absent: all of them. */
  emailPreferences: z.optional(EmailPreferencesSchema),
  /** The language the user chose: the SPA opens in it, e-mails are written in it; absent: English. */
  language: z.optional(LocaleSchema),
  /**
   * The time zone the user's browser reported (IANA, recorded by the SPA at sign-in): e-mails show
   * times in it; absent: UTC.
   */
  timeZone: z.optional(TimeZoneSchema),
  /** Two-factor sign-in with an authenticator app is on; absent: off. Staff routes need it. */
  twoFactorEnabled: z.optional(z.boolean()),
  /** The last time a super admin reset it: who, when and why. */
  twoFactorReset: z.optional(TwoFactorResetSchema),
  /** When the password was last changed or reset (ISO): the account's address is told each time. */
  passwordChangedAt: z.optional(z.string()),
  /**
   * Staff's last verification review: outcome, who, when, the document checked and the reason (a
   * refusal's is what the user reads). The SPA shows the user the outcome and reason, not who.
   */
  verificationReview: z.optional(VerificationReviewSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type User = z.infer<typeof UserSchema>

/** What the browser keeps for a session (spec 3, signed-in user): the user plus its tokens. */
export const SessionSchema = z.object({
  ...UserSchema.shape,
  /**
   * The API's access token, sent as `Authorization: Bearer <token>`: opaque (32 random bytes), not a
   * JWT, so nothing may read anything from it; Cognito's tokens never leave the server (docs/auth.md).
   */
  token: z.string(),
  /** The session's refresh token, as opaque; POST /api/user/refresh trades it for a new `token`. */
  refreshToken: z.string(),
  /** When `token` expires (ISO time); refresh shortly before. */
  expiresAt: z.string(),
})
export type Session = z.infer<typeof SessionSchema>

/**
 * The sign-in answer: the session, and a device token the browser keeps apart from it (across
 * sign-outs) and sends with its next sign-ins, so the address-wide attempt limit never holds back a
 * device the account has used.
 */
export const SignInAnswerSchema = z.object({ ...SessionSchema.shape, deviceToken: z.string() })

/**
 * The sign-in answer when the account has two-factor sign-in: no session yet, but Cognito's
 * challenge session (valid 3 minutes), which POST /api/user/login/two-factor sends back with the code.
 */
export const TwoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() })
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>

/** What POST /api/user/login answers: the session, or, for an account with two-factor sign-in, the code challenge. */
export const PasswordSignInAnswerSchema = z.union([SignInAnswerSchema, TwoFactorChallengeSchema])

export const RefreshedSessionSchema = z.object({ token: z.string(), expiresAt: z.string() })

export const UsersPageSchema = z.object({
  items: z.array(UserSchema),
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor: z.optional(z.string()),
})

export const MessageSchema = z.object({ message: z.string() })
