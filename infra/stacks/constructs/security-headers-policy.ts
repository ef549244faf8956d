import { Duration } from 'aws-cdk-lib'
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront'
import type { Construct } from 'constructs'
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY } from '../../config/security-headers'

/**
 * The security headers of infra/config/security-headers.ts (the local gateway sends the same ones) on
 * every CloudFront response, SPA and API alike, overriding whatever an origin sent.
 */
export function securityHeadersPolicy(scope: Construct, id: string, uploadOrigins: readonly string[] = []): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'Remit security headers',
    securityHeadersBehavior: {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(uploadOrigins), override: true },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
    },
  })
}
