import * as z from 'zod/mini'
import { DEFAULT_MAX_TRANSFER_AMOUNT } from '../../shared/transfers/limits'

const EnvSchema = z.object({
  STAGE: z.string().check(z.minLength(1)),
  TABLE_NAME: z.string().check(z.minLength(1)),
  /** Token issuer: `https://cognito-idp.<region>.amazonaws.com/<pool id>` in AWS, cognito-local's URL locally. */
  AUTH_ISSUER: z.url(),
  USER_POOL_ID: z.string().check(z.minLength(1)),
  USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)),
  /** The private bucket that holds users' documents (objects under `users/<sub>/`). */
  DOCUMENTS_BUCKET: z.string().check(z.minLength(1)),
  /** The largest single transfer in USD (stage setting). */
  MAX_TRANSFER_AMOUNT: z._default(z.coerce.number().check(z.positive(), z.maximum(1_000_000)), DEFAULT_MAX_TRANSFER_AMOUNT),
})

export type FunctionConfig = z.infer<typeof EnvSchema>

/** Reads the function's settings from the environment the CDK stack (or the local gateway) sets; fails fast with a readable list. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): FunctionConfig {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const missing = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Function configuration is invalid: ${missing}`)
  }
  return parsed.data
}

let cached: FunctionConfig | undefined
/** The configuration, read once per process. */
export function config(): FunctionConfig {
  cached ??= readConfig()
  return cached
}
