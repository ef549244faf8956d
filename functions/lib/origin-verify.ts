import { createHash, timingSafeEqual } from 'node:crypto'
import { DIRECT_CALL_MESSAGE } from '../../shared/api/route-definition'
import { ForbiddenError } from './errors'

/**
 * The header CloudFront adds to every request it sends to the API origin (infra
 * site-distribution.ts; the local gateway plays CloudFront). CloudFront overwrites a value a viewer
 * sends, so only a request that came through the site carries the right one.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify'

/**
 * The function setting holding the value that header must carry (the stage's origin-verify secret).
 * Unset, the check is off: unit tests, and tools that invoke a handler in-process as a direct
 * Lambda invoke would (which IAM guards in AWS, not this header).
 */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY_SECRET'

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest()

/**
 * Refuses (403) a request that did not come through the site: the execute-api URL answers anyone
 * who finds it, around WAF and the security headers. Compared in constant time over SHA-256 digests,
 * so neither the time taken nor a length mismatch tells a caller how much of a guess was right.
 */
export function requireSiteOrigin(headers: Readonly<Record<string, string | undefined>>, env: NodeJS.ProcessEnv = process.env): void {
  const expected = env[ORIGIN_VERIFY_ENV]
  if (expected === undefined) return
  const sent = headers[ORIGIN_VERIFY_HEADER]
  if (sent === undefined || !timingSafeEqual(sha256(sent), sha256(expected))) throw new ForbiddenError(DIRECT_CALL_MESSAGE)
}
