import { Duration } from 'aws-cdk-lib'
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront'
import type { Construct } from 'constructs'
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY, TRACKING_PAGE_HEADERS } from '../../config/security-headers'

/**
 * The security headers of infra/config/security-headers.ts (the local gateway sends the same ones) on
 * every CloudFront response, SPA and API alike, overriding whatever an origin sent. `tracking`: the
 * recipient's tracking pages' variant, with TRACKING_PAGE_HEADERS over them (no referrer, not indexed).
 */
export function securityHeadersPolicy(scope: Construct, id: string, uploadOrigins: readonly string[] = [], tracking = false): ResponseHeadersPolicy {
  const robots = tracking ? [{ header: 'X-Robots-Tag', value: TRACKING_PAGE_HEADERS['x-robots-tag'] ?? 'noindex', override: true }] : []
  return new ResponseHeadersPolicy(scope, id, {
    comment: tracking ? 'Remit security headers, tracking pages' : 'Remit security headers',
    securityHeadersBehavior: {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: tracking ? HeadersReferrerPolicy.NO_REFERRER : HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(uploadOrigins), override: true },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }, ...robots],
    },
  })
}
