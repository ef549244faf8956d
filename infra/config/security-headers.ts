/**
 * The security headers every HTML and asset answer carries: CloudFront's response headers policy and
 * the local gateway both use these values, so what is tested locally is what ships.
 */
/**
 * The Content-Security-Policy. `uploadOrigins` are the documents bucket's origins: the browser PUTs
 * a document's bytes straight to a presigned URL there (docs/architecture.md, Documents), which
 * `connect-src 'self'` alone would block.
 */
export function contentSecurityPolicy(uploadOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...uploadOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The policy without an upload origin. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy()

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self), usb=()'

export const HSTS_MAX_AGE_SECONDS = 63_072_000

/** As plain headers, for servers that set them directly (the local gateway, with its s3rver origin). */
export function securityHeaders(uploadOrigins: readonly string[] = []): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(uploadOrigins),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  }
}

/**
 * The recipient's tracking pages (`/track/<token>`): the token in the address is the only key to
 * the page, so it is kept out of search engines and out of any Referer, whatever the page's own
 * meta tags say. Added to {@link securityHeaders} on those paths (CloudFront: a behaviour of its own).
 */
export const TRACKING_PAGE_PATTERN = '/track/*'
export const TRACKING_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
}
