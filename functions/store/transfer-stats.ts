import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb'
import { config } from '../lib/config'
import { readItem } from './item-reads'
import { readRange } from './partition-range'
import { FIRST_DAY, LAST_DAY, statsRanges } from '../model/stats-ranges'
import {
  addStats,
  bucketPartition,
  counterKeys,
  forStatus,
  readCounters,
  totalsKey,
  ZERO_STATS,
  type Stats,
  type StatsFilter,
} from '../model/transfer-counters'
import type { ListScope, TransferRecord } from '../model/transfer-record'

export { moveCounters, type Stats, type StatsFilter } from '../model/transfer-counters'

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number]
const table = () => config().TABLE_NAME

/** One ADD of `delta` on every counter item of the transfer (none when nothing changes). */
export function counterUpdates(record: Pick<TransferRecord, 'ownerId' | 'createdAt' | 'countryId'>, delta: Partial<Stats>): TransactItem[] {
  const entries = Object.entries(delta).filter(([, value]) => value !== 0 && value !== undefined)
  if (entries.length === 0) return []
  const update = {
    UpdateExpression: `ADD ${entries.map(([name]) => `#${name} :${name}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
  }
  return counterKeys(record).map((Key) => ({ Update: { TableName: table(), Key, ...update } }))
}

/** The sum of the buckets of one unit between two periods, for one destination or all. */
async function sumBuckets(scope: ListScope, unit: 'DAY' | 'MONTH', lo: string, hi: string, countryId: string | undefined): Promise<Stats> {
  const partition = bucketPartition(scope.kind === 'all' ? undefined : scope.ownerId, unit)
  let sum = ZERO_STATS
  // '~' sorts after every '#<countryId>' suffix of the last period.
  for (const item of await readRange(partition.pk, `${partition.skPrefix}${lo}`, `${partition.skPrefix}${hi}#~`)) {
    if (countryId === undefined || String(item.sk).endsWith(`#${countryId}`)) sum = addStats(sum, readCounters(item))
  }
  return sum
}

/** The counters of a scope, narrowed by status, destination and UTC days; exact at any table size. */
export async function getStats(scope: ListScope, filter: StatsFilter = {}): Promise<Stats> {
  if (filter.countryId === undefined && filter.from === undefined && filter.to === undefined) {
    return forStatus(readCounters(await readItem(totalsKey(scope.kind === 'all' ? undefined : scope.ownerId))), filter.status)
  }
  const ranges = statsRanges(filter.from ?? FIRST_DAY, filter.to ?? LAST_DAY)
  const sums = await Promise.all(ranges.map((range) => sumBuckets(scope, range.unit, range.lo, range.hi, filter.countryId)))
  return forStatus(sums.reduce(addStats, ZERO_STATS), filter.status)
}
