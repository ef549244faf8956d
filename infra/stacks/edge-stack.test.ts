import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Match, type Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_WAF_RATE_LIMIT, WAF_REGION } from '../config/stages'
import { synthesizedStage, type SynthesizedStage } from './testing/test-stage'

const IN_EU = { env: { account: '123456789012', region: 'eu-west-1' } }
const MANAGED_RULE_SETS = ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']

interface WebAclRule {
  Name: string
  Action?: unknown
  OverrideAction?: unknown
  Statement: Record<string, unknown>
}

const webAclRules = (template: Template): WebAclRule[] => {
  const acls = Object.values(template.findResources('AWS::WAFv2::WebACL'))
  expect(acls).toHaveLength(1)
  return (acls[0]?.Properties as { Rules: WebAclRule[] }).Rules
}

describe('prod deployed to eu-west-1', () => {
  let stage: SynthesizedStage
  let edge: Template
  let web: Template
  let nagReport: { pluginReports: { pluginName: string; violations: { ruleName: string }[] }[] }
  beforeAll(() => {
    // With the rule packs, as `cdk synth` runs them: the synth throws on any unacknowledged error.
    stage = synthesizedStage('prod', { nag: true, overrides: IN_EU })
    nagReport = JSON.parse(readFileSync(join(stage.assembly.directory, 'validation-report.json'), 'utf8'))
    if (!stage.edge) throw new Error('prod in eu-west-1 has no Edge stack')
    edge = stage.templateOf(stage.edge)
    web = stage.templateOf(stage.web)
  })

  it('makes the Edge stack in us-east-1 and keeps the rest of the stage in eu-west-1', () => {
    expect(stage.edge?.stackName).toBe('Remit-prod-Edge')
    expect(stage.edge?.region).toBe(WAF_REGION)
    const rest = [stage.mail, stage.stateful, ...stage.apiAreas, stage.api, stage.events, stage.web]
    expect(rest.map((stack) => stack.region)).toEqual(rest.map(() => 'eu-west-1'))
  })

  it('puts a blocking CloudFront web ACL there: per-IP rate limit, then the common and known-bad-inputs rule sets', () => {
    const [properties] = Object.values(edge.findResources('AWS::WAFv2::WebACL')).map((acl) => acl.Properties)
    expect(properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } })
    const rules = webAclRules(edge)
    expect(rules.map((rule) => rule.Name)).toEqual(['RateLimitPerIp', ...MANAGED_RULE_SETS])
    expect(rules[0]).toMatchObject({
      Action: { Block: {} },
      Statement: { RateBasedStatement: { Limit: DEFAULT_WAF_RATE_LIMIT, AggregateKeyType: 'IP' } },
    })
    for (const rule of rules.slice(1)) expect(rule.OverrideAction).toEqual({ None: {} })
    web.resourceCountIs('AWS::WAFv2::WebACL', 0)
  })

  it('logs every request to a retained, KMS-encrypted group named uniquely per stack creation, without the bearer token', () => {
    const [logicalId] = Object.keys(edge.findResources('AWS::WAFv2::WebACL'))
    const [keyId] = Object.keys(edge.findResources('AWS::KMS::Key'))
    edge.hasResource('AWS::Logs::LogGroup', {
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        // WAF's required prefix, then the stack id's UUID: a group kept by a failed create never blocks the retry.
        LogGroupName: { 'Fn::Join': ['', ['aws-waf-logs-remit-prod-', { 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] }]] },
        KmsKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] },
      }),
    })
    edge.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      ResourceArn: { 'Fn::GetAtt': [logicalId, 'Arn'] },
      RedactedFields: [{ SingleHeader: { Name: 'authorization' } }],
    })
  })

  it("requests the domain's certificate there, validated by DNS", () => {
    edge.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: stage.config.domain?.names[0],
      ValidationMethod: 'DNS',
    })
  })

  it('serves the domain with TLSv1.2_2021, the web ACL and the certificate read across regions', () => {
    const [distribution] = Object.values(web.findResources('AWS::CloudFront::Distribution'))
    const config = distribution?.Properties.DistributionConfig
    expect(config.Aliases).toEqual(stage.config.domain?.names)
    expect(config.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' })
    const [readerId] = Object.keys(web.findResources('Custom::CrossRegionExportReader'))
    expect(config.WebACLId).toEqual({ 'Fn::GetAtt': [readerId, expect.stringMatching(/^\/cdk\/exports\/Remit-prod-Web\/.*WafWebAcl/)] })
    expect(config.ViewerCertificate.AcmCertificateArn).toEqual({ 'Fn::GetAtt': [readerId, expect.stringMatching(/Certificate/)] })
    edge.resourceCountIs('Custom::CrossRegionExportWriter', 1)
  })

  it('passes cdk-nag with nothing left unacknowledged, the Edge stack included', () => {
    const violations = nagReport.pluginReports.flatMap((plugin) => plugin.violations.map((violation) => `${plugin.pluginName} ${violation.ruleName}`))
    expect(violations).toEqual([])
    expect(nagReport.pluginReports.map((plugin) => plugin.pluginName)).toEqual(expect.arrayContaining(['AwsSolutions', 'PCI.DSS.321']))
  })
})

describe('the Edge stack on other stages', () => {
  it('counts, never blocks, on staging', () => {
    const stage = synthesizedStage('staging', { overrides: IN_EU })
    if (!stage.edge) throw new Error('staging in eu-west-1 has no Edge stack')
    const template = stage.templateOf(stage.edge)
    const rules = webAclRules(template)
    expect(rules[0]?.Action).toEqual({ Count: {} })
    for (const rule of rules.slice(1)) expect(rule.OverrideAction).toEqual({ Count: {} })
    // No domain on staging: nothing to certify.
    template.resourceCountIs('AWS::CertificateManager::Certificate', 0)
  })

  it('is not made when the stage needs nothing from us-east-1 (dev; or its own certificate and no WAF)', () => {
    expect(synthesizedStage('dev', { overrides: IN_EU }).edge).toBeUndefined()
    const ownCertificate = synthesizedStage('prod', {
      overrides: {
        ...IN_EU,
        waf: undefined,
        domain: { names: ['remit.example'], certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' },
      },
    })
    expect(ownCertificate.edge).toBeUndefined()
    ownCertificate.templateOf(ownCertificate.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        ViewerCertificate: Match.objectLike({ AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' }),
      }),
    })
  })

  it('uses plain stack exports when the app is in us-east-1 too', () => {
    const stage = synthesizedStage('prod', { overrides: { env: { region: WAF_REGION } } })
    const web = stage.templateOf(stage.web)
    web.resourceCountIs('Custom::CrossRegionExportReader', 0)
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::ImportValue': Match.stringLikeRegexp('^Remit-prod-Edge:') } }),
    })
  })
})
