import { PutObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { routes } from '../../shared/api/routes'
import {
  CreatedDocumentSchema,
  DocumentDownloadSchema,
  DocumentSchema,
  DocumentsPageSchema,
  MAX_DOCUMENT_BYTES,
  type Document,
} from '../../shared/documents/document-schemas'
import { createAccountsApi, errorOf, SEEDED_ADMIN, type ApiResponse, type TestAccount } from '../users/testing/accounts-api'
import { FunctionEnvSchema, localStackClients } from '../users/testing/local-stack'
import { DocumentsEnvSchema, localDocumentsBucket, sampleFile } from './testing/documents-stack'
import { testStack } from '../lib/testing/test-stack'

const baseUrl = testStack().baseUrl
const api = createAccountsApi(baseUrl)
const functionEnv = testStack().functionEnv
const stack = localStackClients(FunctionEnvSchema.parse(functionEnv))
const bucket = localDocumentsBucket(DocumentsEnvSchema.parse(functionEnv))

const NOT_FOUND = 'Document not found'
const MISMATCH = 'The uploaded file does not match what was declared'

type ContentType = Document['contentType']

let owner: TestAccount
let other: TestAccount
let admin: TestAccount
let rootToken: string

beforeAll(async () => {
  const root = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
  rootToken = root.token
  owner = await api.createAccount('docs-owner', root.token)
  other = await api.createAccount('docs-other', root.token)
  admin = await api.createAccount('docs-admin', root.token, { isAdmin: true, verified: true })
})
afterAll(() => {
  stack.destroy()
  bucket.destroy()
})

const tokenOpt = (token: string | undefined) => (token === undefined ? {} : { token })
const EXTENSION: Record<ContentType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' }
/** Where the server stores a document's file: its own name, with the extension of the declared type. */
const objectKey = (document: Document) => `users/${document.ownerId}/${document.id}.${EXTENSION[document.contentType]}`

function expectError(response: ApiResponse, status: number, error: string): void {
  expect({ status: response.status, error: errorOf(response).error }).toEqual({ status, error })
}

function declaration(contentType: ContentType, size: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Passport',
    description: 'Photo page of my passport',
    fileName: `passport.${EXTENSION[contentType]}`,
    contentType,
    size,
    ...overrides,
  }
}

/** POST /api/documents; throws unless 201. */
async function create(token: string, contentType: ContentType, size: number) {
  const response = await api.call(routes.createDocument, { token, body: declaration(contentType, size) })
  if (response.status !== 201) throw new Error(`createDocument answered ${response.status}: ${JSON.stringify(response.body)}`)
  return CreatedDocumentSchema.parse(response.body)
}

/** What the browser does with the upload instructions. */
async function upload(created: z.infer<typeof CreatedDocumentSchema>, bytes: Uint8Array<ArrayBuffer>): Promise<number> {
  const response = await fetch(created.upload.url, { method: created.upload.method, headers: created.upload.headers, body: bytes })
  await response.arrayBuffer()
  return response.status
}

const complete = (token: string | undefined, id: string) => api.call(routes.completeDocument, { params: { id }, ...tokenOpt(token) })
const download = (token: string | undefined, id: string) => api.call(routes.downloadDocument, { params: { id }, ...tokenOpt(token) })
const remove = (token: string | undefined, id: string) => api.call(routes.deleteDocument, { params: { id }, ...tokenOpt(token) })
const list = (token: string | undefined, query?: Record<string, string>) =>
  api.call(routes.listDocuments, { ...tokenOpt(token), ...(query ? { query } : {}) })

/** A document of `account`'s with its file uploaded and accepted. */
async function uploadedDocument(account: TestAccount, bytes = sampleFile.pdf()): Promise<Document> {
  const created = await create(account.session.token, 'application/pdf', bytes.length)
  expect(await upload(created, bytes)).toBe(200)
  const response = await complete(account.session.token, created.document.id)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return DocumentSchema.parse(response.body)
}

describe('documents journey: create → upload → complete → list → download → delete', () => {
  it('walks the whole life of a document over HTTP and the presigned URLs', async () => {
    const bytes = sampleFile.png(2_345)
    const before = Date.now()
    const response = await api.call(routes.createDocument, {
      token: owner.session.token,
      body: declaration('image/png', bytes.length, { name: '  Driving licence ', fileName: 'Führerschein (front).png' }),
    })
    expect(response.status).toBe(201)
    const created = z.parse(z.strictObject(CreatedDocumentSchema.shape), response.body)
    const { document } = created
    expect(z.parse(z.strictObject(DocumentSchema.shape), document)).toMatchObject({
      ownerId: owner.user.id,
      name: 'Driving licence',
      fileName: 'Führerschein (front).png',
      contentType: 'image/png',
      size: 2_345,
      status: 'pending',
    })
    expect(document.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/)
    expect(created.upload).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/png' } })
    expect(new URL(created.upload.url).pathname).toBe(`/${functionEnv.DOCUMENTS_BUCKET}/${objectKey(document)}`)
    const expiresIn = Date.parse(created.upload.expiresAt) - before
    expect(expiresIn).toBeGreaterThan(4 * 60_000)
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000 + 5_000)
    // Both items of the key design: the document in its owner's partition and the lookup by id.
    expect(await stack.getItem(`USER#${owner.user.id}`, `DOC#${document.id}`)).toMatchObject({ status: 'pending' })
    expect(await stack.getItem(`DOC#${document.id}`, 'DOC')).toMatchObject({ ownerId: owner.user.id })

    expect(await upload(created, bytes)).toBe(200)
    const completed = await complete(owner.session.token, document.id)
    expect(completed.status).toBe(200)
    expect(DocumentSchema.parse(completed.body)).toMatchObject({ id: document.id, status: 'uploaded' })
    expect(JSON.stringify(completed.body)).not.toMatch(/etag|versionId|users\//i)
    // Completing again changes nothing.
    expect((await complete(owner.session.token, document.id)).status).toBe(200)

    const listed = await list(owner.session.token)
    expect(listed.status).toBe(200)
    expect(DocumentsPageSchema.parse(listed.body).items.find((item) => item.id === document.id)).toMatchObject({ status: 'uploaded' })

    const link = await download(owner.session.token, document.id)
    expect(link.status).toBe(200)
    const { url, expiresAt } = DocumentDownloadSchema.parse(link.body)
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(61_000)
    // A same-origin path: the site's origin passes it to the bucket and adds its headers.
    expect(url).toMatch(/^\/files\/[^?]+\.png\?.*X-Amz-Signature=/)
    const file = await fetch(`${baseUrl}${url}`)
    expect(file.status).toBe(200)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
    // Served under a name the server chose from the label, with the checked type's extension, never sniffed.
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Driving licence.png"; filename*=UTF-8''Driving%20licence.png`)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')

    expect((await remove(owner.session.token, document.id)).status).toBe(204)
    expect(await bucket.exists(objectKey(document))).toBe(false)
    expect(await stack.getItem(`USER#${owner.user.id}`, `DOC#${document.id}`)).toBeUndefined()
    expect(await stack.getItem(`DOC#${document.id}`, 'DOC')).toBeUndefined()
    expectError(await download(owner.session.token, document.id), 404, NOT_FOUND)
    expectError(await remove(owner.session.token, document.id), 404, NOT_FOUND)
  })

  it('answers only signed requests, as S3 does: unsigned, forged and listing requests to the site or the bucket port change and show nothing', async () => {
    const document = await uploadedDocument(owner)
    const bucketUrl = `${functionEnv.AWS_ENDPOINT_URL_S3}/${functionEnv.DOCUMENTS_BUCKET}`
    const key = objectKey(document)
    const { url } = DocumentDownloadSchema.parse((await download(owner.session.token, document.id)).body)
    const forged = new URL(url, baseUrl)
    forged.searchParams.set('X-Amz-Signature', 'f'.repeat(64))
    const codeOf = async (response: Response) => ({ status: response.status, code: /<Code>(\w+)<\/Code>/.exec(await response.text())?.[1] })
    const refusals = {
      unsignedThroughSite: await codeOf(await fetch(`${baseUrl}/files/${functionEnv.DOCUMENTS_BUCKET}/${key}`)),
      forgedThroughSite: await codeOf(await fetch(forged)),
      listThroughSite: await codeOf(await fetch(`${baseUrl}/files/${functionEnv.DOCUMENTS_BUCKET}?prefix=users/`)),
      unsignedGet: await codeOf(await fetch(`${bucketUrl}/${key}`)),
      listBucket: await codeOf(await fetch(`${bucketUrl}?prefix=users/`)),
      listBuckets: await codeOf(await fetch(`${functionEnv.AWS_ENDPOINT_URL_S3}/`)),
      unsignedPut: await codeOf(await fetch(`${bucketUrl}/users/${owner.user.id}/planted.pdf`, { method: 'PUT', body: sampleFile.pdf(100) })),
      unsignedDelete: await codeOf(await fetch(`${bucketUrl}/${key}`, { method: 'DELETE' })),
    }
    const denied = { status: 403, code: 'AccessDenied' }
    const mismatch = { status: 403, code: 'SignatureDoesNotMatch' }
    expect(refusals).toEqual({
      unsignedThroughSite: denied,
      forgedThroughSite: mismatch,
      listThroughSite: denied,
      unsignedGet: denied,
      listBucket: denied,
      listBuckets: denied,
      unsignedPut: denied,
      unsignedDelete: denied,
    })
    expect(await bucket.exists(`users/${owner.user.id}/planted.pdf`)).toBe(false)
    expect(await bucket.exists(key)).toBe(true)
    // The signed link still works.
    expect((await fetch(`${baseUrl}${url}`)).status).toBe(200)
  })

  it('lists newest first, a page at a time', async () => {
    const lister = await api.createAccount('docs-lister', rootToken)
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push((await create(lister.session.token, 'image/jpeg', 100)).document.id)
    const first = DocumentsPageSchema.parse((await list(lister.session.token, { limit: '2' })).body)
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]])
    expect(first.nextCursor).toBeDefined()
    const second = DocumentsPageSchema.parse((await list(lister.session.token, { limit: '2', cursor: first.nextCursor ?? '' })).body)
    expect(second.items.map((item) => item.id)).toEqual([ids[0]])
    expect(second.nextCursor).toBeUndefined()
    // A cursor is only good for the list it came from.
    expect((await list(owner.session.token, { limit: '2', cursor: first.nextCursor ?? '' })).status).toBe(400)
  })
})

describe('the local bucket and the browser', () => {
  async function preflight(origin: string) {
    const created = await create(owner.session.token, 'application/pdf', 100)
    const answer = await fetch(created.upload.url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    })
    // Not left pending: a user has a few unfinished uploads at most.
    expect((await remove(owner.session.token, created.document.id)).status).toBe(204)
    return answer
  }

  it.each(['http://localhost:3000', 'http://localhost:5173', 'http://127.0.0.1:3000'])(
    'lets the local site at %s PUT uploads (CORS)',
    async (origin) => {
      const response = await preflight(origin)
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-methods')).toContain('PUT')
    },
  )

  it('refuses other origins', async () => {
    expect((await preflight('https://evil.example')).status).toBe(403)
  })
})

describe('what is refused at create (400)', () => {
  it.each([
    ['a GIF', { contentType: 'image/gif' }, 'contentType', 'Only PDF, JPEG or PNG files can be uploaded'],
    ['an HTML page', { contentType: 'text/html', fileName: 'passport.html' }, 'contentType', 'Only PDF, JPEG or PNG files can be uploaded'],
    ['more than 10 MB', { size: MAX_DOCUMENT_BYTES + 1 }, 'size', 'Files must be 10 MB or smaller'],
    ['no name', { name: '   ' }, 'name', 'Document name is required'],
    ['no description', { description: '' }, 'description', 'Description is required'],
  ])('%s', async (_name, overrides, field, message) => {
    const response = await api.call(routes.createDocument, { token: owner.session.token, body: declaration('application/pdf', 1000, overrides) })
    expectError(response, 400, message)
    expect(errorOf(response).fields?.[field]).toBe(message)
  })
})

describe('what complete refuses: the file is deleted and the document rejected (422)', () => {
  async function refused(declared: ContentType, declaredSize: number, bytes: Uint8Array<ArrayBuffer>, reason: string): Promise<void> {
    const created = await create(owner.session.token, declared, declaredSize)
    if (bytes.length === declaredSize) {
      expect(await upload(created, bytes)).toBe(200)
    } else {
      // The length is signed: the bucket refuses another, as S3 does. Put there with the bucket's own
      // credentials instead, the check at complete still holds against whatever is stored.
      expect(await upload(created, bytes)).toBe(403)
      await bucket.s3.send(new PutObjectCommand({ Bucket: functionEnv.DOCUMENTS_BUCKET, Key: objectKey(created.document), Body: bytes }))
    }
    expect(await bucket.exists(objectKey(created.document))).toBe(true)

    expectError(await complete(owner.session.token, created.document.id), 422, reason)
    expect(await bucket.exists(objectKey(created.document))).toBe(false)
    const page = DocumentsPageSchema.parse((await list(owner.session.token)).body)
    expect(page.items.find((item) => item.id === created.document.id)).toMatchObject({ status: 'rejected', reason })
    // It stays refused, and there is nothing to download.
    expectError(await complete(owner.session.token, created.document.id), 422, reason)
    expect((await download(owner.session.token, created.document.id)).status).toBe(409)
    expect((await remove(owner.session.token, created.document.id)).status).toBe(204)
  }

  it('a PNG declared, PDF bytes uploaded', () => refused('image/png', 800, sampleFile.pdf(800), MISMATCH))
  it('more bytes uploaded than declared', () => refused('image/jpeg', 800, sampleFile.jpeg(900), MISMATCH))
  it('fewer bytes uploaded than declared', () => refused('application/pdf', 800, sampleFile.pdf(700), MISMATCH))
  it('a file of no accepted type', () => refused('application/pdf', 800, sampleFile.gif(800), 'The file is not a PDF, JPEG or PNG'))
  it('more than 10 MB uploaded to a 10 MB declaration', () =>
    refused('application/pdf', MAX_DOCUMENT_BYTES, sampleFile.pdf(MAX_DOCUMENT_BYTES + 1), 'The file is larger than 10 MB'))

  it('before anything was uploaded: 409, and the document stays pending', async () => {
    const created = await create(owner.session.token, 'application/pdf', 500)
    expectError(await complete(owner.session.token, created.document.id), 409, 'Upload the file first')
    expect(await stack.getItem(`USER#${owner.user.id}`, `DOC#${created.document.id}`)).toMatchObject({ status: 'pending' })
    // The upload can still follow.
    expect(await upload(created, sampleFile.pdf(500))).toBe(200)
    expect((await complete(owner.session.token, created.document.id)).status).toBe(200)
  })

  it('a file replaced through the same upload URL after it was accepted is never served', async () => {
    const created = await create(owner.session.token, 'image/png', 600)
    expect(await upload(created, sampleFile.png(600))).toBe(200)
    expect((await complete(owner.session.token, created.document.id)).status).toBe(200)
    const swapped = sampleFile.png(600)
    swapped[100] = 0xee
    swapped[101] = 0xee
    expect(await upload(created, swapped)).toBe(200)
    expectError(
      await download(owner.session.token, created.document.id),
      409,
      'The file changed after it was checked. Delete this document and upload it again.',
    )
  })

  it('ids that are not documents', async () => {
    expectError(await complete(owner.session.token, '01KAJ5Y0T9V8M6Z3X2W1Q0P9N8'), 404, NOT_FOUND)
    expectError(await download(owner.session.token, 'not-an-id'), 400, 'Document id is not valid')
  })
})

/**
 * Every document endpoint × anonymous, the owner, another user and an admin. The document is the
 * owner's; the expected answers are written out by hand.
 */
type Caller = 'anonymous' | 'owner' | 'other' | 'admin'
type Endpoint = 'createDocument' | 'listOwn' | 'listOwnersById' | 'completeDocument' | 'downloadDocument' | 'deleteDocument'
interface Expected {
  status: number
  error?: string
}
const ANON = { status: 401, error: 'Authentication required' }
const HIDDEN = { status: 404, error: NOT_FOUND }
const MATRIX: Record<Endpoint, Record<Caller, Expected>> = {
  createDocument: { anonymous: ANON, owner: { status: 201 }, other: { status: 201 }, admin: { status: 201 } },
  listOwn: { anonymous: ANON, owner: { status: 200 }, other: { status: 200 }, admin: { status: 200 } },
  listOwnersById: { anonymous: ANON, owner: { status: 200 }, other: { status: 403, error: 'Permission Denied' }, admin: { status: 200 } },
  completeDocument: { anonymous: ANON, owner: { status: 200 }, other: HIDDEN, admin: { status: 200 } },
  downloadDocument: { anonymous: ANON, owner: { status: 200 }, other: HIDDEN, admin: { status: 200 } },
  deleteDocument: { anonymous: ANON, owner: { status: 204 }, other: HIDDEN, admin: { status: 204 } },
}
const CALLERS: Caller[] = ['anonymous', 'owner', 'other', 'admin']

function expectAnswer(response: ApiResponse, expected: Expected): void {
  if (expected.error === undefined) expect(response.status, JSON.stringify(response.body)).toBe(expected.status)
  else expect({ status: response.status, error: errorOf(response).error }).toEqual(expected)
}

const tokenOf = (caller: Caller): string | undefined => (caller === 'anonymous' ? undefined : { owner, other, admin }[caller].session.token)
const accountOf = (caller: Exclude<Caller, 'anonymous'>): TestAccount => ({ owner, other, admin })[caller]

async function runCase(endpoint: Endpoint, caller: Caller, expected: Expected): Promise<void> {
  const token = tokenOf(caller)
  switch (endpoint) {
    case 'createDocument': {
      const response = await api.call(routes.createDocument, { ...tokenOpt(token), body: declaration('application/pdf', 1000) })
      expectAnswer(response, expected)
      if (caller !== 'anonymous') {
        // Always under the caller's own prefix.
        const created = CreatedDocumentSchema.parse(response.body)
        expect(created.document.ownerId).toBe(accountOf(caller).user.id)
        expect(new URL(created.upload.url).pathname).toContain(`/users/${accountOf(caller).user.id}/`)
        // Not left pending: a user has a few unfinished uploads at most (document-uploads.integration.test.ts).
        expect((await remove(token, created.document.id)).status).toBe(204)
      }
      return
    }
    case 'listOwn':
    case 'listOwnersById': {
      const document = await uploadedDocument(owner)
      const response = await list(token, endpoint === 'listOwnersById' ? { userId: owner.user.id } : undefined)
      expectAnswer(response, expected)
      if (response.status === 200) {
        const ids = DocumentsPageSchema.parse(response.body).items.map((item) => item.id)
        // Without a user id everyone sees only their own.
        const seesOwners = endpoint === 'listOwnersById' || caller === 'owner'
        expect(ids.includes(document.id)).toBe(seesOwners)
      }
      return
    }
    case 'completeDocument': {
      const created = await create(owner.session.token, 'image/png', 700)
      expect(await upload(created, sampleFile.png(700))).toBe(200)
      const response = await complete(token, created.document.id)
      expectAnswer(response, expected)
      const item = await stack.getItem(`USER#${owner.user.id}`, `DOC#${created.document.id}`)
      expect(item?.status).toBe(response.status === 200 ? 'uploaded' : 'pending')
      expect((await remove(owner.session.token, created.document.id)).status).toBe(204)
      return
    }
    case 'downloadDocument': {
      const bytes = sampleFile.pdf(900)
      const document = await uploadedDocument(owner, bytes)
      const response = await download(token, document.id)
      expectAnswer(response, expected)
      if (response.status === 200) {
        const file = await fetch(`${baseUrl}${DocumentDownloadSchema.parse(response.body).url}`)
        expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
      } else {
        expect(JSON.stringify(response.body)).not.toContain('http')
      }
      return
    }
    case 'deleteDocument': {
      const document = await uploadedDocument(owner)
      const response = await remove(token, document.id)
      expectAnswer(response, expected)
      const deleted = response.status === 204
      expect(await bucket.exists(objectKey(document))).toBe(!deleted)
      expect((await stack.getItem(`DOC#${document.id}`, 'DOC')) === undefined).toBe(deleted)
      return
    }
  }
}

describe('authorization matrix: every document endpoint × anonymous, owner, other user, admin', () => {
  for (const endpoint of Object.keys(MATRIX) as Endpoint[]) {
    for (const caller of CALLERS) {
      const expected = MATRIX[endpoint][caller]
      it(`${endpoint} by ${caller} → ${expected.status}${expected.error ? ` '${expected.error}'` : ''}`, () => runCase(endpoint, caller, expected))
    }
  }

  it('refuses a token that is not one of ours on every endpoint', async () => {
    const headers = { authorization: 'Bearer not.a.token' }
    const id = '01KAJ5Y0T9V8M6Z3X2W1Q0P9N8'
    const answers = await Promise.all([
      api.call(routes.createDocument, { headers, body: declaration('application/pdf', 10) }),
      api.call(routes.listDocuments, { headers }),
      api.call(routes.completeDocument, { headers, params: { id } }),
      api.call(routes.downloadDocument, { headers, params: { id } }),
      api.call(routes.deleteDocument, { headers, params: { id } }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401])
  })
})
