import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import {
  CreatedDocumentSchema,
  MAX_PENDING_UPLOADS,
  PENDING_UPLOADS_MESSAGE,
  STALE_UPLOAD_SECONDS,
  type Document,
} from '../../shared/documents/document-schemas'
import { createAccountsApi, errorOf, SEEDED_ADMIN, type TestAccount } from '../users/testing/accounts-api'
import { FunctionEnvSchema, localStackClients } from '../users/testing/local-stack'
import { DocumentsEnvSchema, localDocumentsBucket, sampleFile } from './testing/documents-stack'
import { testStack } from '../lib/testing/test-stack'

/**
 * Uploads never finished: each is a document record and a signed
 * upload URL, so one account could make them without end. A user has at most MAX_PENDING_UPLOADS
 * at a time (counted in the create's transaction), and the sweep removes those whose URL expired
 * long ago, record and file. The sweep runs here in-process against the stack's emulators, with a
 * clock set past the stale age.
 */

const api = createAccountsApi(testStack().baseUrl)
const functionEnv = testStack().functionEnv
const stack = localStackClients(FunctionEnvSchema.parse(functionEnv))
const bucket = localDocumentsBucket(DocumentsEnvSchema.parse(functionEnv))

let rootToken: string
beforeAll(async () => {
  rootToken = (await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)).token
  // The sweep's modules read the handlers' environment, as the stack's own functions do.
  Object.assign(process.env, functionEnv)
})
afterAll(() => {
  stack.destroy()
  bucket.destroy()
})

const declaration = { name: 'Passport', description: 'Photo page', fileName: 'passport.pdf', contentType: 'application/pdf', size: 600 }
const create = (account: TestAccount) => api.call(routes.createDocument, { token: account.session.token, body: declaration })
const createOk = async (account: TestAccount) => {
  const response = await create(account)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return CreatedDocumentSchema.parse(response.body)
}
const objectKey = (document: Document) => `users/${document.ownerId}/${document.id}.pdf`
const pendingCount = async (account: TestAccount) => Number((await stack.getItem(`USER#${account.user.id}`, 'UPLOADS'))?.pending ?? 0)

async function sweepAt(now: Date): Promise<number> {
  const { sweepStaleUploads } = await import('../services/documents')
  let total = 0
  // Other files' abandoned uploads are stale too: sweep until none is left.
  for (let swept = await sweepStaleUploads(now); swept > 0; swept = await sweepStaleUploads(now)) total += swept
  return total
}

describe('unfinished uploads', () => {
  it(`a user has at most ${MAX_PENDING_UPLOADS} at once, even sent all together; finishing or deleting one frees its place`, async () => {
    const user = await api.createAccount('docs-cap', rootToken)
    const responses = await Promise.all(Array.from({ length: MAX_PENDING_UPLOADS + 3 }, () => create(user)))
    expect(responses.map((r) => r.status).sort()).toEqual([...Array(MAX_PENDING_UPLOADS).fill(201), 429, 429, 429])
    for (const refused of responses.filter((r) => r.status === 429)) expect(errorOf(refused).error).toBe(PENDING_UPLOADS_MESSAGE)
    expect(await pendingCount(user)).toBe(MAX_PENDING_UPLOADS)

    const made = responses.filter((r) => r.status === 201).map((r) => CreatedDocumentSchema.parse(r.body))
    const [first, second] = made
    if (!first || !second) throw new Error('no uploads were started')
    // Finished: its place is free.
    await fetch(first.upload.url, { method: 'PUT', headers: first.upload.headers, body: sampleFile.pdf(600) })
    expect((await api.call(routes.completeDocument, { token: user.session.token, params: { id: first.document.id } })).status).toBe(200)
    expect(await pendingCount(user)).toBe(MAX_PENDING_UPLOADS - 1)
    await createOk(user)
    expect((await create(user)).status).toBe(429)
    // Deleted: its place is free.
    expect((await api.call(routes.deleteDocument, { token: user.session.token, params: { id: second.document.id } })).status).toBe(204)
    expect(await pendingCount(user)).toBe(MAX_PENDING_UPLOADS - 1)
    await createOk(user)
    expect(await pendingCount(user)).toBe(MAX_PENDING_UPLOADS)
  })

  it('the sweep removes uploads never finished once stale, record and file, and gives their places back; finished ones stay', async () => {
    const user = await api.createAccount('docs-sweep', rootToken)
    const abandoned = await createOk(user)
    const sentNotFinished = await createOk(user)
    await fetch(sentNotFinished.upload.url, { method: 'PUT', headers: sentNotFinished.upload.headers, body: sampleFile.pdf(600) })
    const finished = await createOk(user)
    await fetch(finished.upload.url, { method: 'PUT', headers: finished.upload.headers, body: sampleFile.pdf(600) })
    expect((await api.call(routes.completeDocument, { token: user.session.token, params: { id: finished.document.id } })).status).toBe(200)
    expect(await bucket.exists(objectKey(sentNotFinished.document))).toBe(true)

    // Not yet stale: nothing of this user's goes.
    await sweepAt(new Date(Date.now() + (STALE_UPLOAD_SECONDS - 120) * 1000))
    expect(await pendingCount(user)).toBe(2)

    expect(await sweepAt(new Date(Date.now() + (STALE_UPLOAD_SECONDS + 60) * 1000))).toBeGreaterThanOrEqual(2)
    for (const gone of [abandoned, sentNotFinished]) {
      expect(await stack.getItem(`USER#${user.user.id}`, `DOC#${gone.document.id}`)).toBeUndefined()
      expect(await stack.getItem(`DOC#${gone.document.id}`, 'DOC')).toBeUndefined()
      expect(await bucket.exists(objectKey(gone.document))).toBe(false)
    }
    expect(await pendingCount(user)).toBe(0)
    expect(await stack.getItem(`USER#${user.user.id}`, `DOC#${finished.document.id}`)).toMatchObject({ status: 'uploaded' })
    expect(await bucket.exists(objectKey(finished.document))).toBe(true)
    // A swept upload's id is simply gone.
    expect((await api.call(routes.completeDocument, { token: user.session.token, params: { id: abandoned.document.id } })).status).toBe(404)
  })
})
