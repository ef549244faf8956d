import { paginateQuery } from '@aws-sdk/lib-dynamodb'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'

type Item = Record<string, unknown>

/**
 * Every item of partition `pk` whose sort key lies between `lo` and `hi` (both included), read
 * consistently and page after page: for a partition's small, bounded ranges (a transfer's trail,
 * counter buckets), which callers fold whole.
 */
export async function readRange(pk: string, lo: string, hi: string): Promise<Item[]> {
  const items: Item[] = []
  const pages = paginateQuery(
    { client: dynamo },
    {
      TableName: config().TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lo AND :hi',
      ExpressionAttributeValues: { ':pk': pk, ':lo': lo, ':hi': hi },
      ConsistentRead: true,
    },
  )
  for await (const page of pages) items.push(...(page.Items ?? []))
  return items
}
