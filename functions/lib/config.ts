import * as z from 'zod/mini'
import { coercedNumber } from '../../shared/api/coerced-number'
import { DEFAULT_MAX_TRANSFER_AMOUNT } from '../../shared/transfers/limits'

/**
 * An absolute http(s) URL, trimmed. Not `z.url()`: its schema and URL parser would be in every
 * Lambda for one setting, and it would also take `mailto:` or `file:` URLs.
 */
const HttpUrl = z.string().check(
  z.trim(),
  z.refine((value) => /^https?:\/\/./i.test(value) && URL.canParse(value), 'Expected an http(s) URL'),
)

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
})

export type FunctionConfig = z.infer<typeof EnvSchema> & { MAX_TRANSFER_AMOUNT: number }

/** Reads the function's settings from the environment the CDK stack (or the local gateway) sets; fails fast with a readable list. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): FunctionConfig {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const missing = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Function configuration is invalid: ${missing}`)
  }
  // Defaulted here, not with z._default: its schema class would be in every Lambda.
  return { ...parsed.data, MAX_TRANSFER_AMOUNT: parsed.data.MAX_TRANSFER_AMOUNT ?? DEFAULT_MAX_TRANSFER_AMOUNT }
}

let cached: FunctionConfig | undefined
/** The configuration, read once per process. */
export function config(): FunctionConfig {
  cached ??= readConfig()
  return cached
}

/** The stage's largest single transfer in integer cents. */
export const maxTransferCents = (): number => Math.round(config().MAX_TRANSFER_AMOUNT * 100)
