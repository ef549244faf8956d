import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'
import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
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

export const cognito = new CognitoIdentityProviderClient({
  maxAttempts: 3,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000 },
})
