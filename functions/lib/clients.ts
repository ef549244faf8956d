import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'
import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { S3Client } from '@aws-sdk/client-s3'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'

/**
 * SDK clients, one per process. Endpoints come from the standard AWS_ENDPOINT_URL_* variables, so
 * the same code talks to AWS or to the local emulators. Short timeouts keep a stuck call from
 * holding a Lambda until its own time-out.
 */
export const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
  }),
  { marshallOptions: { removeUndefinedValues: true } },
)

let cognitoClient: CognitoIdentityProviderClient | undefined
/** The Cognito client, made on first use so routes that never call Cognito do not bundle its SDK. */
export function cognito(): CognitoIdentityProviderClient {
  cognitoClient ??= new CognitoIdentityProviderClient({
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000 },
  })
  return cognitoClient
}

let s3Client: S3Client | undefined
/**
 * The S3 client, made on first use: a function, not a module constant, so the S3 SDK (~130 KB
 * minified) is tree-shaken out of the bundles of routes that never touch documents. Path-style
 * addressing when an endpoint is set (s3rver on 127.0.0.1 has no bucket subdomains). Checksums
 * only where S3 requires them: the SDK would otherwise sign a checksum of the empty body into
 * presigned PUT URLs, and every real upload to them would fail.
 */
export function s3(): S3Client {
  s3Client ??= new S3Client({
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  return s3Client
}
