import { RetentionDays } from 'aws-cdk-lib/aws-logs'
import { z } from 'zod'
import { DEFAULT_SENDING_LIMITS } from '../../shared/compliance/sending-limits'
import { DEFAULT_SECOND_APPROVAL_FROM_CENTS } from '../../shared/compliance/second-approval'
import { DEFAULT_MAX_TRANSFER_AMOUNT, DEFAULT_MIN_TRANSFER_AMOUNT, DEFAULT_TRANSFER_VELOCITY } from '../../shared/transfers/limits'

/**
 * The region AWS requires for a web ACL that a CloudFront distribution uses, and for the ACM
 * certificate of its custom domain: the Edge stack's region, wherever the app deploys.
 */
export const WAF_REGION = 'us-east-1'

/** A web ACL's rate limit when a stage turns WAF on without its own figure (per IP, per 5 minutes). */
export const DEFAULT_WAF_RATE_LIMIT = 2_000

/** Stages whose alarms must reach a person: a silent alarm in them is a misconfiguration. */
const ALARMED_STAGES: readonly string[] = ['staging', 'prod']

/**
 * 31 CFR 1010.430: a money transmitter keeps its records for five years; the monthly backups are
 * kept that long (with the two leap days a five-year span can hold).
 */
export const FIVE_YEARS_IN_DAYS = 5 * 365 + 2

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
     * The site's own domain names, served with a TLSv1.2_2021 viewer policy. `certificateArn`: an
     * existing ACM certificate in us-east-1 (as CloudFront requires); absent, the Edge stack requests
     * one, DNS-validated, whose validation records someone must add (DNS is outside this app).
     * Without a domain the site is served on *.cloudfront.net, whose TLS policy CloudFront fixes
     * (TLSv1); prod must have one.
     */
    domain: z
      .object({
        names: z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Domain names must be lowercase host names')).min(1),
        certificateArn: z
          .string()
          .regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'Certificate must be an ACM ARN in us-east-1')
          .optional(),
      })
      .optional(),
    /** The largest single transfer, in USD, that can be sent online (see DEFAULT_MAX_TRANSFER_AMOUNT). */
    maxTransferAmount: z.number().positive().max(1_000_000),
    /** From this total (cents) a release needs a second staff member's approval (see DEFAULT_SECOND_APPROVAL_FROM_CENTS). */
    secondApprovalFromCents: z.number().int().positive(),
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
     * The domain notification e-mails come from: an SES identity per stage, verified by the
     * DKIM records SES lists once it is deployed (DNS is outside this app); mail goes from
     * no-reply@<domain>. PLACEHOLDERS on `.example` names: set each stage's real domain before launch.
     */
    mailDomain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Mail domain must be a lowercase host name'),
    /**
     * Cognito's own e-mails (sign-up and e-mail-change codes, password resets) go from no-reply@<mailDomain>
     * through SES instead of Cognito's default sender (50 e-mails a day per account). Cognito refuses an
     * identity SES has not verified yet, so a fresh account deploys once with `-c authMailFromSes=false`,
     * adds the DKIM records, then deploys again. Dev stages keep the default sender: their mail domains
     * are placeholders nobody verifies, and a developer's stage sends a handful of codes a day.
     */
    authMailFromSes: z.boolean(),
    /** Stage-wide API Gateway throttle: steady requests per second and burst. */
    apiThrottle: z.object({
      rateLimit: z.number().positive(),
      burstLimit: z.number().int().positive(),
    }),
    /**
     * The throttle of each route that signs in, signs up, sends a code or a quote, or subscribes
     * (SENSITIVE_ROUTES in infra/stacks/route-throttles.ts), each route on its own: below the stage-wide
     * one, and below Cognito's account-wide quotas (UserCreation: 50 requests a second), so a flood on one
     * is answered 429 at the gateway instead of using up what every other sign-in and refresh share.
     */
    sensitiveRouteThrottle: z.object({
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
        /**
         * `block` applies the rules; `count` only counts and logs what they would block, so a
         * stage can show false positives (in WAF's logs and metrics) before prod blocks them.
         */
        mode: z.enum(['block', 'count']),
      })
      .optional(),
    /**
     * Who the stage's alarms e-mail (the Monitoring stack's SNS topic; each address confirms its
     * subscription once). PLACEHOLDERS on `.example` names: set each stage's real on-call addresses
     * before launch. Staging and prod must name at least one; a dev stage may have none.
     */
    alarmEmails: z.array(z.email()),
    /** The `cost-centre` tag on every resource of the stage, for the bill's cost allocation. */
    costCentre: z.string().regex(/^[A-Za-z0-9 _.:/=+@-]{1,128}$/, 'Cost centre must be a valid AWS tag value'),
    /**
     * AWS Backup of the table and the documents bucket (stateful stack): daily backups kept
     * `dailyRetentionDays`, and the first of each month kept `monthlyRetentionDays`. Absent: no plan
     * (PITR and bucket versioning remain). Prod must have one.
     */
    backup: z
      .strictObject({
        dailyRetentionDays: z.number().int().min(7).max(36_500),
        monthlyRetentionDays: z.number().int().min(30).max(36_500),
      })
      .optional(),
  })
  .superRefine((config, ctx) => {
    if (ALARMED_STAGES.includes(config.stage) && config.alarmEmails.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['alarmEmails'], message: `The ${config.stage} stage must e-mail its alarms to at least one address` })
    }
    if (config.stage === 'prod' && !config.backup) {
      ctx.addIssue({
        code: 'custom',
        path: ['backup'],
        message: 'The prod stage must have a backup plan (money-transmitter records are kept for years)',
      })
    }
    const { sensitiveRouteThrottle: sensitive, apiThrottle } = config
    if (sensitive.rateLimit > apiThrottle.rateLimit || sensitive.burstLimit > apiThrottle.burstLimit) {
      ctx.addIssue({
        code: 'custom',
        path: ['sensitiveRouteThrottle'],
        message: 'The sensitive routes must be throttled below the stage-wide throttle',
      })
    }
    if (config.minTransferAmount > config.maxTransferAmount) {
      ctx.addIssue({ code: 'custom', path: ['minTransferAmount'], message: 'The smallest transfer must not be above the largest' })
    }
    // Only a custom domain lifts the viewer TLS policy above CloudFront's TLSv1 default.
    if (config.stage === 'prod' && !config.domain) {
      ctx.addIssue({ code: 'custom', path: ['domain'], message: 'The prod stage must have its own domain (TLSv1.2_2021 needs one)' })
    }
  })

export type StageConfig = z.infer<typeof StageConfigSchema>
type StageDefaults = Omit<StageConfig, 'stage' | 'env'>

/** The product's transfer limits (shared/transfers/limits.ts, shared/compliance/sending-limits.ts), which every shared stage keeps for now. */
const PRODUCT_TRANSFER_LIMITS = {
  maxTransferAmount: DEFAULT_MAX_TRANSFER_AMOUNT,
  minTransferAmount: DEFAULT_MIN_TRANSFER_AMOUNT,
  transferVelocity: DEFAULT_TRANSFER_VELOCITY,
  sendingLimits: DEFAULT_SENDING_LIMITS,
  secondApprovalFromCents: DEFAULT_SECOND_APPROVAL_FROM_CENTS,
} satisfies Partial<StageDefaults>

const DEV_DEFAULTS: StageDefaults = {
  retainData: false,
  logRetentionDays: RetentionDays.ONE_WEEK,
  ...PRODUCT_TRANSFER_LIMITS,
  mailDomain: 'dev.mail.remit.example',
  authMailFromSes: false,
  apiThrottle: { rateLimit: 50, burstLimit: 100 },
  sensitiveRouteThrottle: { rateLimit: 5, burstLimit: 10 },
  alarmEmails: [],
  costCentre: 'remit-engineering',
}

/** The shared stages. Any other name is a developer's personal stage and gets the dev settings. */
const KNOWN_STAGES: Readonly<Record<string, StageDefaults>> = {
  dev: DEV_DEFAULTS,
  staging: {
    retainData: true,
    logRetentionDays: RetentionDays.THREE_MONTHS,
    ...PRODUCT_TRANSFER_LIMITS,
    mailDomain: 'staging.mail.remit.example',
    authMailFromSes: true,
    apiThrottle: { rateLimit: 100, burstLimit: 200 },
    sensitiveRouteThrottle: { rateLimit: 10, burstLimit: 20 },
    // Count only: what the rules would block shows in WAF's logs and metrics before prod blocks it.
    waf: { rateLimitPer5Min: DEFAULT_WAF_RATE_LIMIT, mode: 'count' },
    alarmEmails: ['oncall-staging@remit.example'],
    costCentre: 'remit-engineering',
  },
  prod: {
    retainData: true,
    logRetentionDays: RetentionDays.ONE_YEAR,
    ...PRODUCT_TRANSFER_LIMITS,
    mailDomain: 'mail.remit.example',
    authMailFromSes: true,
    apiThrottle: { rateLimit: 500, burstLimit: 1000 },
    sensitiveRouteThrottle: { rateLimit: 20, burstLimit: 40 },
    alarmEmails: ['oncall@remit.example'],
    costCentre: 'remit-production',
    // Daily backups overlap PITR's 35 days; each DynamoDB backup is a full copy, so years of dailies
    // would cost ~30x the monthly copies that already meet the five-year record keeping.
    backup: { dailyRetentionDays: 35, monthlyRetentionDays: FIVE_YEARS_IN_DAYS },
    waf: { rateLimitPer5Min: DEFAULT_WAF_RATE_LIMIT, mode: 'block' },
    // PLACEHOLDER on an `.example` name: set prod's real domain before launch (the Edge stack then
    // requests its certificate; add the validation record ACM lists, or set `certificateArn`).
    domain: { names: ['remit.example'] },
  },
}

export interface StageEnv {
  account?: string | undefined
  region?: string | undefined
}

export interface StageOverrides {
  /** `-c waf=true|false`: turn the web ACL on (the default rate limit, blocking) or off for this run. */
  waf?: boolean | undefined
  /** `-c authMailFromSes=false`: Cognito's default sender for this run (a fresh account, before SES has verified the mail domain). */
  authMailFromSes?: boolean | undefined
}

/**
 * Names reserved for documentation and tests (RFC 2606, RFC 6761): nothing on them resolves or receives
 * mail, so a stage that deploys with one waits on it (ACM keeps a certificate's validation pending up to
 * 72 hours) or fails quietly (alarm mail that never arrives).
 */
const PLACEHOLDER_HOST = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/

const isPlaceholderHost = (host: string): boolean => PLACEHOLDER_HOST.test(host.toLowerCase())

/**
 * The settings of `config` a deploy would act on that still hold a placeholder, as `path: value`.
 * Only what the deploy uses counts: the site's domain names when no certificate is given (the Edge
 * stack requests one for them), every alarm address, and the mail domain when Cognito sends through
 * it (Cognito refuses an SES identity that is not verified; the notifications' sender only fails to send).
 */
export function placeholdersIn(config: StageConfig): string[] {
  const found: string[] = []
  if (config.domain && !config.domain.certificateArn) {
    config.domain.names.forEach((name, index) => {
      if (isPlaceholderHost(name)) found.push(`domain.names.${String(index)}: ${name}`)
    })
  }
  config.alarmEmails.forEach((address, index) => {
    if (isPlaceholderHost(address.slice(address.lastIndexOf('@') + 1))) found.push(`alarmEmails.${String(index)}: ${address}`)
  })
  if (config.authMailFromSes && isPlaceholderHost(config.mailDomain)) found.push(`mailDomain: ${config.mailDomain}`)
  return found
}

/**
 * Throws, naming each placeholder, when `config` is not fit to deploy. infra/app.ts calls it when the
 * synth is for a deploy (docs/operations.md, "First deploy of a fresh account").
 */
export function assertDeployable(config: StageConfig): void {
  const found = placeholdersIn(config)
  if (found.length === 0) return
  throw new Error(
    `Stage "${config.stage}" cannot be deployed: it still holds placeholder values (${found.join('; ')}). ` +
      'Set the real ones in infra/config/stages.ts. A synth only to read the templates: add -c deploy=false.',
  )
}

/** The validated settings of a stage; throws one readable message listing every problem. */
export function stageConfig(stage: string, env: StageEnv = {}, overrides: StageOverrides = {}): StageConfig {
  const { waf, ...rest } = KNOWN_STAGES[stage] ?? DEV_DEFAULTS
  const wafSetting =
    overrides.waf === false ? undefined : overrides.waf === true ? (waf ?? { rateLimitPer5Min: DEFAULT_WAF_RATE_LIMIT, mode: 'block' as const }) : waf
  const defaults = {
    ...rest,
    ...(wafSetting ? { waf: wafSetting } : {}),
    ...(overrides.authMailFromSes === undefined ? {} : { authMailFromSes: overrides.authMailFromSes }),
  }
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
