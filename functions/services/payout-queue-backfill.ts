import { UpdateCommand } from '@aws-sdk/lib-dynamodb'
import { isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { indexKeyOf, keyOf } from '../model/table-keys'
import { listTransfers } from '../store/transfer-reads'

/**
 * Puts every ready transfer (PENDING) written before the payout queues existed into its corridor and
 * method's queue (the gsi3 keys every write now sets, functions/store/transfer-items.ts `listed`).
 * Only a transfer still at the version read and still without the keys is touched, so it may run
 * beside live traffic and be run again: a transfer moved meanwhile got (or lost) its keys from that move.
 */
export async function queueReadyTransfers(onProgress?: (transfers: number) => void): Promise<{ transfers: number; queued: number }> {
  let cursor: string | undefined
  let transfers = 0
  let queued = 0
  do {
    const page = await listTransfers({ kind: 'all' }, 500, cursor)
    for (const record of page.items.filter((item) => item.status === 'PENDING')) {
      const keys = indexKeyOf('transfer', 'gsi3', { countryId: record.countryId, paymentType: record.paymentType, id: record.id })
      try {
        await dynamo.send(
          new UpdateCommand({
            TableName: config().TABLE_NAME,
            Key: keyOf('transfer', { id: record.id }),
            UpdateExpression: 'SET gsi3pk = :pk, gsi3sk = :sk',
            ConditionExpression: 'attribute_not_exists(gsi3pk) AND version = :version AND #status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':pk': keys.gsi3pk, ':sk': keys.gsi3sk, ':version': record.version, ':pending': 'PENDING' },
          }),
        )
        queued += 1
      } catch (error) {
        if (!isConditionFailure(error)) throw error
      }
    }
    transfers += page.items.length
    onProgress?.(transfers)
    cursor = page.nextCursor
  } while (cursor)
  return { transfers, queued }
}
