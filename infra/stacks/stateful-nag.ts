import { acknowledge, functionOwningRole, REASONS } from '../nag'
import type { IConstruct } from 'constructs'
import type { CountrySeed } from './constructs/country-seed'

/** What of the stateful stack its findings are about (the stack itself passes as this). */
export interface StatefulFindingsSubjects {
  documentsBucket: IConstruct
  accessLogsBucket: IConstruct
  userPool: IConstruct
  originVerifySecret: IConstruct
}

/** Every cdk-nag finding the stateful stack accepts, and why. */
export function acknowledgeStatefulFindings(stack: StatefulFindingsSubjects, seed: CountrySeed): void {
  acknowledge(seed, { 'PCI.DSS.321-IAMNoInlinePolicy': REASONS.cdkInlinePolicy })
  for (const writer of seed.writers) {
    acknowledge(functionOwningRole(writer.grantPrincipal), {
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]': REASONS.cdkBasicExecutionRole,
      'PCI.DSS.321-LambdaInsideVPC': `AwsCustomResource seeding the countries: ${REASONS.lambdaOutsideVpc}`,
    })
  }

  acknowledge(stack.documentsBucket, {
    'PCI.DSS.321-S3BucketReplicationEnabled':
      'Single-region app by design, no cross-region replication on any stage (docs/operations.md, "Disaster recovery"): ' +
      'documents are KMS-encrypted, versioned (old versions kept 30 days) and retained on prod-like stages, and on prod ' +
      'AWS Backup copies the bucket daily in the same region. A regional outage loses access to them until the region ' +
      'returns; a lost region loses what was uploaded since the last backup, which is in that region too.',
  })
  acknowledge(stack.accessLogsBucket, {
    'PCI.DSS.321-S3DefaultEncryptionKMS': REASONS.logBucketSseS3,
    'PCI.DSS.321-S3BucketReplicationEnabled': REASONS.logBucketNoReplication,
  })

  acknowledge(stack.userPool, {
    'AwsSolutions-COG2':
      'MFA is optional in the pool (authenticator apps only) because customers choose whether to enrol; staff are held to it ' +
      'by the API, which refuses every admin route and staff powers until the account has enrolled (functions/lib/route.ts).',
    'AwsSolutions-COG8':
      'Lite plan on purpose (docs/operations.md, "Cost"): Plus bills every active user with no free tier, about $10,000 a month ' +
      "at 1M transfers against $2,700 for Lite, and its adaptive authentication would need the API to forward each sign-in's " +
      "context data (not built). Password guessing is held by the API's attempt limits, the sign-in route throttle and WAF.",
  })

  acknowledge(stack.originVerifySecret, {
    'AwsSolutions-SMG4':
      'Origin-verify header value, rotated by hand, not on a schedule: CloudFront can only send a custom origin header it ' +
      'holds in its distribution config, which takes the value at deploy, so a rotation is two steps (rotate the secret, ' +
      'then deploy the Web stack) and an automatic one would leave CloudFront on the old value until someone deploys. The ' +
      'route functions read it at run time by ARN and accept the current and the previous version, so those two steps ' +
      'refuse no request (docs/operations.md). Its leak only lets a caller reach the API around WAF and the security ' +
      'headers; every route still authenticates.',
    'PCI.DSS.321-SecretsManagerUsingKMSKey':
      'Origin-verify header value, not cardholder data nor a credential to any: the AWS managed key encrypts it, and a ' +
      'customer-managed key would not narrow who can read it (the distribution config and the functions carry the value).',
  })
}
