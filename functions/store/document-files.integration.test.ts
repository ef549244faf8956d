import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DocumentsEnvSchema, localDocumentsBucket, sampleFile } from '../documents/testing/documents-stack'
import { currentEtag, deleteFile, presignDownload, presignUpload, readFileHead } from './document-files'
import { testStack } from '../lib/testing/test-stack'

/**
 * The documents' files on the local stack's s3rver, through the S3 client and presigned URLs the
 * functions use (downloads through the gateway's `/files/*`, as CloudFront serves them) (in this process, with the functions' environment), looked at from behind:
 * keys with spaces, reserved characters and unicode land under exactly that key and come back.
 */

const functionEnv = testStack().functionEnv
const baseUrl = testStack().baseUrl
const bucket = localDocumentsBucket(DocumentsEnvSchema.parse(functionEnv))
const now = () => new Date()

beforeAll(() => {
  Object.assign(process.env, functionEnv)
})
afterAll(() => bucket.destroy())

describe.each([
  ['a plain key', `users/files-test/${Date.now()}-plain`],
  ['a key with spaces, reserved characters and unicode', `users/files test/${Date.now()} Führerschein (front)+copy*~!'é &=?#%.png`],
])('%s', (_name, key) => {
  const bytes = sampleFile.png(1_234)

  it('uploads through the presigned PUT, reads the first bytes and size, heads, downloads and deletes it', async () => {
    const upload = await presignUpload(key, 'image/png', bytes.length, now())
    const put = await fetch(upload.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes })
    await put.arrayBuffer()
    expect(put.status).toBe(200)
    // Stored under exactly this key, as the SDK names it.
    expect(await bucket.exists(key)).toBe(true)

    const head = await readFileHead(key)
    expect(head).toMatchObject({ size: bytes.length, firstBytes: bytes.subarray(0, 8) })
    expect(head?.etag).toMatch(/^".+"$/)
    expect(await currentEtag(key)).toBe(head?.etag)

    const download = await presignDownload({ key, fileName: 'Führerschein (front).png', contentType: 'image/png' }, now())
    // Through the site's origin (the gateway's /files/*), as the browser follows it.
    expect(download.url.startsWith('/files/')).toBe(true)
    const file = await fetch(`${baseUrl}${download.url}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="F_hrerschein (front).png"; filename*=UTF-8''F%C3%BChrerschein%20%28front%29.png`,
    )

    await deleteFile(key)
    expect(await bucket.exists(key)).toBe(false)
    expect(await readFileHead(key)).toBeUndefined()
    expect(await currentEtag(key)).toBeUndefined()
  })
})
