/**
 * The security headers the hardening issue asks for, as rules checked against real answers (the
 * local gateway) and the synthesized CloudFront policy alike — written out here, not read from
 * infra/config/security-headers.ts, so a weakened policy there fails both tests:
 *
 * - Content-Security-Policy: own origin only (`'self'`, `'none'`; `data:` images; the documents
 *   bucket's origin in connect-src only, for presigned uploads), no inline or eval'd script
 *   (script-src exactly `'self'`), frame-ancestors `'none'`, object-src `'none'`;
 * - Strict-Transport-Security for at least a year, subdomains included;
 * - X-Content-Type-Options nosniff (and X-Frame-Options DENY for old browsers);
 * - Referrer-Policy that never sends a path cross-origin;
 * - Permissions-Policy switching off camera, microphone and geolocation.
 */

const REFERRER_POLICIES = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'])
const REQUIRED_DIRECTIVES = ['default-src', 'script-src', 'style-src', 'connect-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors']

/** The directives of a policy: name → sources. */
function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

function cspProblems(policy: string | undefined, isUploadOrigin: (source: string) => boolean): string[] {
  if (!policy) return ['no Content-Security-Policy']
  const problems: string[] = []
  const directives = parseCsp(policy)
  for (const name of REQUIRED_DIRECTIVES) if (!directives.has(name)) problems.push(`CSP has no ${name}`)
  for (const [name, sources] of directives) {
    for (const source of sources) {
      const allowed =
        source === "'self'" ||
        source === "'none'" ||
        (source === 'data:' && (name === 'img-src' || name === 'font-src')) ||
        (name === 'connect-src' && isUploadOrigin(source))
      if (!allowed) problems.push(`CSP ${name} allows ${source}`)
    }
  }
  if (directives.get('script-src')?.join(' ') !== "'self'")
    problems.push(`CSP script-src is not exactly 'self': ${directives.get('script-src')?.join(' ')}`)
  if (directives.get('frame-ancestors')?.join(' ') !== "'none'") problems.push("CSP frame-ancestors is not 'none'")
  if (directives.get('object-src')?.join(' ') !== "'none'") problems.push("CSP object-src is not 'none'")
  return problems
}

/**
 * Everything wrong with a set of security headers (an empty list: all present and strict).
 * `header(name)` reads one header by its lower-case name; `isUploadOrigin` says which origin
 * connect-src may add for document uploads.
 */
export function securityHeaderProblems(
  header: (name: string) => string | null | undefined,
  isUploadOrigin: (source: string) => boolean = () => false,
): string[] {
  const problems = cspProblems(header('content-security-policy') ?? undefined, isUploadOrigin)
  const hsts = header('strict-transport-security') ?? ''
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0)
  if (maxAge < 31_536_000) problems.push(`HSTS max-age ${maxAge} is under a year`)
  if (!/includeSubDomains/i.test(hsts)) problems.push('HSTS does not include subdomains')
  if (header('x-content-type-options') !== 'nosniff') problems.push(`X-Content-Type-Options is ${header('x-content-type-options')}`)
  if (header('x-frame-options') !== 'DENY') problems.push(`X-Frame-Options is ${header('x-frame-options')}`)
  if (!REFERRER_POLICIES.has(header('referrer-policy') ?? '')) problems.push(`Referrer-Policy is ${header('referrer-policy')}`)
  const permissions = header('permissions-policy') ?? ''
  for (const feature of ['camera', 'microphone', 'geolocation']) {
    if (!new RegExp(`(^|[,\\s])${feature}=\\(\\)`).test(permissions)) problems.push(`Permissions-Policy does not switch off ${feature}`)
  }
  return problems
}
