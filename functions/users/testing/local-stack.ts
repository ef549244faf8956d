import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'
import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb'
import { afterAll } from 'vitest'
import * as z from 'zod/mini'
import { testStack } from '../../lib/testing/test-stack'

/** The part of the handlers' environment (`testStack().functionEnv`) these tests read. */
export const FunctionEnvSchema = z.object({
  TABLE_NAME: z.string(),
  AUTH_ISSUER: z.string(),
  USER_POOL_ID: z.string(),
  USER_POOL_CLIENT_ID: z.string(),
  AWS_REGION: z.string(),
  AWS_ACCESS_KEY_ID: z.string(),
  AWS_SECRET_ACCESS_KEY: z.string(),
  AWS_ENDPOINT_URL_DYNAMODB: z.string(),
  AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: z.string(),
})
export type FunctionEnv = z.infer<typeof FunctionEnvSchema>

/** {@link localStackClients} of the file's leased stack, destroyed after the file's tests. */
export function fileStackClients() {
  const clients = localStackClients(FunctionEnvSchema.parse(testStack().functionEnv))
  afterAll(() => clients.destroy())
  return clients
}

/** SDK clients pointed at the local stack's emulators, to look behind the API. Call `destroy()` in afterAll. */
export function localStackClients(env: FunctionEnv) {
  const common = {
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
  }
  const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ ...common, endpoint: env.AWS_ENDPOINT_URL_DYNAMODB }))
  const cognito = new CognitoIdentityProviderClient({ ...common, endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER })

  /** The table item with this key, or undefined. */
  async function getItem(pk: string, sk: string): Promise<Record<string, unknown> | undefined> {
    const out = await dynamo.send(new GetCommand({ TableName: env.TABLE_NAME, Key: { pk, sk }, ConsistentRead: true }))
    return out.Item
  }

  /** The Cognito user's `sub` (looked up by e-mail, the username), or undefined when Cognito has no such user. */
  async function cognitoSub(email: string): Promise<string | undefined> {
    try {
      const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: email }))
      return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value
    } catch (error) {
      if (error instanceof Error && error.name === 'UserNotFoundException') return undefined
      throw error
    }
  }

  return {
    dynamo,
    cognito,
    getItem,
    cognitoSub,
    destroy() {
      dynamo.destroy()
      cognito.destroy()
    },
  }
}
