import {
  BatchGetCommand,
  GetCommand,
  type BatchGetCommandInput,
  type DynamoDBDocumentClient,
  type DynamoDBDocumentClientResolvedConfig,
  type ServiceInputTypes,
  type ServiceOutputTypes,
} from '@aws-sdk/lib-dynamodb'
import type { AwsStub } from 'aws-sdk-client-mock'

type DocumentClientStub = AwsStub<ServiceInputTypes, ServiceOutputTypes, DynamoDBDocumentClientResolvedConfig>

/**
 * Answers each BatchGetItem key by key from the test's GetCommand mocks, so a test that mocks single
 * reads holds whether the store sent them alone or batched (functions/store/item-reads.ts). A
 * mocked failure of any key fails the batch, as a failed BatchGetItem fails every read in it.
 */
export function answerBatchGetsFromGets(dynamo: DocumentClientStub): void {
  dynamo.on(BatchGetCommand).callsFake(async (input: BatchGetCommandInput, getClient: () => DynamoDBDocumentClient) => {
    const client = getClient()
    const responses = await Promise.all(
      Object.entries(input.RequestItems ?? {}).map(async ([table, request]) => {
        const items = await Promise.all((request.Keys ?? []).map(async (Key) => (await client.send(new GetCommand({ TableName: table, Key }))).Item))
        return [table, items.filter((item) => item !== undefined)] as const
      }),
    )
    return { Responses: Object.fromEntries(responses), UnprocessedKeys: {} }
  })
}
