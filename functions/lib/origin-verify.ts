import { createHash, timingSafeEqual } from 'node:crypto'
import * as z from 'zod/mini'
import { DIRECT_CALL_MESSAGE } from '../../shared/api/route-definition'
import { ForbiddenError } from './errors'

/**
 * The header CloudFront adds to every request it sends to the API origin (infra
 * site-distribution.ts; the local gateway plays CloudFront). CloudFront overwrites a value a viewer
 * sends, so only a request that came through the site carries the right one.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify'

/**
 * The value itself, for the local stack (whose gateway makes one per start) and tests. Unset, with
 * no ARN either, the check is off: unit tests, and tools that invoke a handler in-process as a
 * direct Lambda invoke would (which IAM guards in AWS, not this header).
 */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY_SECRET'

/**
 * In AWS: the ARN of the stage's origin-verify secret, read at run time through the AWS Parameters
 * and Secrets Lambda extension (a layer serving Secrets Manager on localhost with its own cache), so
 * the value is in no function's configuration and no SDK client joins the bundle.
 */
export const ORIGIN_VERIFY_ARN_ENV = 'ORIGIN_VERIFY_SECRET_ARN'

/** How long a function keeps the values it read; a header that matches neither reads them again sooner (below). */
const KEEP_MS = 5 * 60_000
/** The soonest a refused header reads the secret again: a rotation is seen within this, and a flood of guesses costs one read. */
const REREAD_AFTER_MS = 30_000

export type SecretReader = (arn: string, stage: 'AWSCURRENT' | 'AWSPREVIOUS') => Promise<string | undefined>

const ExtensionAnswerSchema = z.object({ SecretString: z.string() })

/**
 * One version of a secret from the extension (http://localhost:2773, authenticated with the
 * function's session token). The previous version is absent until the first rotation: undefined.
 */
const readThroughExtension: SecretReader = async (arn, stage) => {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773'
  const url = `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(arn)}&versionStage=${stage}`
  const response = await fetch(url, {
    headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
    signal: AbortSignal.timeout(2_000),
  })
  if (!response.ok) {
    if (stage === 'AWSPREVIOUS') return undefined
    throw new Error(`The origin-verify secret could not be read (extension answered ${response.status})`)
  }
  return z.parse(ExtensionAnswerSchema, await response.json()).SecretString
}

interface Known {
  values: readonly string[]
  readAt: number
}
let known: Known | undefined

/** The values a request may carry: the current one, and during a rotation the previous one (CloudFront moves at its next deploy). */
async function acceptedValues(arn: string, read: SecretReader, now: number, reread: boolean): Promise<readonly string[]> {
  const stale = !known || now - known.readAt >= KEEP_MS || (reread && now - known.readAt >= REREAD_AFTER_MS)
  if (stale) {
    const [current, previous] = await Promise.all([read(arn, 'AWSCURRENT'), read(arn, 'AWSPREVIOUS')])
    if (current === undefined) throw new Error('The origin-verify secret has no current value')
    known = { values: previous === undefined ? [current] : [current, previous], readAt: now }
  }
  return known?.values ?? []
}

/** Forgets the values read (tests). */
export function forgetOriginSecret(): void {
  known = undefined
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest()
const matches = (sent: string, values: readonly string[]) => values.some((value) => timingSafeEqual(sha256(sent), sha256(value)))

/**
 * Refuses (403) a request that did not come through the site: the execute-api URL answers anyone
 * who finds it, around WAF and the security headers. Compared in constant time over SHA-256 digests,
 * so neither the time taken nor a length mismatch tells a caller how much of a guess was right.
 */
export async function requireSiteOrigin(
  headers: Readonly<Record<string, string | undefined>>,
  env: NodeJS.ProcessEnv = process.env,
  read: SecretReader = readThroughExtension,
  now: number = Date.now(),
): Promise<void> {
  const value = env[ORIGIN_VERIFY_ENV]
  const arn = env[ORIGIN_VERIFY_ARN_ENV]
  if (value === undefined && arn === undefined) return
  const sent = headers[ORIGIN_VERIFY_HEADER]
  if (sent === undefined) throw new ForbiddenError(DIRECT_CALL_MESSAGE)
  if (value !== undefined) {
    if (!matches(sent, [value])) throw new ForbiddenError(DIRECT_CALL_MESSAGE)
    return
  }
  if (arn === undefined || matches(sent, await acceptedValues(arn, read, now, false))) return
  // A rotation this function has not seen yet: read again (at most every 30 s) before refusing.
  if (!matches(sent, await acceptedValues(arn, read, now, true))) throw new ForbiddenError(DIRECT_CALL_MESSAGE)
}
