import { describe, expect, it } from 'vitest'
import { synthesizedStage } from './testing/test-stage'

describe('every S3 bucket of a stage', () => {
  const stage = synthesizedStage('dev')
  const templates = [stage.stateful, stage.api, stage.web].map((stack) => stage.templateOf(stack))
  const buckets = templates.flatMap((template) => {
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'))
    return Object.entries(template.findResources('AWS::S3::Bucket')).map(([logicalId, bucket]) => ({
      logicalId,
      bucket,
      policy: policies.find((policy) => policy.Properties.Bucket?.Ref === logicalId),
    }))
  })

  it('exists (sanity: documents, access logs, site, CloudFront logs)', () => {
    expect(buckets).toHaveLength(4)
  })

  it.each(buckets.map((entry) => [entry.logicalId, entry] as const))('%s blocks all public access', (_id, { bucket }) => {
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    })
  })

  it.each(buckets.map((entry) => [entry.logicalId, entry] as const))('%s denies requests without TLS', (_id, { policy }) => {
    expect(policy?.Properties.PolicyDocument.Statement).toEqual(
      expect.arrayContaining([expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
    )
  })

  it.each(buckets.map((entry) => [entry.logicalId, entry] as const))('%s is encrypted and versioned', (_id, { bucket }) => {
    expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration).toHaveLength(1)
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' })
  })
})
