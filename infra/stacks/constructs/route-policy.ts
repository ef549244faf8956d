import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IUserPool } from 'aws-cdk-lib/aws-cognito'
import { PolicyStatement } from 'aws-cdk-lib/aws-iam'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import type { CognitoAccess, DocumentsAccess, TableAccess } from '../../../shared/api/route-access'
import type { RouteDef } from '../../../shared/api/route-definition'
import type { RouteId, Routes } from '../../../shared/api/routes'
import { mergeGrants, tableStatements, type TableGrant } from './table-policy'

/** The resources a route may be granted. */
export interface RouteResources {
  table: ITable
  documentsBucket: IBucket
  documentsKey: IKey
  userPool: IUserPool
}

/** `route()` reads the bearer's access token item, then the caller's profile, on each request of a signed-in route (functions/lib/route.ts). */
const CALLER_PROFILE: TableGrant = { get: ['accessToken', 'profile'] }

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
  respondToChallenge: ['cognito-idp:AdminRespondToAuthChallenge'],
  manageMfa: ['cognito-idp:AdminSetUserMFAPreference'],
}

/** The rows whose `access.table.queryIndex` names an entity not listed on that index (none, or this does not compile). */
type RowsQueryingOffIndex = {
  [Id in RouteId]: Routes[Id] extends { access: { table: TableGrant } } | { access: { table?: never } } ? never : Id
}[RouteId]
type NoRow<Id extends never> = Id
/** @public exported so the compiler keeps the check; nothing imports it. */
export type RowsQueryOnlyTheirIndexes = NoRow<RowsQueryingOffIndex>

/**
 * A row's table access as a grant: the index lists are held to their index's entities for every row
 * of the route table by {@link RowsQueryOnlyTheirIndexes} (at compile time) and by table-policy.ts
 * `indexPattern` (at synth).
 */
const rowGrant = (table: TableAccess | undefined) => table as TableGrant | undefined

/**
 * The IAM statements of one route, from its row's `access` (shared/api/route-access.ts), written out
 * rather than taken from CDK's grant helpers so that table access is limited to the partitions the
 * route uses (`dynamodb:LeadingKeys`, table-policy.ts), index access names each index (no `index/*`
 * wildcard) and the policy can be a managed one.
 *
 * Every non-public route may read profiles: `route()` loads the caller's on each of its requests.
 * Public routes never look at a token.
 */
export function routeStatements(route: Pick<RouteDef, 'id' | 'auth' | 'access'>, resources: RouteResources): PolicyStatement[] {
  const permissions = route.access
  // defineRoute requires it; only test fixtures (defineRoutes) leave it out, and they are never deployed.
  if (!permissions) throw new Error(`Route ${route.id} declares no access`)
  const grant = route.auth === 'public' ? (rowGrant(permissions.table) ?? {}) : mergeGrants(CALLER_PROFILE, rowGrant(permissions.table))
  const statements = tableStatements(grant, resources.table)
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
