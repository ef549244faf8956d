import { join } from 'node:path'
import { Annotations, Match } from 'aws-cdk-lib/assertions'
import { describe, expect, it } from 'vitest'
import { routeList } from '../../shared/api/routes'
import { REPO_ROOT } from '../repo-root'
import { contentSecurityPolicy, PERMISSIONS_POLICY, TRACKING_PAGE_PATTERN } from '../config/security-headers'
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/origin-verify'
import { API_PATH_PATTERNS } from './constructs/site-distribution'
import { fileAssetSources, stackTemplate, synthesizedStage } from './testing/test-stage'

/** AWS managed CloudFront policies (stable ids). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad'
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac'

describe('web stack', () => {
  const template = stackTemplate('dev', (stage) => stage.web)

  it('sends API paths to the HTTP API, uncached, with every viewer header but Host, over HTTPS only', () => {
    const config = template().findResources('AWS::CloudFront::Distribution')
    const [distribution] = Object.values(config)
    const all: { PathPattern: string }[] = distribution?.Properties.DistributionConfig.CacheBehaviors ?? []
    // The documents' bucket and the tracking pages (the SPA with headers of their own) are not the API.
    const behaviors = all.filter((behavior) => behavior.PathPattern !== '/files/*' && behavior.PathPattern !== TRACKING_PAGE_PATTERN)
    expect(behaviors.map((behavior) => behavior.PathPattern)).toEqual(['/api/*', '/countries*'])
    for (const behavior of behaviors) {
      expect(behavior).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        ViewerProtocolPolicy: 'https-only',
        AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      })
    }
  })

  it('serves document downloads through the site (its security headers, nosniff), passing only the signed query to the bucket', () => {
    const [distribution] = Object.values(template().findResources('AWS::CloudFront::Distribution'))
    const behaviors: Record<string, unknown>[] = distribution?.Properties.DistributionConfig.CacheBehaviors ?? []
    const files = behaviors.find((behavior) => behavior.PathPattern === '/files/*')
    const site = distribution?.Properties.DistributionConfig.DefaultCacheBehavior as Record<string, unknown>
    expect(files).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD'],
      ResponseHeadersPolicyId: site.ResponseHeadersPolicyId,
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    })
    template().hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
      }),
    })
    template().hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({ ContentTypeOptions: { Override: true } }),
      }),
    })
  })

  it('covers every API route path with an API behaviour', () => {
    const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/\*/g, '.*')}$`).test(path)
    for (const route of routeList) {
      expect(
        API_PATH_PATTERNS.some((pattern) => matches(pattern, route.path)),
        route.path,
      ).toBe(true)
    }
  })

  it('falls back to index.html with a viewer-request function, never with error responses', () => {
    template().hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: Match.anyValue() }],
          ViewerProtocolPolicy: 'redirect-to-https',
        }),
        CustomErrorResponses: Match.absent(),
        HttpVersion: 'http2and3',
        PriceClass: 'PriceClass_100',
        Logging: Match.objectLike({ Bucket: Match.anyValue() }),
      }),
    })
    template().hasResourceProperties('AWS::CloudFront::Function', { FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }) })
  })

  it("lets the SPA connect to its own origin and, for uploads, the documents bucket's regional endpoint only", () => {
    const [policy] = Object.values(template().findResources('AWS::CloudFront::ResponseHeadersPolicy'))
    const csp: unknown = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy
    // { 'Fn::Join': ['', [text, <the bucket's regional domain, from the stateful stack>, text]] }
    const parts: unknown[] = (csp as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1]
    const rendered = parts.map((part) => (typeof part === 'string' ? part : '<bucket-domain>')).join('')
    expect(rendered).toBe(contentSecurityPolicy(['https://<bucket-domain>']))
    const tokens = parts.filter((part) => typeof part !== 'string')
    expect(tokens).toHaveLength(1)
    expect(JSON.stringify(tokens[0])).toMatch(/Documents.*RegionalDomainName/)
  })

  it('adds the security headers to every behaviour', () => {
    template().hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Preload: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue(), Override: true },
        },
        CustomHeadersConfig: { Items: [{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }] },
      }),
    })
    const [distribution] = Object.values(template().findResources('AWS::CloudFront::Distribution'))
    const { DefaultCacheBehavior, CacheBehaviors } = distribution?.Properties.DistributionConfig ?? {}
    for (const behavior of [DefaultCacheBehavior, ...CacheBehaviors]) expect(behavior.ResponseHeadersPolicyId).toBeDefined()
  })

  it('serves the private site bucket through origin access control', () => {
    template().resourceCountIs('AWS::CloudFront::OriginAccessControl', 1)
    template().hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Action: 's3:GetObject', Principal: { Service: 'cloudfront.amazonaws.com' } })]),
      },
    })
  })

  it('deploys hashed assets immutable and entry documents no-cache, with an invalidation', () => {
    template().hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    })
    template().hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/index.html', '/prerendered/*'],
    })
  })

  it('deploys only the SPA build: no config.json, which nothing reads', () => {
    const deployments = Object.values(template().findResources('Custom::CDKBucketDeployment'))
    expect(deployments.map((deployment) => deployment.Properties.SourceObjectKeys)).toEqual([[expect.any(String)], [expect.any(String)]])
    expect(JSON.stringify(deployments)).not.toMatch(/config\.json/)
  })

  it("adds the origin-verify header, the stage secret's value, to requests to the API origin only", () => {
    const [distribution] = Object.values(template().findResources('AWS::CloudFront::Distribution'))
    const origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[]; S3OriginConfig?: unknown }[] =
      distribution?.Properties.DistributionConfig.Origins ?? []
    const withHeader = origins.filter((origin) => origin.OriginCustomHeaders)
    expect(withHeader).toHaveLength(1)
    const [header] = withHeader[0]?.OriginCustomHeaders ?? []
    expect(header?.HeaderName).toBe(ORIGIN_VERIFY_HEADER)
    // A dynamic reference to the Stateful stack's secret, resolved by CloudFormation: the value is in no template.
    expect(header?.HeaderValue).toEqual({
      'Fn::Join': ['', ['{{resolve:secretsmanager:', { 'Fn::ImportValue': expect.stringMatching(/OriginVerify/) }, ':SecretString:::}}']],
    })
    const apiBehaviors: { PathPattern: string; TargetOriginId: string }[] = distribution?.Properties.DistributionConfig.CacheBehaviors ?? []
    expect(apiBehaviors.filter((behavior) => behavior.TargetOriginId === withHeader[0]?.Id).map((behavior) => behavior.PathPattern)).toEqual([
      ...API_PATH_PATTERNS,
    ])
  })

  it('publishes no user pool or app client id to the browser (only the API signs in)', () => {
    const deployment = JSON.stringify(template().findResources('Custom::CDKBucketDeployment'))
    expect(deployment).not.toMatch(/UserPool/)
  })

  it('does not build the SPA in tests', () => {
    const stage = synthesizedStage('dev')
    expect(fileAssetSources(stage.app, stage.web)).toContain(join(REPO_ROOT, 'frontend'))
  })
})

describe('web stack with a custom domain', () => {
  it('serves the domain with TLS 1.2 (2021) as the minimum', () => {
    const { web, templateOf } = synthesizedStage('prod', {
      overrides: {
        domain: { names: ['remit.example.com'], certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' },
      },
    })
    templateOf(web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['remit.example.com'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' }),
      }),
    })
  })
})

describe('web stack without a region (environment-agnostic synth)', () => {
  it('keeps the web ACL and the certificate itself, as templates that deploy to us-east-1, and says so', () => {
    const stage = synthesizedStage('prod')
    expect(stage.edge).toBeUndefined()
    const template = stage.templateOf(stage.web)
    const [aclId] = Object.keys(template.findResources('AWS::WAFv2::WebACL'))
    const [certificateId] = Object.keys(template.findResources('AWS::CertificateManager::Certificate'))
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        WebACLId: { 'Fn::GetAtt': [aclId, 'Arn'] },
        Aliases: stage.config.domain?.names,
        ViewerCertificate: { AcmCertificateArn: { Ref: certificateId }, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      }),
    })
    // Annotations re-synthesizes the shared app; its tree is unchanged, so every template read from it still holds.
    const warnings = Annotations.fromStack(stage.web).findWarning('*', Match.stringLikeRegexp('deploys correctly only to us-east-1'))
    expect(warnings).toHaveLength(1)
  })

  it('has no web ACL, and no warning, on dev unless the stage turns WAF on', () => {
    const dev = synthesizedStage('dev')
    expect(Object.keys(dev.templateOf(dev.web).findResources('AWS::WAFv2::WebACL'))).toHaveLength(0)
    expect(Annotations.fromStack(dev.web).findWarning('*', Match.anyValue())).toHaveLength(0)
    const { web, templateOf } = synthesizedStage('dev', { overrides: { waf: { rateLimitPer5Min: 500, mode: 'block' } } })
    templateOf(web).hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([Match.objectLike({ Statement: { RateBasedStatement: Match.objectLike({ Limit: 500 }) } })]),
    })
  })
})
