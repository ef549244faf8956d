import { createHash, createHmac } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { documentObjectKey } from '../model/document-objects'
import type * as DocumentFiles from './document-files'

let files: typeof DocumentFiles
const now = new Date('2026-11-21T12:00:00Z')
const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session/token+=' }
/** Every kind of character a key can hold: space, reserved, sub-delims, unicode, and a `/` kept as a separator. */
const ODD_KEY = "users/a b/Führerschein (front)+copy*~!'é.png"

/** The module with a fresh S3 client (it reads its endpoint when made), in this environment plus `extra`. */
async function filesIn(extra: Record<string, string | undefined> = {}): Promise<typeof DocumentFiles> {
  const env: Record<string, string | undefined> = {
    STAGE: 'test',
    TABLE_NAME: 't',
    AUTH_ISSUER: 'http://127.0.0.1:1/p',
    USER_POOL_ID: 'p',
    USER_POOL_CLIENT_ID: 'c',
    DOCUMENTS_BUCKET: 'remit-test-documents',
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    AWS_SESSION_TOKEN: CREDENTIALS.sessionToken,
    AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569',
    ...extra,
  }
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  return import('./document-files')
}
beforeEach(async () => {
  files = await filesIn()
})
afterEach(() => vi.unstubAllEnvs())

/**
 * SigV4 for S3 written out from AWS's description ("Authenticating requests: AWS Signature Version 4",
 * S3 API reference), independent of the signer under test: S3's canonical URI is the path as sent
 * (encoded once), the query is RFC 3986-encoded and sorted, and only the listed headers are signed.
 */
function expectedSignature(request: {
  method: string
  url: URL
  headers: Record<string, string>
  signedHeaders: string[]
  payloadHash: string
  amzDate: string
  region: string
}): string {
  const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  const query = [...request.url.searchParams]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)])
    .sort(([a = '', b = ''], [c = '', d = '']) => (a === c ? (b < d ? -1 : 1) : a < c ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const headers = request.signedHeaders.map((name) => `${name}:${(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('')
  const canonical = [request.method, request.url.pathname, query, headers, request.signedHeaders.join(';'), request.payloadHash].join('\n')
  const day = request.amzDate.slice(0, 8)
  const scope = `${day}/${request.region}/s3/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', request.amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n')
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()
  const key = hmac(hmac(hmac(hmac(`AWS4${CREDENTIALS.secretAccessKey}`, day), request.region), 's3'), 'aws4_request')
  return createHmac('sha256', key).update(stringToSign).digest('hex')
}

/** Checks a presigned URL's signature the way S3 would, given the headers its holder sends. */
function expectValidPresignedUrl(url: string, method: string, sentHeaders: Record<string, string> = {}): void {
  const parsed = new URL(url)
  const params = parsed.searchParams
  const signedHeaders = (params.get('X-Amz-SignedHeaders') ?? '').split(';')
  const signature = expectedSignature({
    method,
    url: parsed,
    headers: { ...sentHeaders, host: parsed.host },
    signedHeaders,
    payloadHash: params.get('X-Amz-Content-Sha256') ?? '',
    amzDate: params.get('X-Amz-Date') ?? '',
    region: (params.get('X-Amz-Credential') ?? '').split('/')[2] ?? '',
  })
  expect(params.get('X-Amz-Signature')).toBe(signature)
}

describe('presigned upload', () => {
  it('PUTs one object under the owner prefix, with type and length signed, for 5 minutes', async () => {
    const { url, expiresAt } = await files.presignUpload(
      documentObjectKey('user-1', '01KAJ5Y0T9V8M6Z3X2W1Q0P9N8', 'image/png'),
      'image/png',
      1234,
      now,
    )
    const parsed = new URL(url)
    expect(`${parsed.origin}${parsed.pathname}`).toBe('http://127.0.0.1:4569/remit-test-documents/users/user-1/01KAJ5Y0T9V8M6Z3X2W1Q0P9N8.png')
    expect(parsed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host')
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('300')
    expect(parsed.searchParams.get('X-Amz-Date')).toBe('20261121T120000Z')
    expect(parsed.searchParams.get('X-Amz-Security-Token')).toBe(CREDENTIALS.sessionToken)
    // No checksum of an empty body signed in: it would make every real upload fail.
    expect(url).not.toMatch(/checksum/i)
    expect(expiresAt).toBe('2026-11-21T12:05:00.000Z')
    expectValidPresignedUrl(url, 'PUT', { 'content-length': '1234', 'content-type': 'image/png' })
  })

  it('addresses the regional virtual-hosted endpoint in AWS', async () => {
    files = await filesIn({ AWS_ENDPOINT_URL_S3: undefined })
    const { url } = await files.presignUpload('users/u-1/doc', 'image/png', 2345, now)
    expect(`${new URL(url).origin}${new URL(url).pathname}`).toBe('https://remit-test-documents.s3.eu-west-1.amazonaws.com/users/u-1/doc')
    expectValidPresignedUrl(url, 'PUT', { 'content-length': '2345', 'content-type': 'image/png' })
  })

  it('encodes each segment of the key once (RFC 3986), keeps the slashes, and signs that path as it is', async () => {
    const { url } = await files.presignUpload(ODD_KEY, 'image/png', 2345, now)
    expect(new URL(url).pathname).toBe('/remit-test-documents/users/a%20b/F%C3%BChrerschein%20%28front%29%2Bcopy%2A~%21%27%C3%A9.png')
    expectValidPresignedUrl(url, 'PUT', { 'content-length': '2345', 'content-type': 'image/png' })
  })

  it('has no session token parameter when the credentials have none', async () => {
    files = await filesIn({ AWS_SESSION_TOKEN: undefined })
    const { url } = await files.presignUpload('users/u-1/doc', 'image/png', 2345, now)
    expect(new URL(url).searchParams.has('X-Amz-Security-Token')).toBe(false)
    expectValidPresignedUrl(url, 'PUT', { 'content-length': '2345', 'content-type': 'image/png' })
  })
})

describe('presigned download', () => {
  it('GETs the checked version as an attachment for 60 seconds', async () => {
    const { url, expiresAt } = await files.presignDownload(
      { key: 'users/user-1/01KAJ5Y0T9V8M6Z3X2W1Q0P9N8', versionId: 'v-1', fileName: 'passport.pdf', contentType: 'application/pdf' },
      now,
    )
    // A same-origin path; without `/files` it is exactly what the bucket's host was signed for.
    expect(url.startsWith('/files/')).toBe(true)
    const atBucket = `http://127.0.0.1:4569${url.slice('/files'.length)}`
    const parsed = new URL(atBucket)
    expect(parsed.pathname).toBe('/remit-test-documents/users/user-1/01KAJ5Y0T9V8M6Z3X2W1Q0P9N8')
    expect(parsed.searchParams.get('versionId')).toBe('v-1')
    expect(parsed.searchParams.get('response-content-disposition')).toBe(`attachment; filename="passport.pdf"; filename*=UTF-8''passport.pdf`)
    expect(parsed.searchParams.get('response-content-type')).toBe('application/pdf')
    expect(parsed.searchParams.get('response-cache-control')).toBe('private, no-store')
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('60')
    expect(parsed.searchParams.get('X-Amz-SignedHeaders')).toBe('host')
    expect(expiresAt).toBe('2026-11-21T12:01:00.000Z')
    expectValidPresignedUrl(atBucket, 'GET')
  })

  it('omits the version where the bucket has none (s3rver)', async () => {
    const { url } = await files.presignDownload({ key: 'users/u/x', fileName: 'a.png', contentType: 'image/png' }, now)
    expect(new URL(url, 'http://localhost').searchParams.has('versionId')).toBe(false)
  })
})
