import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import { mockClient } from 'aws-sdk-client-mock'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { Document } from '../../shared/documents/document-schemas'
import { awsError, objectBody } from '../lib/testing/fake-aws'
import type { Actor } from '../model/actor'
import { completeDocument, downloadDocument, listUserDocuments } from './documents'
import { useMockedServiceEnv } from '../lib/testing/service-env'

/** S3 answers 404 unless a test says otherwise. */
const s3 = mockClient(S3Client)
const s3Calls = () => s3.calls().map((call) => ({ command: call.args[0].constructor.name, input: call.args[0].input as Record<string, unknown> }))
const s3CallsOf = (command: string) => s3Calls().filter((call) => call.command === command)
const dynamo = mockClient(DynamoDBDocumentClient)
const now = new Date('2026-11-21T12:00:00Z')
const ID = '01KAJ5Y0T9V8M6Z3X2W1Q0P9N8'
const KEY = `users/owner-1/${ID}`

const actor = (sub: string, flags: Partial<Actor> = {}): Actor => ({
  sub,
  email: `${sub}@example.com`,
  firstName: 'A',
  lastName: 'B',
  isAdmin: false,
  superAdmin: false,
  verified: true,
  ...flags,
})
const owner = actor('owner-1')
const stranger = actor('stranger-1')
const admin = actor('admin-1', { isAdmin: true, verified: true })

const pending: Document = {
  id: ID,
  ownerId: 'owner-1',
  name: 'Passport',
  description: 'Photo page',
  fileName: 'passport.png',
  contentType: 'image/png',
  size: 1234,
  status: 'pending',
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
}
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const PDF = new TextEncoder().encode('%PDF-1.7')

function stored(document: Record<string, unknown>): void {
  dynamo.on(GetCommand, { Key: { pk: `DOC#${ID}`, sk: 'DOC' } }).resolves({ Item: { pk: `DOC#${ID}`, sk: 'DOC', ownerId: 'owner-1' } })
  dynamo.on(GetCommand, { Key: { pk: 'USER#owner-1', sk: `DOC#${ID}` } }).resolves({ Item: { pk: 'USER#owner-1', sk: `DOC#${ID}`, ...document } })
}

function object(firstBytes: Uint8Array, size: number, extra: { versionId?: string; etag?: string } = {}): void {
  s3.on(GetObjectCommand).resolves({
    Body: objectBody(firstBytes),
    ContentRange: `bytes 0-${firstBytes.length - 1}/${size}`,
    ...(extra.versionId ? { VersionId: extra.versionId } : {}),
    ...(extra.etag ? { ETag: extra.etag } : {}),
  })
}

/** The items of the first transaction sent (a settle: the document's update and its slot given back). */
const settleItems = () => dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? []

const headAnswers = (etag: string) => {
  s3.on(HeadObjectCommand).resolves({ ETag: etag })
}

useMockedServiceEnv({ DOCUMENTS_BUCKET: 'docs', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' })
afterAll(() => {
  s3.restore()
  dynamo.restore()
})
beforeEach(() => {
  s3.reset()
  s3.on(GetObjectCommand).rejects(awsError('NoSuchKey', 404))
  s3.on(HeadObjectCommand).rejects(awsError('NotFound', 404))
  s3.on(DeleteObjectCommand).resolves({})
  dynamo.reset()
  dynamo.on(GetCommand).resolves({})
  dynamo.on(TransactWriteCommand).resolves({})
})

describe('completeDocument', () => {
  it('accepts the declared PNG, reading only its first 8 bytes, and remembers the version it checked', async () => {
    stored(pending)
    object(PNG, 1234, { versionId: 'v-1', etag: '"e1"' })
    const document = await completeDocument(owner, ID, now)
    expect(document).toEqual({ ...pending, status: 'uploaded' })
    expect(document).not.toHaveProperty('versionId')
    expect(s3Calls()).toEqual([{ command: 'GetObjectCommand', input: { Bucket: 'docs', Key: KEY, Range: 'bytes=0-7' } }])
    const [update, slot] = settleItems()
    expect(update?.Update?.ExpressionAttributeValues).toMatchObject({
      ':status': 'uploaded',
      ':versionId': 'v-1',
      ':etag': '"e1"',
      ':pending': 'pending',
    })
    // Off the stale-upload index, and its pending-upload slot given back, in the same transaction.
    expect(update?.Update?.UpdateExpression).toMatch(/ REMOVE gsi2pk, gsi2sk$/)
    expect(slot?.Update).toMatchObject({
      Key: { pk: 'USER#owner-1', sk: 'UPLOADS' },
      UpdateExpression: 'ADD pending :delta',
      ExpressionAttributeValues: { ':delta': -1 },
    })
    expect(s3CallsOf('DeleteObjectCommand')).toHaveLength(0)
  })

  it.each([
    ['PDF bytes declared as PNG', PDF, 1234, 'The uploaded file does not match what was declared'],
    ['more bytes than declared', PNG, 1235, 'The uploaded file does not match what was declared'],
    ['a GIF', new TextEncoder().encode('GIF89a..'), 1234, 'The file is not a PDF, JPEG or PNG'],
    ['11 MB', PNG, 11 * 1024 * 1024, 'The file is larger than 10 MB'],
  ])('refuses %s: deletes the object, marks the document rejected, answers 422', async (_name, bytes, size, reason) => {
    stored(pending)
    object(bytes, size)
    await expect(completeDocument(owner, ID, now)).rejects.toMatchObject({ kind: 'unprocessable', message: reason })
    expect(s3CallsOf('DeleteObjectCommand').map((call) => call.input)).toEqual([{ Bucket: 'docs', Key: KEY }])
    expect(settleItems()[0]?.Update?.ExpressionAttributeValues).toMatchObject({ ':status': 'rejected', ':reason': reason })
    expect(settleItems()[1]?.Update?.ExpressionAttributeValues).toEqual({ ':delta': -1 })
  })

  it('reads an empty upload (S3 answers 416 to any range of it) as a file of no accepted type', async () => {
    stored(pending)
    s3.on(GetObjectCommand).rejects(awsError('InvalidRange', 416))
    await expect(completeDocument(owner, ID, now)).rejects.toMatchObject({ kind: 'unprocessable', message: 'The file is not a PDF, JPEG or PNG' })
    expect(s3CallsOf('DeleteObjectCommand')).toHaveLength(1)
  })

  it('answers 409 when nothing was uploaded', async () => {
    stored(pending)
    await expect(completeDocument(owner, ID, now)).rejects.toMatchObject({ kind: 'conflict', message: 'Upload the file first' })
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0)
  })

  it("hides someone else's document (404) without touching the bucket; staff may complete it", async () => {
    stored(pending)
    object(PNG, 1234)
    await expect(completeDocument(stranger, ID, now)).rejects.toMatchObject({ kind: 'not-found', message: 'Document not found' })
    expect(s3Calls()).toHaveLength(0)
    await expect(completeDocument(admin, ID, now)).resolves.toMatchObject({ status: 'uploaded' })
  })
})

describe('downloadDocument', () => {
  const uploaded = { ...pending, status: 'uploaded', versionId: 'v-1', etag: '"e1"' }

  it('refuses when the stored object is no longer the checked one (a replayed upload)', async () => {
    stored(uploaded)
    headAnswers('"other"')
    await expect(downloadDocument(owner, ID, now)).rejects.toMatchObject({ kind: 'conflict' })
  })

  it("signs a GET of the checked version, as a path of the site's own origin", async () => {
    stored(uploaded)
    headAnswers('"e1"')
    const { url } = await downloadDocument(owner, ID, now)
    expect(s3Calls()).toEqual([{ command: 'HeadObjectCommand', input: { Bucket: 'docs', Key: KEY, VersionId: 'v-1' } }])
    expect(url.startsWith('/files/')).toBe(true)
    expect(url).toContain(KEY)
    expect(new URL(url, 'https://site.example').searchParams.get('versionId')).toBe('v-1')
  })

  it('has nothing to download before the file is accepted', async () => {
    stored(pending)
    await expect(downloadDocument(owner, ID, now)).rejects.toMatchObject({ kind: 'conflict' })
    expect(s3Calls()).toHaveLength(0)
  })
})

describe('listUserDocuments', () => {
  it("lets staff name a user and refuses anyone else's list to others", async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] })
    await expect(listUserDocuments(stranger, { userId: 'owner-1', limit: 5 })).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'Permission Denied',
    })
    await expect(listUserDocuments(admin, { userId: 'owner-1', limit: 5 })).resolves.toEqual({ items: [] })
    await expect(listUserDocuments(owner, { userId: 'owner-1', limit: 5 })).resolves.toEqual({ items: [] })
    const queries = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input)
    expect(queries.map((query) => query.ExpressionAttributeValues)).toEqual([
      { ':pk': 'USER#owner-1', ':prefix': 'DOC#' },
      { ':pk': 'USER#owner-1', ':prefix': 'DOC#' },
    ])
    expect(queries[0]?.ScanIndexForward).toBe(false)
  })
})
