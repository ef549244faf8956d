import { Aws } from 'aws-cdk-lib'
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import type { StageConfig } from '../../config/stages'
import { cognitoIssuer } from './app-user-pool'

export interface FunctionEnvironmentSources {
  table: ITable
  documentsBucket: IBucket
  userPool: IUserPool
  userPoolClient: IUserPoolClient
}

/**
 * What every function of the stage reads (functions/lib/config.ts): the route functions of every
 * area, the scheduled jobs and the stream consumers. The issuer's region is the region of the stack
 * that reads it, which is the stage's (every stack of a stage but Edge deploys to one region).
 */
export function functionEnvironment(config: StageConfig, sources: FunctionEnvironmentSources): Readonly<Record<string, string>> {
  return {
    STAGE: config.stage,
    TABLE_NAME: sources.table.tableName,
    AUTH_ISSUER: cognitoIssuer(Aws.REGION, sources.userPool.userPoolId),
    USER_POOL_ID: sources.userPool.userPoolId,
    USER_POOL_CLIENT_ID: sources.userPoolClient.userPoolClientId,
    DOCUMENTS_BUCKET: sources.documentsBucket.bucketName,
    MIN_TRANSFER_AMOUNT: String(config.minTransferAmount),
    MAX_TRANSFER_AMOUNT: String(config.maxTransferAmount),
    TRANSFER_VELOCITY: JSON.stringify(config.transferVelocity),
    SENDING_LIMITS: JSON.stringify(config.sendingLimits),
    SECOND_APPROVAL_FROM_CENTS: String(config.secondApprovalFromCents),
    ...(config.regulator ? { REGULATOR: JSON.stringify(config.regulator) } : {}),
  }
}
