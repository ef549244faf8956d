import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { ClaimSchema, type Claim } from '../../shared/claims/claim'
import type { ClaimStatus } from '../../shared/claims/claim-rules'
import { config } from '../lib/config'
import { readItem } from './item-reads'
import { queryPage } from './page-cursor'
import { indexKeyOf, keyOf, prefixOf } from '../model/table-keys'

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number]

const table = () => config().TABLE_NAME

/** A claim as stored: in its transfer's partition, listed on gsi2 under its status. */
const claimItem = (claim: Claim) => ({
  ...keyOf('claim', { transferId: claim.transferId, id: claim.id }),
  ...indexKeyOf('claim', 'gsi2', { status: claim.status, id: claim.id }),
  ...claim,
})

/** A new claim, for the transaction that records it on its transfer (never over an existing one). */
export const newClaimPut = (claim: Claim): TransactItem => ({
  Put: { TableName: table(), Item: claimItem(claim), ConditionExpression: 'attribute_not_exists(pk)' },
})

/** A claim's next state, written only if nobody changed it since `before` was read. */
export const claimChangePut = (before: Claim, after: Claim): TransactItem => ({
  Put: {
    TableName: table(),
    Item: claimItem(after),
    ConditionExpression: 'version = :version',
    ExpressionAttributeValues: { ':version': before.version },
  },
})

export async function getClaim(transferId: string, id: string): Promise<Claim | undefined> {
  const item = await readItem(keyOf('claim', { transferId, id }))
  return item ? z.parse(ClaimSchema, item) : undefined
}

const cursorSchema = (status: ClaimStatus) =>
  z.strictObject({
    pk: z.string().check(z.startsWith(prefixOf('transferEvent', 'pk'))),
    sk: z.string().check(z.startsWith(prefixOf('claim', 'sk'))),
    gsi2pk: z.literal(prefixOf('claim', 'pk', { status }, 'gsi2')),
    gsi2sk: z.string().check(z.maxLength(64)),
  })

/** One status's claims, a page at a time: open ones oldest first (the order they are due), resolved ones newest first. */
export async function listClaims(status: ClaimStatus, limit: number, cursor: string | undefined): Promise<{ items: Claim[]; nextCursor?: string }> {
  return queryPage(
    {
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': prefixOf('claim', 'pk', { status }, 'gsi2') },
      ScanIndexForward: status === 'OPEN',
    },
    { limit, cursor, cursorSchema: cursorSchema(status) },
    (item) => z.parse(ClaimSchema, item),
  )
}
