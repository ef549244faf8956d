import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, UpdateTableCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb'
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3'
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as z from 'zod/mini'
import { PASSWORD_POLICY } from '../../shared/auth/password-policy'
import { DESTINATIONS } from '../../shared/countries/destinations'
import { countryItem } from '../../functions/model/country-items'
import { LOCAL_POWERTOOLS_ENVIRONMENT, powertoolsEnvironment } from '../../functions/lib/powertools-settings'
import { EMULATOR_TIMEOUT_FACTOR_ENV, LOCAL_EMULATOR_TIMEOUT_FACTOR } from '../../functions/lib/emulator-timeouts'
import { GLOBAL_INDEXES, KEY_ATTRIBUTES, STREAM_VIEW_TYPE, TABLE_KEY, TTL_ATTRIBUTE } from '../../functions/model/table-definition'
import type { Emulators } from './emulators'
import { LOCAL_CREDENTIALS } from './local-credentials'

export const LOCAL_REGION = 'us-east-1'
/** The local stack's sender address (aws-ses-v2-local sends from any). */
const LOCAL_MAIL_FROM = 'Remit <no-reply@remit.local>'

export interface LocalResources {
  tableName: string
  documentsBucket: string
  userPoolId: string
  userPoolClientId: string
  issuer: string
}

const StateSchema = z.object({ userPoolId: z.string(), userPoolClientId: z.string() })

const STREAM = { StreamEnabled: true, StreamViewType: STREAM_VIEW_TYPE } as const

const indexSchema = (index: (typeof GLOBAL_INDEXES)[number]) => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
})

/**
 * A table kept from before an index was added gets it, one at a time as DynamoDB allows (the items
 * written before it carry no key of the new index: start.ts queues the ready transfers, `npm run
 * payouts:reindex` on a deployed stage).
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, present: ReadonlySet<string | undefined>): Promise<void> {
  for (const index of GLOBAL_INDEXES.filter((candidate) => !present.has(candidate.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
        GlobalSecondaryIndexUpdates: [{ Create: indexSchema(index) }],
      }),
    )
  }
}

/**
 * Creates the table from the same key definition CDK uses (the one source), with its stream, when it
 * is not there yet; a table kept from before the stream gets it.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    const { Table: table } = await client.send(new DescribeTableCommand({ TableName: tableName }))
    if (!table?.StreamSpecification?.StreamEnabled) {
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM }))
    }
    await addMissingIndexes(client, tableName, new Set((table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName)))
    return
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ResourceNotFoundException') throw error
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: GLOBAL_INDEXES.map(indexSchema),
      StreamSpecification: STREAM,
    }),
  )
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    }),
  )
}

/** Writes the destination list (idempotent: the same items overwrite themselves). */
async function seedCountries(client: DynamoDBClient, tableName: string): Promise<void> {
  const doc = DynamoDBDocumentClient.from(client)
  await doc.send(
    new BatchWriteCommand({
      RequestItems: { [tableName]: DESTINATIONS.map((country) => ({ PutRequest: { Item: countryItem(country) } })) },
    }),
  )
}

async function poolStillExists(client: CognitoIdentityProviderClient, state: z.infer<typeof StateSchema>): Promise<boolean> {
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: state.userPoolId }))
    await client.send(new DescribeUserPoolClientCommand({ UserPoolId: state.userPoolId, ClientId: state.userPoolClientId }))
    return true
  } catch {
    return false
  }
}

/** The user pool and app client, made once and remembered in `<dataDir>/state.json`. */
async function ensureUserPool(client: CognitoIdentityProviderClient, stateFile: string): Promise<z.infer<typeof StateSchema>> {
  if (existsSync(stateFile)) {
    const saved = StateSchema.safeParse(JSON.parse(readFileSync(stateFile, 'utf8')))
    if (saved.success && (await poolStillExists(client, saved.data))) return saved.data
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'remit-local',
      UsernameAttributes: ['email'],
      // As the CDK pool (autoVerify email): an e-mail change gets a code (cognito-local's is LOCAL_RESET_CODE).
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_POLICY.minLength,
          RequireUppercase: PASSWORD_POLICY.requireUppercase,
          RequireLowercase: PASSWORD_POLICY.requireLowercase,
          RequireNumbers: PASSWORD_POLICY.requireDigits,
          RequireSymbols: PASSWORD_POLICY.requireSymbols,
        },
      },
    }),
  )
  const userPoolId = pool.UserPool?.Id
  if (!userPoolId) throw new Error('cognito-local did not return a user pool id')
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'remit-web',
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      EnableTokenRevocation: true,
    }),
  )
  const userPoolClientId = appClient.UserPoolClient?.ClientId
  if (!userPoolClientId) throw new Error('cognito-local did not return an app client id')
  const state = { userPoolId, userPoolClientId }
  writeFileSync(stateFile, JSON.stringify(state, null, 2))
  return state
}

/**
 * Where the local SPA runs: the gateway (`PORT`, 3000 by default) or Vite (`VITE_PORT`, 5173), on
 * any port, so the browser may PUT presigned uploads to s3rver. Loopback origins only.
 */
const LOCAL_SITE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*']

async function ensureBucket(client: S3Client, bucket: string, corsOrigins: readonly string[] = []): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }))
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: bucket }))
  }
  if (corsOrigins.length === 0) return
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [{ AllowedOrigins: [...corsOrigins], AllowedMethods: ['PUT', 'GET'], AllowedHeaders: ['content-type'], MaxAgeSeconds: 3000 }],
      },
    }),
  )
}

/** Creates (or finds) everything the handlers need on the emulators, and seeds the countries. */
export async function provision(
  emulators: Emulators,
  dataDir: string,
  names = { tableName: 'remit-local', documentsBucket: 'remit-local-documents' },
): Promise<LocalResources> {
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }
  const dynamo = new DynamoDBClient({ ...common, endpoint: emulators.endpoints.dynamodb })
  const cognito = new CognitoIdentityProviderClient({ ...common, endpoint: emulators.endpoints.cognito })
  const s3 = new S3Client({ ...common, endpoint: emulators.endpoints.s3, forcePathStyle: true })
  try {
    await ensureTable(dynamo, names.tableName)
    await seedCountries(dynamo, names.tableName)
    await ensureBucket(s3, names.documentsBucket, LOCAL_SITE_ORIGINS)
    const pool = await ensureUserPool(cognito, join(dataDir, 'state.json'))
    // As the CDK pool: two-factor sign-in optional, by authenticator app only. Set on every start, so a
    // pool made before two-factor sign-in gets it too.
    await cognito.send(
      new SetUserPoolMfaConfigCommand({
        UserPoolId: pool.userPoolId,
        MfaConfiguration: 'OPTIONAL',
        SoftwareTokenMfaConfiguration: { Enabled: true },
      }),
    )
    return { ...names, ...pool, issuer: `${emulators.endpoints.cognito}/${pool.userPoolId}` }
  } finally {
    dynamo.destroy()
    cognito.destroy()
    s3.destroy()
  }
}

/** The environment the handlers read: the same variables the CDK stack sets, plus the emulator endpoints. */
export function functionEnvironment(
  emulators: Emulators,
  resources: LocalResources,
  limits: { transferVelocity?: string; sendingLimits?: string; signUpFloorMs?: string } = {},
): Record<string, string> {
  return {
    ...(limits.transferVelocity ? { TRANSFER_VELOCITY: limits.transferVelocity } : {}),
    ...(limits.sendingLimits ? { SENDING_LIMITS: limits.sendingLimits } : {}),
    ...(limits.signUpFloorMs ? { SIGN_UP_FLOOR_MS: limits.signUpFloorMs } : {}),
    STAGE: 'local',
    TABLE_NAME: resources.tableName,
    DOCUMENTS_BUCKET: resources.documentsBucket,
    AUTH_ISSUER: resources.issuer,
    USER_POOL_ID: resources.userPoolId,
    USER_POOL_CLIENT_ID: resources.userPoolClientId,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: emulators.endpoints.dynamodb,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: emulators.endpoints.cognito,
    AWS_ENDPOINT_URL_S3: emulators.endpoints.s3,
    AWS_ENDPOINT_URL_SESV2: emulators.endpoints.ses,
    AWS_ENDPOINT_URL_SNS: emulators.endpoints.sms,
    MAIL_FROM: LOCAL_MAIL_FROM,
    // Lambda runs Node 22; the SDK's notice about Node 20 on a laptop is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // For tools that run the handlers in-process with this environment (start.ts sets it for itself).
    [EMULATOR_TIMEOUT_FACTOR_ENV]: LOCAL_EMULATOR_TIMEOUT_FACTOR,
    ...powertoolsEnvironment('local'),
    ...LOCAL_POWERTOOLS_ENVIRONMENT,
  }
}
