import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCAL_CREDENTIALS } from './local-credentials'
import { verifyS3Request, type S3RequestToVerify } from './s3-signature'

const client = new S3Client({
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:4569',
  forcePathStyle: true,
  credentials: LOCAL_CREDENTIALS,
  requestChecksumCalculation: 'WHEN_REQUIRED',
})
afterAll(() => client.destroy())

const now = new Date('2026-11-28T12:00:00Z')
const verify = (request: S3RequestToVerify, at = now) => verifyS3Request(request, LOCAL_CREDENTIALS, at)

describe('the local bucket checks signatures as S3 does', () => {
  it("accepts the SDK's presigned upload only with the signed type and length, within its expiry", async () => {
    const key = 'users/sub 1/ü+1.pdf'
    const url = new URL(
      await getSignedUrl(client, new PutObjectCommand({ Bucket: 'docs', Key: key, ContentType: 'application/pdf', ContentLength: 5 }), {
        expiresIn: 300,
        signingDate: now,
        signableHeaders: new Set(['content-type', 'content-length']),
      }),
    )
    const headers = { host: url.host, 'content-type': 'application/pdf', 'content-length': '5' }
    expect(await verify({ method: 'PUT', url, headers })).toBeUndefined()
    expect(await verify({ method: 'PUT', url, headers: { ...headers, 'content-length': '6' } })).toMatchObject({ code: 'SignatureDoesNotMatch' })
    expect(await verify({ method: 'PUT', url, headers: { ...headers, 'content-type': 'text/html' } })).toMatchObject({
      code: 'SignatureDoesNotMatch',
    })
    expect(await verify({ method: 'GET', url, headers })).toMatchObject({ code: 'SignatureDoesNotMatch' })
    expect(await verify({ method: 'PUT', url, headers }, new Date(now.getTime() + 301_000))).toMatchObject({
      status: 403,
      message: 'Request has expired',
    })
    const moved = new URL(url)
    moved.pathname = moved.pathname.replace('sub%201', 'sub%202')
    expect(await verify({ method: 'PUT', url: moved, headers })).toMatchObject({ code: 'SignatureDoesNotMatch' })
  })

  it("accepts a header-signed request of the functions' client, and not once changed or unsigned", async () => {
    let captured: S3RequestToVerify | undefined
    const spy = new S3Client({ region: 'us-east-1', endpoint: 'http://127.0.0.1:4569', forcePathStyle: true, credentials: LOCAL_CREDENTIALS })
    spy.middlewareStack.add(
      () => async (args) => {
        const request = args.request as {
          method: string
          hostname: string
          port?: number
          path: string
          query?: Record<string, string>
          headers: Record<string, string>
        }
        const url = new URL(`http://${request.hostname}:${request.port ?? 80}${request.path}`)
        for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value)
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value
        captured = { method: request.method, url, headers }
        throw new Error('captured')
      },
      { step: 'finalizeRequest', priority: 'low' },
    )
    await expect(spy.send(new GetObjectCommand({ Bucket: 'docs', Key: 'users/x/y z.pdf', Range: 'bytes=0-7' }))).rejects.toThrow('captured')
    spy.destroy()
    if (!captured) throw new Error('no request captured')
    const at = new Date()
    expect(await verifyS3Request(captured, LOCAL_CREDENTIALS, at)).toBeUndefined()
    expect(await verifyS3Request({ ...captured, method: 'DELETE' }, LOCAL_CREDENTIALS, at)).toMatchObject({ code: 'SignatureDoesNotMatch' })
    expect(await verifyS3Request(captured, { ...LOCAL_CREDENTIALS, secretAccessKey: 'guess' }, at)).toMatchObject({ code: 'SignatureDoesNotMatch' })
    const { authorization: _dropped, ...unsigned } = captured.headers
    expect(await verifyS3Request({ ...captured, headers: unsigned }, LOCAL_CREDENTIALS, at)).toMatchObject({ status: 403, code: 'AccessDenied' })
  })
})
