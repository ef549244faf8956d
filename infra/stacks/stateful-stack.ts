import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib'
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito'
import type { Table } from 'aws-cdk-lib/aws-dynamodb'
import { Key } from 'aws-cdk-lib/aws-kms'
import { LogGroup } from 'aws-cdk-lib/aws-logs'
import type { Bucket } from 'aws-cdk-lib/aws-s3'
import { Secret } from 'aws-cdk-lib/aws-secretsmanager'
import type { Construct } from 'constructs'
import { DESTINATIONS } from '../../shared/countries/destinations'
import type { StageConfig } from '../config/stages'
import { AppUserPool } from './constructs/app-user-pool'
import { CountrySeed } from './constructs/country-seed'
import { DataBackup } from './constructs/data-backup'
import { DataTable } from './constructs/data-table'
import { LogsKey } from './constructs/logs-key'
import { privateBucket } from './constructs/private-bucket'
import { acknowledgeBackupFindings } from './backup-nag'
import { acknowledgeStatefulFindings } from './stateful-nag'

export interface StatefulStackProps extends StackProps {
  config: StageConfig
}

/**
 * Everything that holds data: the table, the documents bucket, the user pool and the KMS keys. Kept
 * apart so the stateless stacks can be replaced freely; termination-protected on prod-like stages.
 */
export class StatefulStack extends Stack {
  readonly table: Table
  readonly documentsBucket: Bucket
  readonly documentsKey: Key
  readonly accessLogsBucket: Bucket
  readonly logsKey: Key
  readonly userPool: UserPool
  readonly userPoolClient: UserPoolClient
  /** What CloudFront sends the API in the origin-verify header (functions/lib/origin-verify.ts). */
  readonly originVerifySecret: Secret
  /** AWS Backup of the table and the documents bucket, when `config.backup` is set (prod). */
  readonly backup: DataBackup | undefined

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    const { config } = props
    super(scope, id, { ...props, terminationProtection: config.retainData })
    const { retainData } = config

    const removalPolicy = retainData ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY
    this.logsKey = new LogsKey(this, 'LogsKey', { retainData }).key

    this.table = new DataTable(this, 'Data', { retainData }).table
    const seed = new CountrySeed(this, 'CountrySeed', {
      table: this.table,
      countries: DESTINATIONS,
      logGroup: new LogGroup(this, 'SeedLogs', { retention: config.logRetentionDays, encryptionKey: this.logsKey, removalPolicy }),
    })

    this.accessLogsBucket = privateBucket(this, 'AccessLogs', { retainData, expireAfterDays: config.logRetentionDays })
    this.documentsKey = new Key(this, 'DocumentsKey', {
      description: 'Encrypts the documents users upload (identity documents)',
      enableKeyRotation: true,
      removalPolicy,
    })
    this.documentsBucket = privateBucket(this, 'Documents', {
      retainData,
      encryptionKey: this.documentsKey,
      accessLogs: { bucket: this.accessLogsBucket, prefix: 'documents/' },
    })
    this.backup = config.backup
      ? new DataBackup(this, 'Backup', { stage: config.stage, ...config.backup, table: this.table, bucket: this.documentsBucket })
      : undefined

    // Generated per stage; CloudFront and the route functions take it by dynamic reference at deploy.
    // Nothing to keep: a new value works as well once both take it, so it is not retained.
    this.originVerifySecret = new Secret(this, 'OriginVerify', {
      description: 'The header value CloudFront sends the API, so that direct calls to its execute-api URL are refused',
      // Letters and digits only: any HTTP header takes them as they are.
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    })

    const auth = new AppUserPool(this, 'Auth', { retainData, mailDomain: config.authMailFromSes ? config.mailDomain : undefined })
    this.userPool = auth.userPool
    this.userPoolClient = auth.userPoolClient

    // For scripts and people; the other stacks take these through props.
    new CfnOutput(this, 'TableName', { value: this.table.tableName })
    new CfnOutput(this, 'DocumentsBucketName', { value: this.documentsBucket.bucketName })
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId })
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId })

    acknowledgeStatefulFindings(this, seed)
    if (this.backup) acknowledgeBackupFindings(this.backup)
  }
}
