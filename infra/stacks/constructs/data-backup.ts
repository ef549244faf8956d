import { Aws, CfnOutput, Duration, Fn, RemovalPolicy } from 'aws-cdk-lib'
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault, type BackupSelection } from 'aws-cdk-lib/aws-backup'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import { Schedule } from 'aws-cdk-lib/aws-events'
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import { Key } from 'aws-cdk-lib/aws-kms'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { Construct } from 'constructs'

export interface DataBackupProps {
  stage: string
  /** Days each daily backup is kept. */
  dailyRetentionDays: number
  /** Days each monthly backup (the 1st of the month) is kept. */
  monthlyRetentionDays: number
  table: ITable
  /** Must be versioned: AWS Backup copies S3 buckets only with versioning on. */
  bucket: IBucket
}

/** The S3 side of the backup role: the general AWSBackupServiceRolePolicyForBackup has no S3 permissions. */
export const S3_BACKUP_POLICIES = ['AWSBackupServiceRolePolicyForS3Backup', 'AWSBackupServiceRolePolicyForS3Restore'] as const

/**
 * AWS Backup of the stage's records: the table and the documents bucket, daily at 05:00
 * UTC (a quiet hour for US senders) and on the 1st of each month, in a vault of their own with its
 * own KMS key. Vault and key are retained (RETAIN_ON_UPDATE_OR_DELETE: a failed first create still
 * cleans up), and the vault refuses the deletion of a recovery point before its time, by anyone.
 */
export class DataBackup extends Construct {
  readonly key: Key
  readonly vault: BackupVault
  readonly plan: BackupPlan
  readonly selection: BackupSelection
  readonly role: Role

  constructor(scope: Construct, id: string, props: DataBackupProps) {
    super(scope, id)
    this.key = new Key(this, 'Key', {
      description: `Encrypts the AWS Backup recovery points of Remit ${props.stage}`,
      enableKeyRotation: true,
      // Losing the key loses every backup it encrypts.
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    })
    this.vault = new BackupVault(this, 'Vault', {
      // CloudFormation requires a name; the stack id's UUID makes it unique per stack creation, so a
      // vault retained by a deleted stack never blocks the next create (50 characters at most).
      backupVaultName: Fn.join('-', ['remit-backup', Fn.select(2, Fn.split('/', Aws.STACK_ID))]),
      encryptionKey: this.key,
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
      blockRecoveryPointDeletion: true,
    })

    const atFiveUtc = { hour: '5', minute: '0' }
    this.plan = new BackupPlan(this, 'Plan', {
      // Not retained, so a fixed name blocks nothing; it tells a shared account's stages apart.
      backupPlanName: `remit-${props.stage}-records`,
      backupVault: this.vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          scheduleExpression: Schedule.cron(atFiveUtc),
          startWindow: Duration.hours(1),
          completionWindow: Duration.hours(8),
          deleteAfter: Duration.days(props.dailyRetentionDays),
        }),
        new BackupPlanRule({
          ruleName: 'Monthly',
          scheduleExpression: Schedule.cron({ ...atFiveUtc, day: '1' }),
          startWindow: Duration.hours(1),
          completionWindow: Duration.hours(8),
          deleteAfter: Duration.days(props.monthlyRetentionDays),
        }),
      ],
    })

    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('backup.amazonaws.com'),
      description: `Backs up and restores the table and the documents bucket of Remit ${props.stage}`,
      managedPolicies: S3_BACKUP_POLICIES.map((name) => ManagedPolicy.fromAwsManagedPolicyName(name)),
    })
    this.selection = this.plan.addSelection('Records', {
      resources: [BackupResource.fromDynamoDbTable(props.table), BackupResource.fromArn(props.bucket.bucketArn)],
      role: this.role,
      allowRestores: true,
    })
    // Named like the stack's other outputs (TableName, …), not with the construct path's hash.
    new CfnOutput(this, 'VaultName', {
      value: this.vault.backupVaultName,
      description: 'Where the recovery points are (docs/operations.md)',
    }).overrideLogicalId('BackupVaultName')
  }
}
