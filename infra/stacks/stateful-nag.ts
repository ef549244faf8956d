import { acknowledge, functionOwningRole, REASONS } from '../nag'
import type { CountrySeed } from './constructs/country-seed'
import type { StatefulStack } from './stateful-stack'

/** Every cdk-nag finding the stateful stack accepts, and why. */
export function acknowledgeStatefulFindings(stack: StatefulStack, seed: CountrySeed): void {
  acknowledge(seed, { 'PCI.DSS.321-IAMNoInlinePolicy': REASONS.cdkInlinePolicy })
  for (const writer of seed.writers) {
    acknowledge(functionOwningRole(writer.grantPrincipal), {
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]': REASONS.cdkBasicExecutionRole,
      'PCI.DSS.321-LambdaInsideVPC': `AwsCustomResource seeding the countries: ${REASONS.lambdaOutsideVpc}`,
    })
  }

  acknowledge(stack.documentsBucket, {
    'PCI.DSS.321-S3BucketReplicationEnabled':
      'Single-region app by design: documents are KMS-encrypted, versioned (old versions kept 30 days) and retained on ' +
      'prod-like stages; cross-region replication is a disaster-recovery decision tracked for prod.',
  })
  acknowledge(stack.accessLogsBucket, {
    'PCI.DSS.321-S3DefaultEncryptionKMS': REASONS.logBucketSseS3,
    'PCI.DSS.321-S3BucketReplicationEnabled': REASONS.logBucketNoReplication,
  })

  acknowledge(stack.userPool, {
    'AwsSolutions-COG2':
      'MFA not enforced: product decision recorded in the spec sign-in flow (email and password). Passwords follow the spec policy.',
    'AwsSolutions-COG8': 'Plus tier (threat protection) not enabled: its per-user price is not justified before launch; tracked for prod.',
  })
}
