import { acknowledge } from '../nag'
import type { DataBackup } from './constructs/data-backup'

const backupServicePolicy = (name: string, what: string) =>
  `AWS Backup's own service-role policy ${name} (${what}), the one AWS documents for a role that AWS Backup assumes; ` +
  'only backup.amazonaws.com can assume this role, and AWS keeps the policy in step with what the service calls.'

/** Every cdk-nag finding the backup plan accepts, and why. */
export function acknowledgeBackupFindings(backup: DataBackup): void {
  acknowledge(backup.role, {
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]': backupServicePolicy(
      'AWSBackupServiceRolePolicyForBackup',
      'DynamoDB backups, added by the backup selection',
    ),
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForRestores]': backupServicePolicy(
      'AWSBackupServiceRolePolicyForRestores',
      'restoring a DynamoDB backup into a new table',
    ),
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/AWSBackupServiceRolePolicyForS3Backup]': backupServicePolicy(
      'AWSBackupServiceRolePolicyForS3Backup',
      'reading the versioned documents bucket and decrypting its objects through S3',
    ),
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/AWSBackupServiceRolePolicyForS3Restore]': backupServicePolicy(
      'AWSBackupServiceRolePolicyForS3Restore',
      'restoring documents into a bucket',
    ),
  })
}
