import type { Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RouteId } from '../../shared/api/routes'
import { resourcesIn, synthesizedStage } from './testing/test-stage'

interface Statement {
  Action: string | string[]
  Resource: unknown
}

describe('documents: route permissions', () => {
  let statementsOf: (routeId: RouteId) => Statement[]
  let statefulOutputs: Record<string, { Value?: unknown; Export?: { Name: string } }>
  beforeAll(() => {
    const stage = synthesizedStage('dev')
    const policies = resourcesIn(stage, stage.apiAreas, 'AWS::IAM::ManagedPolicy')
    statementsOf = (routeId) => {
      const entry = Object.entries(policies).find(([key]) => key.split('/')[1]?.startsWith(`${routeId}Policy`))
      if (!entry) throw new Error(`No policy for ${routeId}`)
      return entry[1].Properties.PolicyDocument.Statement as Statement[]
    }
    statefulOutputs = stage.templateOf(stage.stateful).findOutputs('*')
  })

  const s3Actions = (routeId: RouteId) =>
    statementsOf(routeId)
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => action.startsWith('s3:') || action.startsWith('kms:'))
      .sort()

  it.each([
    // At the pending-upload cap it sweeps uploads never finished (their files too) before trying again.
    ['createDocument', ['kms:GenerateDataKey', 's3:DeleteObject', 's3:PutObject']],
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

describe('documents: the scheduled sweep of uploads never finished', () => {
  it('runs hourly, as its own function that may only read and remove in the table and delete objects under users/', () => {
    const stage = synthesizedStage('dev')
    const template = stage.templateOf(stage.api)
    const rules = Object.values(template.findResources('AWS::Events::Rule', { Properties: { ScheduleExpression: 'rate(1 hour)' } }))
    expect(rules).toHaveLength(1)
    const functions = template.findResources('AWS::Lambda::Function', {
      Properties: { Description: 'the hourly sweep of document uploads never finished' },
    })
    expect(Object.keys(functions)).toHaveLength(1)
    const [functionId] = Object.keys(functions)
    expect(JSON.stringify(rules[0]?.Properties.Targets)).toContain(`"${functionId ?? 'none'}"`)

    const policies = template.findResources('AWS::IAM::ManagedPolicy')
    const policy = Object.entries(policies).find(([logicalId]) => logicalId.startsWith('JobsSweepUploadsPolicy'))
    const statements = (policy?.[1].Properties.PolicyDocument.Statement ?? []) as Statement[]
    const actions = statements.flatMap((statement) => [statement.Action].flat()).sort()
    expect(actions.filter((action) => action.startsWith('s3:') || action.startsWith('kms:') || action.startsWith('cognito'))).toEqual([
      's3:DeleteObject',
    ])
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:DeleteItem', 'dynamodb:UpdateItem']))
    const objects = statements.find((statement) => [statement.Action].flat().includes('s3:DeleteObject'))
    expect(JSON.stringify(objects?.Resource)).toMatch(/"\/users\/\*"\]\]\}$/)
  })
})

describe('documents bucket CORS', () => {
  const domain = { names: ['remit.example.com'], certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' }
  const corsResources = (template: Template) =>
    Object.values(template.findResources('Custom::AWS')).filter((resource) =>
      JSON.stringify(resource.Properties.Create ?? '').includes('PutBucketCors'),
    )

  it('is set by the Web stack for the site origins only: the CloudFront domain and the custom names', () => {
    const stage = synthesizedStage('dev', { overrides: { domain } })
    const web = stage.templateOf(stage.web)
    const [rule, ...others] = corsResources(web)
    expect(others).toHaveLength(0)
    const create = JSON.stringify(rule?.Properties.Create)
    expect(create).toContain('https://remit.example.com')
    expect(create).toContain('DomainName')
    expect(create).toContain('\\"AllowedMethods\\":[\\"PUT\\",\\"GET\\"]')
    expect(create).not.toContain('\\"*\\"')
    expect(JSON.stringify(rule?.Properties.Delete)).toContain('DeleteBucketCors')
  })

  it('names the CloudFront domain even without a custom domain', () => {
    const stage = synthesizedStage('dev')
    const web = stage.templateOf(stage.web)
    const create = JSON.stringify(corsResources(web)[0]?.Properties.Create)
    expect(create).toContain('https://')
    expect(create).toContain('DomainName')
  })

  it('leaves CORS out of every bucket template, so the Web stack rule is its only owner', () => {
    const stage = synthesizedStage('dev', { overrides: { domain } })
    const all = [stage.stateful, stage.web].flatMap((stack) => Object.values(stage.templateOf(stack).findResources('AWS::S3::Bucket')))
    expect(all.filter((bucket) => bucket.Properties.CorsConfiguration)).toHaveLength(0)
  })

  it('may change the CORS rule of the documents bucket and nothing else', () => {
    const stage = synthesizedStage('dev')
    const web = stage.templateOf(stage.web)
    const policies = Object.values(web.findResources('AWS::IAM::Policy')).map((policy) => JSON.stringify(policy.Properties.PolicyDocument))
    const cors = policies.filter((document) => document.includes('s3:PutBucketCORS'))
    expect(cors).toHaveLength(1)
    expect(cors[0]).not.toMatch(/"Resource":"\*"/)
    expect(cors[0]).toContain('ImportValue')
  })
})
