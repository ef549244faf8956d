import { createHash } from 'node:crypto'
import { ScanCommand } from '@aws-sdk/lib-dynamodb'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'

/**
 * What a DynamoDB table holds, in a form two moments can be compared by: the item count, one
 * checksum over every item, and each item's own hash by key (to name what changed).
 */
export interface TableFingerprint {
  count: number
  checksum: string
  items: ReadonlyMap<string, string>
}

/** JSON with object keys sorted at every level, sets as sorted arrays and bytes as base64: equal items give equal text. */
function canonicalJson(value: unknown): string {
  if (value instanceof Set) return canonicalJson([...value].map((v) => canonicalJson(v)).sort())
  if (value instanceof Uint8Array) return JSON.stringify(Buffer.from(value).toString('base64'))
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'undefined'
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Scans the whole table (strongly consistent) and fingerprints it. Fine for a test table. */
export async function fingerprintTable(dynamo: DynamoDBDocumentClient, TableName: string): Promise<TableFingerprint> {
  const items = new Map<string, string>()
  let start: Record<string, unknown> | undefined
  do {
    const out = await dynamo.send(new ScanCommand({ TableName, ConsistentRead: true, ...(start ? { ExclusiveStartKey: start } : {}) }))
    for (const item of out.Items ?? []) items.set(`${String(item.pk)} | ${String(item.sk)}`, sha256(canonicalJson(item)))
    start = out.LastEvaluatedKey
  } while (start)
  const keys = [...items.keys()].sort()
  return { count: items.size, checksum: sha256(keys.map((key) => `${key}=${items.get(key)}`).join('\n')), items }
}

/** The keys added, removed and changed between two fingerprints (empty lists: the same table). */
export function tableDiff(before: TableFingerprint, after: TableFingerprint): { added: string[]; removed: string[]; changed: string[] } {
  const added = [...after.items.keys()].filter((key) => !before.items.has(key))
  const removed = [...before.items.keys()].filter((key) => !after.items.has(key))
  const changed = [...after.items.keys()].filter((key) => before.items.has(key) && before.items.get(key) !== after.items.get(key))
  return { added, removed, changed }
}
