/**
 * Keys of the transfer ("customer") items. A transfer and its history share a partition; lookups
 * by invoice and by mobile number are items of their own so exact matches are O(1); counters are
 * one item for everyone and one per sender.
 */
export const TRANSFERS_PARTITION = 'TRANSFERS'

export const transferKey = (id: string) => ({ pk: `TRANSFER#${id}`, sk: 'TRANSFER' })
export const ownerPartition = (ownerId: string) => `OWNER#${ownerId}`
export const invoiceKey = (invoiceNumber: string) => ({ pk: `INVOICE#${invoiceNumber}`, sk: 'INVOICE' })
export const mobileKey = (mobileNumber: string, id: string) => ({ pk: `MOBILE#${mobileNumber}`, sk: `TRANSFER#${id}` })
export const mobilePartition = (mobileNumber: string) => `MOBILE#${mobileNumber}`
export const globalStatsKey = { pk: 'STATS#ALL', sk: 'STATS' } as const
export const ownerStatsKey = (ownerId: string) => ({ pk: `USER#${ownerId}`, sk: 'STATS' })

/** Counter buckets: one per UTC day (`2026-01-05`) or month (`2026-01`) and destination. */
export type StatsUnit = 'DAY' | 'MONTH'
/**
 * Where one scope's buckets of one unit live: everyone's in a partition of their own per unit
 * (`STATS#ALL#DAY`, sort key `<period>#<countryId>`); a sender's in their user partition (sort key
 * `STATS#DAY#<period>#<countryId>`), beside their totals. Sort keys order by period, so a range of
 * days or months is one Query.
 */
export interface BucketPartition {
  pk: string
  skPrefix: string
}
export const bucketPartition = (ownerId: string | undefined, unit: StatsUnit): BucketPartition =>
  ownerId === undefined ? { pk: `STATS#ALL#${unit}`, skPrefix: '' } : { pk: `USER#${ownerId}`, skPrefix: `STATS#${unit}#` }
export const bucketKey = (partition: BucketPartition, period: string, countryId: string) => ({
  pk: partition.pk,
  sk: `${partition.skPrefix}${period}#${countryId}`,
})
export const idempotencyKey = (ownerId: string, key: string) => ({ pk: `IDEMPOTENCY#${ownerId}#${key}`, sk: 'IDEMPOTENCY' })
/** Events sort by time inside the transfer's partition; the suffix keeps two events of one millisecond apart. */
export const eventKey = (id: string, at: string, suffix: string) => ({ pk: `TRANSFER#${id}`, sk: `EVENT#${at}#${suffix}` })
export const EVENT_PREFIX = 'EVENT#'
