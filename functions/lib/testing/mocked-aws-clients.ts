import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { mockClient } from 'aws-sdk-client-mock'
import { afterAll } from 'vitest'

/**
 * Cognito and DynamoDB mocked for one test file, for services that use both (accounts, sessions);
 * the real clients come back after the file, so other files in the same worker are not answered by
 * its stubs.
 */
export function useMockedCognitoAndDynamo() {
  const cognito = mockClient(CognitoIdentityProviderClient)
  const dynamo = mockClient(DynamoDBDocumentClient)
  afterAll(() => {
    cognito.restore()
    dynamo.restore()
  })
  return { cognito, dynamo }
}
