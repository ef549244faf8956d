import { Match } from 'aws-cdk-lib/assertions'
import { describe, expect, it } from 'vitest'
import { GLOBAL_INDEXES, KEY_ATTRIBUTES, STREAM_VIEW_TYPE, TABLE_KEY, TTL_ATTRIBUTE } from '../../functions/model/table-definition'
import { DESTINATIONS } from '../../shared/countries/destinations'
import { stackTemplate, synthesizedStage } from './testing/test-stage'

describe('stateful stack (dev)', () => {
  const template = stackTemplate('dev', (stage) => stage.stateful)

  it('builds the table from table-definition.ts: string keys, on-demand, PITR, TTL, a stream of old and new images', () => {
    template().resourceCountIs('AWS::DynamoDB::Table', 1)
    template().hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayEquals(KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      StreamSpecification: { StreamViewType: STREAM_VIEW_TYPE },
    })
  })

  it('has exactly the global indexes of table-definition.ts, projecting all attributes', () => {
    template().hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: GLOBAL_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    })
  })

  it('seeds every destination country with BatchWriteItem, allowed on the table only', () => {
    const seeds = Object.values(template().findResources('Custom::AWS'))
    const createCalls = JSON.stringify(seeds.map((seed) => seed.Properties.Create))
    for (const country of DESTINATIONS) expect(createCalls).toContain(`{\\"S\\":\\"${country.countryName}\\"}`)
    expect(createCalls).toContain('BatchWriteItem')
    template().hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          { Action: 'dynamodb:BatchWriteItem', Effect: 'Allow', Resource: { 'Fn::GetAtt': [Match.stringLikeRegexp('^DataTable'), 'Arn'] } },
        ],
      },
    })
  })

  it('applies the spec password policy; only our API creates users, who sign in by email', () => {
    template().hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameAttributes: ['email'],
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    })
  })

  it('gives the SPA a public client: no secret, revocable tokens, 1 h access, 30 d refresh', () => {
    template().hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes', RefreshToken: 'minutes' }),
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    })
  })

  it('encrypts documents with a rotated KMS key and logs their access', () => {
    template().hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          Match.objectLike({ ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: Match.anyValue() } }),
        ],
      },
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: 'documents/' },
    })
    const keys = Object.values(template().findResources('AWS::KMS::Key'))
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) expect(key.Properties.EnableKeyRotation).toBe(true)
  })

  it('lets a dev stage be destroyed', () => {
    template().hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete', Properties: Match.objectLike({ DeletionProtectionEnabled: false }) })
    template().hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Delete', Properties: Match.objectLike({ DeletionProtection: 'INACTIVE' }) })
  })
})

describe('stateful stack (prod)', () => {
  it('retains and deletion-protects the table, pool, buckets and keys, and is termination-protected', () => {
    const { stateful, templateOf } = synthesizedStage('prod')
    const template = templateOf(stateful)
    expect(stateful.terminationProtection).toBe(true)
    // RETAIN_ON_UPDATE_OR_DELETE: kept, except when the create that made them rolls back.
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    })
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'RetainExceptOnCreate',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    })
    for (const type of ['AWS::S3::Bucket', 'AWS::KMS::Key']) {
      for (const resource of Object.values(template.findResources(type))) expect(resource.DeletionPolicy).toBe('RetainExceptOnCreate')
    }
    // No auto-delete of objects on a stage that keeps its data.
    template.resourceCountIs('Custom::S3AutoDeleteObjects', 0)
  })
})
