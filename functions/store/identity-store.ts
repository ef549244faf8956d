import { PutCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { IDENTITY_DOCUMENT_TYPES, type IdentityDetails } from '../../shared/compliance/identity'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { readItem } from './item-reads'
import { keyOf } from '../model/table-keys'

/** A sender's identity details as stored (whole: the table is encrypted at rest; answers mask the number). */
export interface StoredIdentity extends IdentityDetails {
  updatedAt: string
}

const StoredIdentitySchema = z.object({
  documentType: z.enum(IDENTITY_DOCUMENT_TYPES),
  documentNumber: z.string(),
  issuer: z.string(),
  expiresOn: z.string(),
  updatedAt: z.string(),
})

export async function getIdentity(ownerId: string): Promise<StoredIdentity | undefined> {
  const item = await readItem(keyOf('identity', { ownerId }))
  return item ? z.parse(StoredIdentitySchema, item) : undefined
}

export async function putIdentity(ownerId: string, identity: StoredIdentity): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: config().TABLE_NAME, Item: { ...keyOf('identity', { ownerId }), ...identity } }))
}
