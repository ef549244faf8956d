import { Stack } from 'aws-cdk-lib'
import { Template } from 'aws-cdk-lib/assertions'
import { describe, expect, it } from 'vitest'
import { synthesizedStage } from './testing/test-stage'

interface TemplateResource {
  Type: string
  DeletionPolicy?: string
  UpdateReplacePolicy?: string
  Properties?: Record<string, unknown>
}

const KEEPING_POLICIES = new Set(['Retain', 'RetainExceptOnCreate', 'Snapshot'])

/**
 * A top-level `…Name` property (LogGroupName, BucketName, TableName, UserPoolName, a secret's Name…)
 * that would be the same on the next create: a literal, or a token not derived from the stack id.
 */
function fixedNames(properties: Record<string, unknown> = {}): string[] {
  return Object.entries(properties)
    .filter(([key]) => /Name$/.test(key))
    .filter(([, value]) => typeof value === 'string' || !JSON.stringify(value).includes('AWS::StackId'))
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
}

/**
 * Every resource a stage keeps when it is deleted or replaced must:
 * - be `RetainExceptOnCreate` (RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE), not `Retain`: a failed
 *   first deploy then deletes what it made, instead of leaving orphans that block the retry;
 * - have UpdateReplacePolicy `Retain`: a replacement never deletes the old copy's data;
 * - have no fixed physical name: a copy kept by a deleted or failed stack would make the next
 *   create fail with "already exists". A name derived from AWS::StackId is new on every create.
 */
function problemsOf(template: Template): string[] {
  return Object.entries(template.toJSON().Resources as Record<string, TemplateResource>).flatMap(([logicalId, resource]) => {
    const kept = KEEPING_POLICIES.has(resource.DeletionPolicy ?? '') || KEEPING_POLICIES.has(resource.UpdateReplacePolicy ?? '')
    if (!kept) return []
    const problems = [
      ...(resource.DeletionPolicy === 'RetainExceptOnCreate' ? [] : [`DeletionPolicy ${resource.DeletionPolicy ?? 'Delete'}`]),
      ...(resource.UpdateReplacePolicy === 'Retain' ? [] : [`UpdateReplacePolicy ${resource.UpdateReplacePolicy ?? 'Delete'}`]),
      ...fixedNames(resource.Properties).map((name) => `fixed name ${name}`),
    ]
    return problems.map((problem) => `${logicalId} (${resource.Type}): ${problem}`)
  })
}

describe.each(['dev', 'staging', 'prod'])('retained resources of the %s stage', (stageName) => {
  // With a region, so the Edge stack (us-east-1) is part of the stage.
  const stage = synthesizedStage(stageName, { overrides: { env: { account: '123456789012', region: 'eu-west-1' } } })
  const stacks = stage.app.node.children.filter(Stack.isStack)

  it('are found in every stack of the stage', () => {
    expect(stacks.map((stack) => stack.stackName)).toEqual(expect.arrayContaining([`Remit-${stageName}-Stateful`, `Remit-${stageName}-Web`]))
  })

  it.each(stacks.map((stack) => [stack.stackName, stack] as const))(
    '%s: kept unless their own create fails, kept on replacement, and never under a fixed name',
    (_name, stack) => {
      expect(problemsOf(stage.templateOf(stack))).toEqual([])
    },
  )
})

describe('the retained-resource rule', () => {
  it('catches a plain Retain, a missing UpdateReplacePolicy and a fixed name', () => {
    const template = Template.fromJSON({
      Resources: {
        Old: { Type: 'AWS::Logs::LogGroup', DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain', Properties: {} },
        Half: { Type: 'AWS::S3::Bucket', DeletionPolicy: 'RetainExceptOnCreate', Properties: {} },
        Named: {
          Type: 'AWS::Logs::LogGroup',
          DeletionPolicy: 'RetainExceptOnCreate',
          UpdateReplacePolicy: 'Retain',
          Properties: { LogGroupName: 'aws-waf-logs-remit-prod' },
        },
        Unique: {
          Type: 'AWS::Logs::LogGroup',
          DeletionPolicy: 'RetainExceptOnCreate',
          UpdateReplacePolicy: 'Retain',
          Properties: {
            LogGroupName: { 'Fn::Join': ['', ['aws-waf-logs-', { 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] }]] },
          },
        },
        Stateless: { Type: 'AWS::Lambda::Function', Properties: { FunctionName: 'fixed' } },
      },
    })
    expect(problemsOf(template)).toEqual([
      'Old (AWS::Logs::LogGroup): DeletionPolicy Retain',
      'Half (AWS::S3::Bucket): UpdateReplacePolicy Delete',
      'Named (AWS::Logs::LogGroup): fixed name LogGroupName="aws-waf-logs-remit-prod"',
    ])
  })
})
