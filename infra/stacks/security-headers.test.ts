import { describe, expect, it } from 'vitest'
import { TRACKING_PAGE_HEADERS, TRACKING_PAGE_PATTERN } from '../config/security-headers'
import { securityHeaderProblems } from '../local/testing/security-header-rules'
import { stackTemplate } from './testing/test-stage'

/**
 * The security headers CloudFront adds, read from the synthesized template of each shared stage and
 * held to the same rules as the local gateway's answers (infra/local/testing/security-header-rules.ts):
 * one response headers policy, strict, overriding whatever an origin sends, on every behaviour
 * (the SPA and the API paths alike) but the recipient's tracking pages, whose variant adds
 * TRACKING_PAGE_HEADERS (no referrer, not indexed) to the same rules.
 */

interface PolicyConfig {
  SecurityHeadersConfig: {
    ContentSecurityPolicy: { ContentSecurityPolicy: unknown; Override: boolean }
    StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains?: boolean; Preload?: boolean; Override: boolean }
    ContentTypeOptions: { Override: boolean }
    FrameOptions: { FrameOption: string; Override: boolean }
    ReferrerPolicy: { ReferrerPolicy: string; Override: boolean }
  }
  CustomHeadersConfig?: { Items: { Header: string; Value: string; Override: boolean }[] }
}

/** A CloudFormation string: a literal, or an Fn::Join whose tokens (the bucket's domain) become `<token>`. */
function render(value: unknown): string {
  if (typeof value === 'string') return value
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join']
  if (!join) return '<token>'
  return join[1].map((part) => (typeof part === 'string' ? part : '<token>')).join(join[0])
}

/** The headers a policy makes CloudFront send, by lower-case name, and whether each overrides the origin's. */
function headersOf(config: PolicyConfig): { headers: Record<string, string>; overrides: Record<string, boolean> } {
  const s = config.SecurityHeadersConfig
  const hsts = s.StrictTransportSecurity
  const headers: Record<string, string> = {
    'content-security-policy': render(s.ContentSecurityPolicy.ContentSecurityPolicy),
    'strict-transport-security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': s.FrameOptions.FrameOption,
    'referrer-policy': s.ReferrerPolicy.ReferrerPolicy,
  }
  const overrides: Record<string, boolean> = {
    'content-security-policy': s.ContentSecurityPolicy.Override,
    'strict-transport-security': hsts.Override,
    'x-content-type-options': s.ContentTypeOptions.Override,
    'x-frame-options': s.FrameOptions.Override,
    'referrer-policy': s.ReferrerPolicy.Override,
  }
  for (const item of config.CustomHeadersConfig?.Items ?? []) {
    headers[item.Header.toLowerCase()] = item.Value
    overrides[item.Header.toLowerCase()] = item.Override
  }
  return { headers, overrides }
}

describe.each(['dev', 'prod'])('CloudFront security headers (%s)', (stage) => {
  const template = stackTemplate(stage, (built) => built.web)

  /** The two policies by logical id: the site's and the tracking pages' (its comment says which). */
  function policies() {
    const all = Object.entries(template().findResources('AWS::CloudFront::ResponseHeadersPolicy'))
    const isTracking = ([, resource]: (typeof all)[number]) =>
      String((resource.Properties.ResponseHeadersPolicyConfig as { Comment?: string }).Comment).includes('tracking')
    return { all, site: all.filter((entry) => !isTracking(entry)), tracking: all.filter(isTracking) }
  }

  it('are strict: own origin only, no inline script, HSTS, nosniff, no framing, Referrer- and Permissions-Policy', () => {
    const { all, site, tracking } = policies()
    expect(all).toHaveLength(2)
    expect(site).toHaveLength(1)
    expect(tracking).toHaveLength(1)
    for (const [, policy] of all) {
      const { headers, overrides } = headersOf(policy.Properties.ResponseHeadersPolicyConfig as PolicyConfig)
      // The one origin connect-src may add: the documents bucket's regional endpoint, for presigned uploads.
      expect(
        securityHeaderProblems(
          (name) => headers[name],
          (origin) => origin === 'https://<token>',
        ),
      ).toEqual([])
      expect(overrides).toEqual(Object.fromEntries(Object.keys(headers).map((name) => [name, true])))
    }
    const trackingHeaders = headersOf(tracking[0]?.[1].Properties.ResponseHeadersPolicyConfig as PolicyConfig).headers
    expect(trackingHeaders['referrer-policy']).toBe(TRACKING_PAGE_HEADERS['referrer-policy'])
    expect(trackingHeaders['x-robots-tag']).toBe(TRACKING_PAGE_HEADERS['x-robots-tag'])
  })

  it('are on every behaviour, the API paths included; the tracking pages with their variant', () => {
    const { site, tracking } = policies()
    const [distribution] = Object.values(template().findResources('AWS::CloudFront::Distribution'))
    const { DefaultCacheBehavior, CacheBehaviors = [] } = distribution?.Properties.DistributionConfig ?? {}
    const behaviors: { PathPattern?: string; ResponseHeadersPolicyId?: unknown }[] = [DefaultCacheBehavior, ...CacheBehaviors]
    const expected = (pattern: string) => ({ Ref: (pattern === TRACKING_PAGE_PATTERN ? tracking : site)[0]?.[0] })
    expect(behaviors.map((b) => [b.PathPattern ?? 'default', b.ResponseHeadersPolicyId])).toEqual(
      behaviors.map((b) => [b.PathPattern ?? 'default', expected(b.PathPattern ?? 'default')]),
    )
    expect(behaviors.map((b) => b.PathPattern ?? 'default')).toEqual(expect.arrayContaining(['default', '/api/*', TRACKING_PAGE_PATTERN]))
  })
})
