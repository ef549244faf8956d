import * as z from 'zod/mini'
import { coercedNumber } from '../../shared/api/coerced-number'
import { DEFAULT_REGULATOR, type Regulator } from '../../shared/rates/disclosure'
import { RegulatorSchema } from '../../shared/rates/regulator-schema'
import {
  DEFAULT_MAX_TRANSFER_AMOUNT,
  DEFAULT_MIN_TRANSFER_AMOUNT,
  DEFAULT_TRANSFER_VELOCITY,
  type AmountRange,
  type VelocityLimits,
} from '../../shared/transfers/limits'
import { DEFAULT_SENDING_LIMITS, type SendingLimits } from '../../shared/compliance/sending-limits'
import { DEFAULT_SECOND_APPROVAL_FROM_CENTS } from '../../shared/compliance/second-approval'

/**
 * How long every sign-up takes at least, by default: above the slowest path's usual time (a new
 * address: four Cognito calls and a write, about 0.1 s locally and a few tenths in AWS), so an address
 * with an account (one call) is not told apart by a quicker answer. Sign-up is rare: a second is cheap.
 */
export const DEFAULT_SIGN_UP_FLOOR_MS = 1_000

/**
 * An absolute http(s) URL, trimmed. Not `z.url()`: its schema and URL parser would be in every
 * Lambda for one setting, and it would also take `mailto:` or `file:` URLs.
 */
const HttpUrl = z.string().check(
  z.trim(),
  z.refine((value) => /^https?:\/\/./i.test(value) && URL.canParse(value), 'Expected an http(s) URL'),
)

const PerWindow = z.strictObject({ hour: z.int().check(z.positive()), day: z.int().check(z.positive()) })
const VelocitySchema = z.strictObject({ perUser: PerWindow, perCard: PerWindow })
const TierSchema = z.strictObject({ dayCents: z.int().check(z.positive()), monthCents: z.int().check(z.positive()) })
const SendingLimitsSchema = z.strictObject({ unverified: TierSchema, verified: TierSchema })

const EnvSchema = z.object({
  STAGE: z.string().check(z.minLength(1)),
  TABLE_NAME: z.string().check(z.minLength(1)),
  /** Token issuer: `https://cognito-idp.<region>.amazonaws.com/<pool id>` in AWS, cognito-local's URL locally. */
  AUTH_ISSUER: HttpUrl,
  USER_POOL_ID: z.string().check(z.minLength(1)),
  USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)),
  /** The private bucket that holds users' documents (objects under `users/<sub>/`). */
  DOCUMENTS_BUCKET: z.string().check(z.minLength(1)),
  /** The largest single transfer in USD (stage setting); {@link DEFAULT_MAX_TRANSFER_AMOUNT} when unset. */
  MAX_TRANSFER_AMOUNT: z.optional(coercedNumber().check(z.positive(), z.maximum(1_000_000))),
  /** The smallest single transfer in USD (stage setting); {@link DEFAULT_MIN_TRANSFER_AMOUNT} when unset. */
  MIN_TRANSFER_AMOUNT: z.optional(coercedNumber().check(z.minimum(0.01), z.maximum(1_000_000))),
  /** Transfers per sender and per card, per hour and day, as JSON (stage setting); {@link DEFAULT_TRANSFER_VELOCITY} when unset. */
  TRANSFER_VELOCITY: z.optional(z.string()),
  /** The state regulator receipts name for complaints, as JSON {name, phone, website} (stage setting); {@link DEFAULT_REGULATOR} when unset. */
  REGULATOR: z.optional(z.string()),
  /** Sending limits per verification tier in cents, as JSON (stage setting); {@link DEFAULT_SENDING_LIMITS} when unset. */
  SENDING_LIMITS: z.optional(z.string()),
  /** From this total (cents) a release needs two staff members; {@link DEFAULT_SECOND_APPROVAL_FROM_CENTS} when unset. */
  SECOND_APPROVAL_FROM_CENTS: z.optional(coercedNumber().check(z.positive(), z.refine(Number.isInteger, 'Expected whole cents'))),
  /**
   * The floor in ms of the answers that must not tell whether an address has an account (a sign-up,
   * one's own e-mail change); {@link DEFAULT_SIGN_UP_FLOOR_MS} when unset, as in every deployed
   * stage. Only the local test stacks set it (to 0): their tests sign up hundreds of accounts, and
   * the floor's own tests run with the default.
   */
  SIGN_UP_FLOOR_MS: z.optional(coercedNumber().check(z.minimum(0), z.maximum(10_000), z.refine(Number.isInteger, 'Expected whole ms'))),
  /** Who the notification e-mails are from: an address of the stage's SES identity. Only the notify consumer needs it. */
  MAIL_FROM: z.optional(z.string().check(z.minLength(3))),
  /**
   * The site's address (`https://remit.example`), for the links in e-mails and SMS (the sender's
   * transfer page, the recipient's tracking page). Only the notify consumer needs it; absent: the
   * company's web address.
   */
  APP_URL: z.optional(HttpUrl),
})

export type FunctionConfig = Omit<
  z.infer<typeof EnvSchema>,
  'TRANSFER_VELOCITY' | 'REGULATOR' | 'SENDING_LIMITS' | 'SECOND_APPROVAL_FROM_CENTS' | 'SIGN_UP_FLOOR_MS'
> & {
  SIGN_UP_FLOOR_MS: number
  SECOND_APPROVAL_FROM_CENTS: number
  MAX_TRANSFER_AMOUNT: number
  MIN_TRANSFER_AMOUNT: number
  TRANSFER_VELOCITY: VelocityLimits
  REGULATOR: Regulator
  SENDING_LIMITS: SendingLimits
}

/** Reads the function's settings from the environment the CDK stack (or the local gateway) sets; fails fast with a readable list. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): FunctionConfig {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const missing = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Function configuration is invalid: ${missing}`)
  }
  const settings = parsed.data
  const min = settings.MIN_TRANSFER_AMOUNT ?? DEFAULT_MIN_TRANSFER_AMOUNT
  const max = settings.MAX_TRANSFER_AMOUNT ?? DEFAULT_MAX_TRANSFER_AMOUNT
  if (min > max) throw new Error(`Function configuration is invalid: MIN_TRANSFER_AMOUNT ${min} is above MAX_TRANSFER_AMOUNT ${max}`)
  // Defaulted here, not with z._default: its schema class would be in every Lambda.
  return {
    ...settings,
    MIN_TRANSFER_AMOUNT: min,
    MAX_TRANSFER_AMOUNT: max,
    TRANSFER_VELOCITY: settings.TRANSFER_VELOCITY === undefined ? DEFAULT_TRANSFER_VELOCITY : velocityFrom(settings.TRANSFER_VELOCITY),
    REGULATOR: settings.REGULATOR === undefined ? DEFAULT_REGULATOR : regulatorFrom(settings.REGULATOR),
    SENDING_LIMITS: settings.SENDING_LIMITS === undefined ? DEFAULT_SENDING_LIMITS : sendingLimitsFrom(settings.SENDING_LIMITS),
    SECOND_APPROVAL_FROM_CENTS: settings.SECOND_APPROVAL_FROM_CENTS ?? DEFAULT_SECOND_APPROVAL_FROM_CENTS,
    SIGN_UP_FLOOR_MS: settings.SIGN_UP_FLOOR_MS ?? DEFAULT_SIGN_UP_FLOOR_MS,
  }
}

function regulatorFrom(text: string): Regulator {
  const parsed = RegulatorSchema.safeParse(jsonOrUndefined(text))
  if (!parsed.success) throw new Error('Function configuration is invalid: REGULATOR: expected {"name":"…","phone":"…","website":"…"}')
  return parsed.data
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function sendingLimitsFrom(text: string): SendingLimits {
  const parsed = SendingLimitsSchema.safeParse(jsonOrUndefined(text))
  if (!parsed.success)
    throw new Error('Function configuration is invalid: SENDING_LIMITS: expected {"unverified":{"dayCents":n,"monthCents":n},"verified":{…}}')
  return parsed.data
}

function velocityFrom(text: string): VelocityLimits {
  const parsed = VelocitySchema.safeParse(jsonOrUndefined(text))
  if (!parsed.success)
    throw new Error('Function configuration is invalid: TRANSFER_VELOCITY: expected {"perUser":{"hour":n,"day":n},"perCard":{"hour":n,"day":n}}')
  return parsed.data
}

let cached: FunctionConfig | undefined
/** The configuration, read once per process. */
export function config(): FunctionConfig {
  cached ??= readConfig()
  return cached
}

/** The stage's smallest and largest single transfer in integer cents. */
export const transferAmounts = (): AmountRange => ({
  minCents: Math.round(config().MIN_TRANSFER_AMOUNT * 100),
  maxCents: Math.round(config().MAX_TRANSFER_AMOUNT * 100),
})
