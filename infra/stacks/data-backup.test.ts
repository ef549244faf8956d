import { Match } from 'aws-cdk-lib/assertions'
import { describe, expect, it } from 'vitest'
import { FIVE_YEARS_IN_DAYS } from '../config/stages'
import { S3_BACKUP_POLICIES } from './constructs/data-backup'
import { stackTemplate, synthesizedStage } from './testing/test-stage'

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string }

describe('AWS Backup of the records (prod)', () => {
  const template = stackTemplate('prod', (stage) => stage.stateful)

  it('keeps a KMS-encrypted vault that outlives the stack, without a fixed name, and refuses early deletion', () => {
    const vaults = Object.values(template().findResources('AWS::Backup::BackupVault')) as Resource[]
    expect(vaults).toHaveLength(1)
    const vault = vaults[0] as Resource
    expect(vault.DeletionPolicy).toBe('RetainExceptOnCreate')
    expect(vault.UpdateReplacePolicy).toBe('Retain')
    // Unique per stack creation: the stack id's UUID, never a literal that a retained vault would hold.
    expect(vault.Properties.BackupVaultName).toEqual({
      'Fn::Join': ['-', ['remit-backup', { 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] }]],
    })
    expect(vault.Properties.EncryptionKeyArn).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^BackupKey/), 'Arn'] })
    expect(vault.Properties.AccessPolicy).toMatchObject({
      Statement: [{ Effect: 'Deny', Principal: { AWS: '*' }, Action: expect.arrayContaining(['backup:DeleteRecoveryPoint']) }],
    })
    template().hasResource('AWS::KMS::Key', {
      Properties: Match.objectLike({ Description: Match.stringLikeRegexp('AWS Backup'), EnableKeyRotation: true }),
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
    })
  })

  it('backs up daily for 35 days and monthly for five years', () => {
    template().hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanName: 'remit-prod-records',
        BackupPlanRule: [
          Match.objectLike({ RuleName: 'Daily', ScheduleExpression: 'cron(0 5 * * ? *)', Lifecycle: { DeleteAfterDays: 35 } }),
          Match.objectLike({ RuleName: 'Monthly', ScheduleExpression: 'cron(0 5 1 * ? *)', Lifecycle: { DeleteAfterDays: FIVE_YEARS_IN_DAYS } }),
        ],
      },
    })
  })

  it('selects the table and the documents bucket, with a role that can back up and restore both', () => {
    template().hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: {
        Resources: [{ 'Fn::GetAtt': [Match.stringLikeRegexp('^DataTable'), 'Arn'] }, { 'Fn::GetAtt': [Match.stringLikeRegexp('^Documents'), 'Arn'] }],
        IamRoleArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^BackupRole'), 'Arn'] },
      },
    })
    // AWS Backup copies a bucket only while it is versioned.
    template().hasResourceProperties('AWS::S3::Bucket', { VersioningConfiguration: { Status: 'Enabled' }, BucketEncryption: Match.objectLike({}) })
    const [role] = Object.values(
      template().findResources('AWS::IAM::Role', { Properties: { Description: Match.stringLikeRegexp('^Backs up') } }),
    ) as Resource[]
    const policies = JSON.stringify(role?.Properties.ManagedPolicyArns)
    for (const policy of [
      ...S3_BACKUP_POLICIES,
      'service-role/AWSBackupServiceRolePolicyForBackup',
      'service-role/AWSBackupServiceRolePolicyForRestores',
    ]) {
      expect(policies).toContain(`:iam::aws:policy/${policy}"`)
    }
  })
})

describe('AWS Backup elsewhere', () => {
  it('makes no plan for dev (PITR and versioning remain)', () => {
    const stage = synthesizedStage('dev')
    const template = stage.templateOf(stage.stateful)
    template.resourceCountIs('AWS::Backup::BackupVault', 0)
    template.resourceCountIs('AWS::Backup::BackupPlan', 0)
    template.hasResourceProperties('AWS::DynamoDB::Table', { PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })
  })
})
