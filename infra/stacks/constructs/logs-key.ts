import { RemovalPolicy, Stack } from 'aws-cdk-lib'
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import { Key } from 'aws-cdk-lib/aws-kms'
import { Construct } from 'constructs'

export interface LogsKeyProps {
  retainData: boolean
}

/**
 * The customer-managed KMS key that encrypts this stage's CloudWatch log groups (PCI DSS 3.4: request
 * logs carry user ids and masked card data). One key per stage, rotated yearly; CloudWatch Logs may
 * use it only for log groups of this account and region.
 */
export class LogsKey extends Construct {
  readonly key: Key

  constructor(scope: Construct, id: string, props: LogsKeyProps) {
    super(scope, id)
    const { region, account, partition } = Stack.of(this)
    this.key = new Key(this, 'Key', {
      description: 'Encrypts the CloudWatch log groups of one Remit stage',
      enableKeyRotation: true,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
    })
    this.key.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal(`logs.${region}.amazonaws.com`)],
        actions: ['kms:Encrypt*', 'kms:Decrypt*', 'kms:ReEncrypt*', 'kms:GenerateDataKey*', 'kms:Describe*'],
        resources: ['*'],
        conditions: {
          ArnLike: { 'kms:EncryptionContext:aws:logs:arn': `arn:${partition}:logs:${region}:${account}:log-group:*` },
        },
      }),
    )
  }
}
