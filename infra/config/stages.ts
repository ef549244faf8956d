import { RetentionDays } from 'aws-cdk-lib/aws-logs'
import { z } from 'zod'
import { DEFAULT_SENDING_LIMITS } from '../../shared/compliance/sending-limits'
import { DEFAULT_MAX_TRANSFER_AMOUNT, DEFAULT_MIN_TRANSFER_AMOUNT, DEFAULT_TRANSFER_VELOCITY } from '../../shared/transfers/limits'

/** The region AWS requires for a web ACL that a CloudFront distribution uses. */
export const WAF_REGION = 'us-east-1'

/** A web ACL's rate limit when a stage turns WAF on without its own figure (per IP, per 5 minutes). */
export const DEFAULT_WAF_RATE_LIMIT = 2_000

/**
 * Per-stage settings, validated once in infra/app.ts and passed down as one typed object:
 * constructs never read process.env or CDK context themselves.
 */
export const StageConfigSchema = z
  .object({
    /** Prefixes every stack name (`Remit-<stage>-…`), so it must be a valid stack-name fragment. */
    stage: z.string().regex(/^[a-z][a-z0-9-]{0,19}$/, 'Stage must be 1-20 lowercase letters, digits or hyphens, starting with a letter'),
    /** Account and region to deploy to; omitted → environment-agnostic templates. */
    env: z
      .object({
        account: z
          .string()
          .regex(/^\d{12}$/, 'Account must be 12 digits')
          .optional(),
        region: z
          .string()
          .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'Region must look like us-east-1')
          .optional(),
      })
      .optional(),
    /**
     * Prod-like stages keep their data when a stack or resource is deleted (RETAIN, deletion protection,
     * termination protection); dev stages clean up after themselves (DESTROY, auto-delete objects).
     */
    retainData: z.boolean(),
    /** How long CloudWatch log groups and log buckets keep logs. PCI DSS 10.7 asks one year for prod. */
    logRetentionDays: z.enum(RetentionDays),
    /**
     * The site's own domain names and their ACM certificate (in us-east-1, as CloudFront requires).
     * Without one the site is served on *.cloudfront.net, whose TLS policy CloudFront fixes.
     */
    domain: z
      .object({
        names: z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Domain names must be lowercase host names')).min(1),
        certificateArn: z.string().regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'Certificate must be an ACM ARN in us-east-1'),
      })
      .optional(),
    /** The largest single transfer, in USD, that can be sent online (see DEFAULT_MAX_TRANSFER_AMOUNT). */
    maxTransferAmount: z.number().positive().max(1_000_000),
    /** The smallest single transfer, in USD, that can be sent online (see DEFAULT_MIN_TRANSFER_AMOUNT). */
    minTransferAmount: z.number().min(0.01).max(1_000_000),
    /** Transfers per sender and per card per clock hour and UTC day (see DEFAULT_TRANSFER_VELOCITY); over them, 429. */
    transferVelocity: z.strictObject({
      perUser: z.strictObject({ hour: z.number().int().positive(), day: z.number().int().positive() }),
      perCard: z.strictObject({ hour: z.number().int().positive(), day: z.number().int().positive() }),
    }),
    /**
     * Sending limits per verification tier, in cents per rolling 24 hours and 30 days (see
     * DEFAULT_SENDING_LIMITS for the reasons behind the defaults); over them, a create is refused.
     */
    sendingLimits: z.strictObject({
      unverified: z.strictObject({ dayCents: z.number().int().positive(), monthCents: z.number().int().positive() }),
      verified: z.strictObject({ dayCents: z.number().int().positive(), monthCents: z.number().int().positive() }),
    }),
    /**
     * The state regulator that licenses the company where this stage serves, named on every receipt
     * for complaints (12 CFR 1005.31(b)(2)(iv)). Absent: DEFAULT_REGULATOR (shared/rates/disclosure.ts).
     */
    regulator: z.object({ name: z.string().min(1), phone: z.string().min(1), website: z.string().min(1) }).optional(),
    /**
     * The domain notification e-mails come from (issue 18): an SES identity per stage, verified by the
     * DKIM records SES lists once it is deployed (DNS is outside this app); mail goes from
     * no-reply@<domain>. PLACEHOLDERS on `.example` names: set each stage's real domain before launch.
     */
    mailDomain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Mail domain must be a lowercase host name'),
    /** Stage-wide API Gateway throttle: steady requests per second and burst. */
    apiThrottle: z.object({
      rateLimit: z.number().positive(),
      burstLimit: z.number().int().positive(),
    }),
    /**
     * An AWS WAF web ACL on the CloudFront distribution (site and API alike): AWS's common and
     * known-bad-inputs rule sets, and a rate-based rule blocking one IP address above
     * `rateLimitPer5Min` requests in any 5 minutes. Absent: no web ACL.
     */
    waf: z
      .object({
        rateLimitPer5Min: z.number().int().min(10).max(2_000_000_000),
      })
      .optional(),
  })
  .superRefine((config, ctx) => {
    if (config.minTransferAmount > config.maxTransferAmount) {
      ctx.addIssue({ code: 'custom', path: ['minTransferAmount'], message: 'The smallest transfer must not be above the largest' })
    }
    // CloudFront only takes web ACLs made in us-east-1 (scope CLOUDFRONT).
    if (config.waf && config.env?.region && config.env.region !== WAF_REGION) {
      ctx.addIssue({
        code: 'custom',
        path: ['waf'],
        message: `A CloudFront web ACL must be created in ${WAF_REGION}: deploy this stage there, or pass -c waf=false`,
      })
    }
  })

export type StageConfig = z.infer<typeof StageConfigSchema>
type StageDefaults = Omit<StageConfig, 'stage' | 'env'>

const DEV_DEFAULTS: StageDefaults = {
  retainData: false,
  logRetentionDays: RetentionDays.ONE_WEEK,
  maxTransferAmount: DEFAULT_MAX_TRANSFER_AMOUNT,
  minTransferAmount: DEFAULT_MIN_TRANSFER_AMOUNT,
  transferVelocity: DEFAULT_TRANSFER_VELOCITY,
  sendingLimits: DEFAULT_SENDING_LIMITS,
  mailDomain: 'dev.mail.remit.example',
  apiThrottle: { rateLimit: 50, burstLimit: 100 },
}

/** The shared stages. Any other name is a developer's personal stage and gets the dev settings. */
const KNOWN_STAGES: Readonly<Record<string, StageDefaults>> = {
  dev: DEV_DEFAULTS,
  staging: {
    retainData: true,
    logRetentionDays: RetentionDays.THREE_MONTHS,
    maxTransferAmount: DEFAULT_MAX_TRANSFER_AMOUNT,
    minTransferAmount: DEFAULT_MIN_TRANSFER_AMOUNT,
    transferVelocity: DEFAULT_TRANSFER_VELOCITY,
    sendingLimits: DEFAULT_SENDING_LIMITS,
    mailDomain: 'staging.mail.remit.example',
    apiThrottle: { rateLimit: 100, burstLimit: 200 },
  },
  prod: {
    retainData: true,
    logRetentionDays: RetentionDays.ONE_YEAR,
    maxTransferAmount: DEFAULT_MAX_TRANSFER_AMOUNT,
    minTransferAmount: DEFAULT_MIN_TRANSFER_AMOUNT,
    transferVelocity: DEFAULT_TRANSFER_VELOCITY,
    sendingLimits: DEFAULT_SENDING_LIMITS,
    mailDomain: 'mail.remit.example',
    apiThrottle: { rateLimit: 500, burstLimit: 1000 },
    waf: { rateLimitPer5Min: DEFAULT_WAF_RATE_LIMIT },
  },
}

export interface StageEnv {
  account?: string | undefined
  region?: string | undefined
}

export interface StageOverrides {
  /** `-c waf=true|false`: turn the web ACL on (with the default rate limit) or off for this run. */
  waf?: boolean | undefined
}

/** The validated settings of a stage; throws one readable message listing every problem. */
export function stageConfig(stage: string, env: StageEnv = {}, overrides: StageOverrides = {}): StageConfig {
  const { waf, ...rest } = KNOWN_STAGES[stage] ?? DEV_DEFAULTS
  const wafSetting = overrides.waf === false ? undefined : overrides.waf === true ? (waf ?? { rateLimitPer5Min: DEFAULT_WAF_RATE_LIMIT }) : waf
  const defaults = { ...rest, ...(wafSetting ? { waf: wafSetting } : {}) }
  const definedEnv = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = StageConfigSchema.safeParse({
    stage,
    ...(Object.keys(definedEnv).length > 0 ? { env: definedEnv } : {}),
    ...defaults,
  })
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`).join('; ')
    throw new Error(`Stage "${stage}" is misconfigured: ${problems}`)
  }
  return parsed.data
}
