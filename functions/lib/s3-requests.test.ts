import { createHash, createHmac } from 'node:crypto'
import { GetObjectCommand, PutObjectCommand, S3Client, type GetObjectCommandInput, type PutObjectCommandInput } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isTransientAwsError } from './aws-errors'
import { MAX_ATTEMPTS, presignObjectRequest, S3Error, sendObjectRequest, type ObjectRequest } from './s3-requests'
import { interceptS3, s3ErrorResponse, type S3Call } from './testing/fake-s3'

const NOW = new Date('2026-11-21T12:00:00Z')
const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session/token+=' }
const BUCKET = 'remit-test-documents'
/** Every kind of character a key can hold: space, reserved, sub-delims, unicode, and a `/` kept as a separator. */
const ODD_KEY = "users/a b/Führerschein (front)+copy*~!'é.png"
const EMPTY_SHA256 = createHash('sha256').update('').digest('hex')

const ENV = { AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey }
/** The environment the signed requests read, with `extra`; nothing else of it (no token, no endpoint) unless given. */
function setEnv(extra: Record<string, string> = {}): void {
  const env: Record<string, string | undefined> = { ...ENV, AWS_SESSION_TOKEN: undefined, AWS_ENDPOINT_URL_S3: undefined, ...extra }
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
}
beforeEach(() => setEnv({ AWS_SESSION_TOKEN: CREDENTIALS.sessionToken }))
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

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

/** The SDK's presigned URL for the same request (the S3 client and presigner, now only dev tooling). */
async function sdkPresignedUrl(command: GetObjectCommand | PutObjectCommand, options: { expiresIn: number; signableHeaders?: Set<string> }) {
  const client = new S3Client({
    region: ENV.AWS_REGION,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(process.env.AWS_ENDPOINT_URL_S3 ? { endpoint: process.env.AWS_ENDPOINT_URL_S3, forcePathStyle: true } : {}),
  })
  // The SDK adds `x-id=<operation>` to the query for its own bookkeeping; S3 ignores it and we do not send it.
  client.middlewareStack.add(
    (next) => async (args) => {
      const query = (args.request as { query?: Record<string, unknown> }).query
      if (query) delete query['x-id']
      return next(args)
    },
    { step: 'build', name: 'dropOperationId' },
  )
  return getSignedUrl(client, command, { signingDate: NOW, ...options })
}

const upload = (key: string): ObjectRequest => ({ method: 'PUT', bucket: BUCKET, key, headers: { 'content-length': '2345', 'content-type': 'image/png' } })
const sdkUpload = (key: string): PutObjectCommandInput => ({ Bucket: BUCKET, Key: key, ContentType: 'image/png', ContentLength: 2345 })
const DOWNLOAD_QUERY = {
  versionId: 'v1.a+b',
  'response-content-disposition': `attachment; filename="F_hrerschein (front).png"; filename*=UTF-8''F%C3%BChrerschein%20%28front%29.png`,
  'response-content-type': 'image/png',
  'response-cache-control': 'private, no-store',
}
const sdkDownload = (key: string): GetObjectCommandInput => ({
  Bucket: BUCKET,
  Key: key,
  VersionId: DOWNLOAD_QUERY.versionId,
  ResponseContentDisposition: DOWNLOAD_QUERY['response-content-disposition'],
  ResponseContentType: DOWNLOAD_QUERY['response-content-type'],
  ResponseCacheControl: DOWNLOAD_QUERY['response-cache-control'],
})

describe('presignObjectRequest', () => {
  it('signs a PUT with its content type and length, for the virtual-hosted regional endpoint', async () => {
    const url = new URL(await presignObjectRequest(upload('users/u-1/01KAJ5Y0T9V8M6Z3X2W1Q0P9N8'), { expiresIn: 300, signingDate: NOW }))
    expect(url.origin).toBe(`https://${BUCKET}.s3.eu-west-1.amazonaws.com`)
    expect(url.pathname).toBe('/users/u-1/01KAJ5Y0T9V8M6Z3X2W1Q0P9N8')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
      'X-Amz-Credential': `${CREDENTIALS.accessKeyId}/20261121/eu-west-1/s3/aws4_request`,
      'X-Amz-Date': '20261121T120000Z',
      'X-Amz-Expires': '300',
      'X-Amz-Security-Token': CREDENTIALS.sessionToken,
      'X-Amz-SignedHeaders': 'content-length;content-type;host',
      'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expectValidPresignedUrl(url.href, 'PUT', { 'content-length': '2345', 'content-type': 'image/png' })
  })

  it('has no session token parameter when the credentials have none', async () => {
    setEnv()
    const url = new URL(await presignObjectRequest(upload('users/u-1/doc'), { expiresIn: 300, signingDate: NOW }))
    expect(url.searchParams.has('X-Amz-Security-Token')).toBe(false)
    expectValidPresignedUrl(url.href, 'PUT', { 'content-length': '2345', 'content-type': 'image/png' })
  })

  it('signs a GET of a version with the response-* overrides in the query', async () => {
    const url = new URL(await presignObjectRequest({ method: 'GET', bucket: BUCKET, key: 'users/u-1/doc', query: DOWNLOAD_QUERY }, { expiresIn: 60, signingDate: NOW }))
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ ...DOWNLOAD_QUERY, 'X-Amz-Expires': '60', 'X-Amz-SignedHeaders': 'host' })
    expectValidPresignedUrl(url.href, 'GET')
  })

  it('encodes each segment of the key once (RFC 3986), keeps the slashes, and signs that path as it is', async () => {
    const url = new URL(await presignObjectRequest(upload(ODD_KEY), { expiresIn: 300, signingDate: NOW }))
    expect(url.pathname).toBe('/users/a%20b/F%C3%BChrerschein%20%28front%29%2Bcopy%2A~%21%27%C3%A9.png')
    expectValidPresignedUrl(url.href, 'PUT', { 'content-length': '2345', 'content-type': 'image/png' })
  })

  it('addresses AWS_ENDPOINT_URL_S3 path-style (the local emulator)', async () => {
    setEnv({ AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569' })
    const url = new URL(await presignObjectRequest(upload('users/u-1/doc'), { expiresIn: 300, signingDate: NOW }))
    expect(`${url.origin}${url.pathname}`).toBe(`http://127.0.0.1:4569/${BUCKET}/users/u-1/doc`)
    expectValidPresignedUrl(url.href, 'PUT', { 'content-length': '2345', 'content-type': 'image/png' })
  })

  describe("is, to the character, the SDK presigner's URL for the same input, date and credentials", () => {
    it.each([
      ['a PUT, virtual-hosted', {}, 'users/u-1/doc'],
      ['a PUT of an odd key, virtual-hosted', {}, ODD_KEY],
      ['a PUT of an odd key, path-style', { AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569' }, ODD_KEY],
    ])('%s', async (_name, env, key) => {
      setEnv({ AWS_SESSION_TOKEN: CREDENTIALS.sessionToken, ...env })
      const ours = await presignObjectRequest(upload(key), { expiresIn: 300, signingDate: NOW })
      const sdk = await sdkPresignedUrl(new PutObjectCommand(sdkUpload(key)), { expiresIn: 300, signableHeaders: new Set(['content-type', 'content-length']) })
      expect(ours).toBe(sdk)
      // The reference check above agrees with the SDK too, so it checks what S3 checks.
      expectValidPresignedUrl(sdk, 'PUT', { 'content-length': '2345', 'content-type': 'image/png' })
    })

    it.each([
      ['a GET of a version, virtual-hosted', {}],
      ['a GET of a version, path-style', { AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569' }],
    ])('%s', async (_name, env) => {
      setEnv({ AWS_SESSION_TOKEN: CREDENTIALS.sessionToken, ...env })
      const ours = await presignObjectRequest({ method: 'GET', bucket: BUCKET, key: ODD_KEY, query: DOWNLOAD_QUERY }, { expiresIn: 60, signingDate: NOW })
      const sdk = await sdkPresignedUrl(new GetObjectCommand(sdkDownload(ODD_KEY)), { expiresIn: 60 })
      expect(ours).toBe(sdk)
    })
  })
})

describe('sendObjectRequest', () => {
  let answers: ((call: S3Call) => Response)[] = []
  let s3: ReturnType<typeof interceptS3>
  beforeEach(() => {
    answers = []
    s3 = interceptS3((call) => {
      const next = answers.shift()
      if (!next) throw new Error('no answer left')
      return next(call)
    })
    // No backoff waits in these tests: full jitter with a random draw of 0.
    vi.spyOn(Math, 'random').mockReturnValue(0)
  })
  afterEach(() => s3.restore())

  const ok = () => new Response(null, { status: 204 })
  const failing = (code: string, status: number) => (call: S3Call) => s3ErrorResponse(call, code, status)
  const throwing = (error: Error) => () => {
    throw error
  }
  const del = { method: 'DELETE', bucket: BUCKET, key: ODD_KEY } as const

  it('sends a request signed in its Authorization header, with the session token and the empty body hash', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    try {
      answers = [() => new Response(Uint8Array.from([1, 2]), { status: 206, headers: { 'content-range': 'bytes 0-1/9', etag: '"e"' } })]
      const answer = await sendObjectRequest({ method: 'GET', bucket: BUCKET, key: ODD_KEY, query: { versionId: 'v 1' }, headers: { range: 'bytes=0-7' } })
      expect(answer).toMatchObject({ status: 206, body: Uint8Array.from([1, 2]) })
    } finally {
      vi.useRealTimers()
    }
    const [call] = s3.calls
    expect(call).toMatchObject({ method: 'GET', bucket: BUCKET, key: ODD_KEY, query: { versionId: 'v 1' } })
    const headers = call?.headers ?? {}
    expect(headers).toMatchObject({ range: 'bytes=0-7', 'x-amz-date': '20261121T120000Z', 'x-amz-security-token': CREDENTIALS.sessionToken, 'x-amz-content-sha256': EMPTY_SHA256 })
    const authorization = /^AWS4-HMAC-SHA256 Credential=([^,]+), SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(headers.authorization ?? '')
    expect(authorization?.[1]).toBe(`${CREDENTIALS.accessKeyId}/20261121/eu-west-1/s3/aws4_request`)
    expect(authorization?.[2]).toBe('host;range;x-amz-content-sha256;x-amz-date;x-amz-security-token')
    const url = new URL(`https://${BUCKET}.s3.eu-west-1.amazonaws.com/users/a%20b/F%C3%BChrerschein%20%28front%29%2Bcopy%2A~%21%27%C3%A9.png?versionId=v%201`)
    const signature = expectedSignature({
      method: 'GET',
      url,
      headers: { ...headers, host: url.host },
      signedHeaders: (authorization?.[2] ?? '').split(';'),
      payloadHash: EMPTY_SHA256,
      amzDate: '20261121T120000Z',
      region: 'eu-west-1',
    })
    expect(authorization?.[3]).toBe(signature)
  })

  it.each([
    ['SlowDown (503)', failing('SlowDown', 503)],
    ['InternalError (500)', failing('InternalError', 500)],
    ['RequestTimeout (400)', failing('RequestTimeout', 400)],
    ['a reset connection', throwing(new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) }))],
    ["fetch's time-out", throwing(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))],
  ])('retries %s and succeeds when the next attempt does', async (_name, first) => {
    answers = [first, ok]
    await expect(sendObjectRequest(del)).resolves.toMatchObject({ status: 204 })
    expect(s3.calls).toHaveLength(2)
  })

  it.each([
    ['SlowDown (503)', failing('SlowDown', 503), { name: 'SlowDown', $metadata: { httpStatusCode: 503, requestId: 'FAKE' } }],
    ['a 503 without a body (HEAD)', (call: S3Call) => s3ErrorResponse({ ...call, method: 'HEAD' }, 'SlowDown', 503), { name: 'ServiceUnavailable' }],
    ['a reset connection', throwing(new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) })), { code: 'ECONNRESET' }],
    ['a refused connection', throwing(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })), { code: 'ECONNREFUSED' }],
    ["fetch's time-out", throwing(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), { name: 'TimeoutError' }],
  ])(`gives up on %s after ${MAX_ATTEMPTS} attempts with an error the route wrapper answers 503`, async (_name, failure, expected) => {
    answers = Array.from({ length: MAX_ATTEMPTS }, () => failure)
    const error: unknown = await sendObjectRequest(del).catch((caught: unknown) => caught)
    expect(error).toMatchObject(expected)
    expect(isTransientAwsError(error)).toBe(true)
    expect(s3.calls).toHaveLength(MAX_ATTEMPTS)
  })

  it.each([
    ['AccessDenied (403)', failing('AccessDenied', 403), 'AccessDenied', 403],
    ['NoSuchKey (404)', failing('NoSuchKey', 404), 'NoSuchKey', 404],
    ['a HEAD 404 (no body)', (call: S3Call) => s3ErrorResponse({ ...call, method: 'HEAD' }, 'NoSuchKey', 404), 'NotFound', 404],
    ['InvalidRange (416)', failing('InvalidRange', 416), 'InvalidRange', 416],
  ])('does not retry %s: it throws it as an S3Error at once', async (_name, failure, name, status) => {
    answers = [failure]
    const error: unknown = await sendObjectRequest(del).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(S3Error)
    expect(error).toMatchObject({ name, status })
    expect(isTransientAwsError(error)).toBe(false)
    expect(s3.calls).toHaveLength(1)
  })

  it('sends nothing without credentials in the environment', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', undefined)
    await expect(sendObjectRequest(del)).rejects.toThrow(/credentials/i)
    expect(s3.calls).toHaveLength(0)
  })
})
