import { ListTablesCommand } from '@aws-sdk/client-dynamodb'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'

/**
 * DynamoDB Local answers a TransactWriteItems before the transaction is on disk: it is written when
 * the next request arrives (or a moment later). A stack killed right after the answer loses that
 * acknowledged transaction — whole, never half — as infra/local/stack-crash.integration.test.ts
 * showed (PutItem is not affected). So, locally only, every successful transaction is followed by a
 * cheap ListTables before its answer goes back to the handler, which puts it on disk. DynamoDB in
 * AWS is durable when it answers; the deployed functions do not carry this.
 */
export function makeTransactionsDurable(client: DynamoDBDocumentClient): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args)
      const input = args.input as { TransactItems?: unknown }
      if (input.TransactItems !== undefined) await client.send(new ListTablesCommand({ Limit: 1 }))
      return result
    },
    { step: 'initialize', name: 'dynamodbLocalDurableTransactions' },
  )
}
