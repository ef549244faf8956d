import { createHash, randomBytes } from 'node:crypto'
import { PutCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { TRACKING_TOKEN_BYTES } from '../../shared/tracking/tracking-rules'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { TTL_ATTRIBUTE } from '../model/table-definition'
import { keyOf } from '../model/table-keys'
import { readItem } from './item-reads'

/**
 * The recipients' tracking links. The token exists only in the SMS that carries it: the table keeps
 * its SHA-256, so a read of the table (a backup, a log of keys) gives no working link. The page's
 * expiry follows the transfer (shared/tracking/tracking-rules.ts); the item's TTL only sweeps links
 * a year after they were minted.
 */
const LINK_KEPT_SECONDS = 365 * 24 * 60 * 60

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

const LinkSchema = z.object({ transferId: z.string(), sentTo: z.optional(z.string()) })

/** What a link stands for: its transfer, and (links minted since numbers could be corrected) the hash of the number it was texted to. */
export type TrackingLink = z.infer<typeof LinkSchema>

/** Whether `link` was texted to `phoneNumber` (a link minted before links knew their number: yes). */
export const sentToNumber = (link: TrackingLink, phoneNumber: string | undefined): boolean =>
  link.sentTo === undefined || (phoneNumber !== undefined && link.sentTo === hashOf(phoneNumber))

/** A new link to `transferId`, texted to `phoneNumber`: its token (128 random bits, base64url), stored hashed, and the number's hash. */
export async function mintTrackingLink(transferId: string, phoneNumber: string, now: Date): Promise<string> {
  const token = randomBytes(TRACKING_TOKEN_BYTES).toString('base64url')
  await dynamo.send(
    new PutCommand({
      TableName: config().TABLE_NAME,
      Item: {
        ...keyOf('trackingLink', { hash: hashOf(token) }),
        transferId,
        sentTo: hashOf(phoneNumber),
        createdAt: now.toISOString(),
        [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + LINK_KEPT_SECONDS,
      },
      // 2^-128: a collision is not expected; refusing one keeps a link from ever pointing elsewhere.
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  )
  return token
}

/** What a token links to, or undefined for a token never minted (or swept). */
export async function trackedLink(token: string): Promise<TrackingLink | undefined> {
  const item = await readItem(keyOf('trackingLink', { hash: hashOf(token) }))
  return item ? z.parse(LinkSchema, item) : undefined
}
