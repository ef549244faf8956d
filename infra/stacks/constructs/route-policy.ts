import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IUserPool } from 'aws-cdk-lib/aws-cognito'
import { PolicyStatement } from 'aws-cdk-lib/aws-iam'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { GLOBAL_INDEXES } from '../../../functions/store/table-definition'
import type { RouteDef } from '../../../shared/api/route-definition'
import type { CognitoAccess, DocumentsAccess, RoutePermissions, TableAccess } from '../route-permissions'

/** The resources a route may be granted. */
export interface RouteResources {
  table: ITable
  documentsBucket: IBucket
  documentsKey: IKey
  userPool: IUserPool
}

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem']
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']

const DOCUMENTS: Record<DocumentsAccess, { objects: string[]; bucket: string[]; kms: string[] }> = {
  // ListBucket only changes what a missing key answers: 404 NoSuchKey instead of 403 AccessDenied.
  read: { objects: ['s3:GetObject', 's3:GetObjectVersion'], bucket: ['s3:ListBucket'], kms: ['kms:Decrypt'] },
  write: { objects: ['s3:PutObject'], bucket: [], kms: ['kms:GenerateDataKey'] },
  // In the versioned bucket this adds a delete marker; S3 expires the old version after 30 days.
  delete: { objects: ['s3:DeleteObject'], bucket: [], kms: [] },
}

// Only admin APIs need IAM: InitiateAuth (refresh), RevokeToken and the forgot-password calls are public client APIs.
const COGNITO: Record<CognitoAccess, string[]> = {
  signUp: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'],
  manageUsers: ['cognito-idp:AdminUpdateUserAttributes', 'cognito-idp:AdminDeleteUser'],
  readUsers: ['cognito-idp:AdminGetUser'],
  signIn: ['cognito-idp:AdminInitiateAuth'],
}

/**
 * The IAM statements of one route, written out rather than taken from CDK's grant helpers so that
 * index access names each index (no `index/*` wildcard) and the policy can be a managed one.
 *
 * Every non-public route gets GetItem on the table: `route()` loads the caller's profile on each of
 * its requests. Public routes never look at a token.
 */
export function routeStatements(route: Pick<RouteDef, 'auth'>, permissions: RoutePermissions, resources: RouteResources): PolicyStatement[] {
  const statements = tableStatements(permissions.table, route.auth !== 'public', resources.table)
  if (permissions.documents?.length) {
    const access = permissions.documents.map((verb) => DOCUMENTS[verb])
    const actions = (pick: (a: (typeof access)[number]) => string[]) => [...new Set(access.flatMap(pick))]
    statements.push(new PolicyStatement({ actions: actions((a) => a.objects), resources: [resources.documentsBucket.arnForObjects('users/*')] }))
    const bucketActions = actions((a) => a.bucket)
    if (bucketActions.length) statements.push(new PolicyStatement({ actions: bucketActions, resources: [resources.documentsBucket.bucketArn] }))
    const kmsActions = actions((a) => a.kms)
    if (kmsActions.length) statements.push(new PolicyStatement({ actions: kmsActions, resources: [resources.documentsKey.keyArn] }))
  }
  if (permissions.cognito) {
    const actions = permissions.cognito.flatMap((access) => COGNITO[access])
    statements.push(new PolicyStatement({ actions: [...new Set(actions)], resources: [resources.userPool.userPoolArn] }))
  }
  return statements
}

export function tableStatements(access: TableAccess | undefined, loadsActor: boolean, table: ITable): PolicyStatement[] {
  if (!access) return loadsActor ? [new PolicyStatement({ actions: ['dynamodb:GetItem'], resources: [table.tableArn] })] : []
  const indexArns = GLOBAL_INDEXES.map((index) => `${table.tableArn}/index/${index.indexName}`)
  const read = new PolicyStatement({ actions: TABLE_READ, resources: [table.tableArn, ...indexArns] })
  // Writes go to the base table only: indexes are maintained by DynamoDB.
  return access === 'read' ? [read] : [read, new PolicyStatement({ actions: TABLE_WRITE, resources: [table.tableArn] })]
}
