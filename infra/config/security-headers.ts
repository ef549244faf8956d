/**
 * The security headers every HTML and asset answer carries: CloudFront's response headers policy and
 * the local gateway both use these values, so what is tested locally is what ships.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self), usb=()'

export const HSTS_MAX_AGE_SECONDS = 63_072_000

/** As plain headers, for servers that set them directly (the local gateway). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
}
