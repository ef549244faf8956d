import { Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RouteId } from '../../shared/api/routes'
import { buildTestStage } from './testing/test-stage'

interface Statement {
  Action: string | string[]
  Resource: unknown
}

describe('documents: route permissions', () => {
  let statementsOf: (routeId: RouteId) => Statement[]
  let statefulOutputs: Record<string, { Value?: unknown; Export?: { Name: string } }>
  beforeAll(() => {
    const stage = buildTestStage('dev')
    const policies = Template.fromStack(stage.api).findResources('AWS::IAM::ManagedPolicy')
    statementsOf = (routeId) => {
      const entry = Object.entries(policies).find(([logicalId]) => logicalId.startsWith(`Routes${routeId}Policy`))
      if (!entry) throw new Error(`No policy for ${routeId}`)
      return entry[1].Properties.PolicyDocument.Statement as Statement[]
    }
    statefulOutputs = Template.fromStack(stage.stateful).findOutputs('*')
  })

  const s3Actions = (routeId: RouteId) =>
    statementsOf(routeId)
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => action.startsWith('s3:') || action.startsWith('kms:'))
      .sort()

  it.each([
    ['createDocument', ['kms:GenerateDataKey', 's3:PutObject']],
    ['completeDocument', ['kms:Decrypt', 's3:DeleteObject', 's3:GetObject', 's3:GetObjectVersion', 's3:ListBucket']],
    ['downloadDocument', ['kms:Decrypt', 's3:GetObject', 's3:GetObjectVersion', 's3:ListBucket']],
    ['deleteDocument', ['s3:DeleteObject']],
    ['listDocuments', []],
    ['getMe', []],
  ] as const)('%s may do exactly %j in the documents bucket', (routeId, actions) => {
    expect(s3Actions(routeId)).toEqual([...actions])
  })

  it('reaches objects only under users/, and lists only the documents bucket', () => {
    const objectStatement = statementsOf('completeDocument').find((statement) => [statement.Action].flat().includes('s3:GetObject'))
    expect(JSON.stringify(objectStatement?.Resource)).toMatch(/"\/users\/\*"\]\]\}$/)
    const listStatement = statementsOf('completeDocument').find((statement) => [statement.Action].flat().includes('s3:ListBucket'))
    expect(JSON.stringify(listStatement?.Resource)).not.toContain('*')
  })

  it('imports the bucket ARN through one export (the nag acknowledgement names that export)', () => {
    const arnExports = Object.values(statefulOutputs).filter((output) => {
      const value = JSON.stringify(output.Value)
      return output.Export !== undefined && /^\{"Fn::GetAtt":\["Documents[0-9A-F]{8}","Arn"\]\}$/.test(value)
    })
    expect(arnExports).toHaveLength(1)
  })
})

describe('documents bucket CORS', () => {
  const corsOf = (template: Template) => {
    const buckets = Object.values(template.findResources('AWS::S3::Bucket')).filter((bucket) =>
      JSON.stringify(bucket.Properties.LoggingConfiguration ?? {}).includes('documents/'),
    )
    expect(buckets).toHaveLength(1)
    return buckets[0]?.Properties.CorsConfiguration
  }

  it('allows the site domains only, for PUT uploads and GET downloads', () => {
    const stage = buildTestStage('dev', {
      overrides: {
        domain: { names: ['remit.example.com', 'www.remit.example.com'], certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' },
      },
    })
    expect(corsOf(Template.fromStack(stage.stateful))).toEqual({
      CorsRules: [
        {
          AllowedOrigins: ['https://remit.example.com', 'https://www.remit.example.com'],
          AllowedMethods: ['PUT', 'GET'],
          AllowedHeaders: ['content-type'],
          MaxAge: 3000,
        },
      ],
    })
  })

  it('has no CORS rule without a domain: no origin is allowed rather than any', () => {
    expect(corsOf(Template.fromStack(buildTestStage('dev').stateful))).toBeUndefined()
  })

  it('keeps every other bucket without CORS', () => {
    const stage = buildTestStage('dev', {
      overrides: { domain: { names: ['remit.example.com'], certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' } },
    })
    const all = [stage.stateful, stage.web].flatMap((stack) => Object.values(Template.fromStack(stack).findResources('AWS::S3::Bucket')))
    expect(all.filter((bucket) => bucket.Properties.CorsConfiguration)).toHaveLength(1)
  })
})
