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
export const idempotencyKey = (ownerId: string, key: string) => ({ pk: `IDEMPOTENCY#${ownerId}#${key}`, sk: 'IDEMPOTENCY' })
/** Events sort by time inside the transfer's partition; the suffix keeps two events of one millisecond apart. */
export const eventKey = (id: string, at: string, suffix: string) => ({ pk: `TRANSFER#${id}`, sk: `EVENT#${at}#${suffix}` })
export const EVENT_PREFIX = 'EVENT#'
