import type { IndexName } from '../../shared/api/route-access'

/**
 * The one table's key design, as data: the CDK stateful stack and the local emulator both build the
 * table from this, so index names and key attributes exist in one place. Every key attribute is a string.
 */
export const TABLE_KEY = { partitionKey: 'pk', sortKey: 'sk' } as const

export const GLOBAL_INDEXES = [
  /** Owner-scoped lists (a user's transfers) and the users list. */
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /** Global lists (all transfers, newest first). */
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  /** Work queues: the transfers ready to pay out, per corridor and payout method, and the users whose uploads wait for verification; oldest first. */
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
] as const satisfies readonly { indexName: IndexName; partitionKey: string; sortKey: string }[]

type Among<Names extends Of, Of> = Names
/**
 * The index names route rows declare access with (shared/api/route-access.ts `IndexName`) are
 * exactly these: the `satisfies` above holds one way, this type (which compiles only if so) the other.
 * @public exported so the compiler keeps the check; nothing imports it.
 */
export type RowIndexesExist = Among<IndexName, (typeof GLOBAL_INDEXES)[number]['indexName']>

/** Items with this attribute (epoch seconds) are removed by DynamoDB TTL, e.g. expired idempotency records. */
export const TTL_ATTRIBUTE = 'expiresAt'

/**
 * The table's stream: every change with its old and new item, read by the consumers in
 * functions/events/ (Lambda event source mappings in AWS, infra/local/stream-runner.ts locally).
 */
export const STREAM_VIEW_TYPE = 'NEW_AND_OLD_IMAGES'

/** Every attribute that takes part in a key, for AttributeDefinitions. */
export const KEY_ATTRIBUTES: readonly string[] = [
  TABLE_KEY.partitionKey,
  TABLE_KEY.sortKey,
  ...GLOBAL_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey]),
]
