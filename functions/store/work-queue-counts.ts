import { paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import type { PaymentType } from '../../shared/transfers/transfer-options'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { queryPage } from './page-cursor'
import { prefixOf } from '../model/table-keys'
import type { TransferRecord } from '../model/transfer-record'
import { fromItem } from './transfer-items'

const table = () => config().TABLE_NAME

/** Counts what a Query matches, page after page (Select COUNT reads keys, returns no items). */
async function countAll(input: Omit<QueryCommandInput, 'TableName' | 'Select'>): Promise<number> {
  let count = 0
  for await (const page of paginateQuery({ client: dynamo }, { ...input, TableName: table(), Select: 'COUNT' })) count += page.Count ?? 0
  return count
}

const readyPartition = (countryId: string, paymentType: PaymentType) => prefixOf('transfer', 'pk', { countryId, paymentType }, 'gsi3')

/** How many transfers wait in the review queue. */
export const countHeld = (): Promise<number> =>
  countAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': prefixOf('review', 'pk') } })

/** How many transfers of a destination and payout method are ready to pay out (the payout queue, gsi3). */
export const countReady = (countryId: string, paymentType: PaymentType): Promise<number> =>
  countAll({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': readyPartition(countryId, paymentType) },
  })

/** The due dates of every open claim (open claims are few: each waits at most 90 days). */
export async function openClaimDueDates(): Promise<string[]> {
  const dueDates: string[] = []
  const pages = paginateQuery(
    { client: dynamo },
    {
      TableName: table(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeNames: { '#dueAt': 'dueAt' },
      ExpressionAttributeValues: { ':pk': prefixOf('claim', 'pk', { status: 'OPEN' }, 'gsi2') },
      ProjectionExpression: '#dueAt',
    },
  )
  for await (const page of pages) for (const item of page.Items ?? []) if (typeof item.dueAt === 'string') dueDates.push(item.dueAt)
  return dueDates
}

const readyCursor = (countryId: string, paymentType: PaymentType) =>
  z.strictObject({
    pk: z.string().check(z.startsWith(prefixOf('transfer', 'pk'))),
    sk: z.literal('TRANSFER'),
    gsi3pk: z.literal(readyPartition(countryId, paymentType)),
    gsi3sk: z.string().check(z.maxLength(64)),
  })

/** A page of one payout queue, oldest first: the order to pay out in. */
export async function listReady(
  countryId: string,
  paymentType: PaymentType,
  limit: number,
  cursor: string | undefined,
): Promise<{ items: TransferRecord[]; nextCursor?: string }> {
  return queryPage(
    { IndexName: 'gsi3', KeyConditionExpression: 'gsi3pk = :pk', ExpressionAttributeValues: { ':pk': readyPartition(countryId, paymentType) } },
    { limit, cursor, cursorSchema: readyCursor(countryId, paymentType) },
    fromItem,
  )
}
