import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto'
import { SignatureV4 } from '@smithy/signature-v4'

type HttpRequest = Parameters<SignatureV4['presign']>[0]
type QueryParameterBag = HttpRequest['query']
interface AwsCredentialIdentity {
  accessKeyId: string
  secretAccessKey: string
}

/**
 * What S3 checks before it answers, for the local stack (s3rver checks no V4 signature): a request
 * is answered only if it is signed with the stack's credentials, either presigned (the X-Amz-*
 * query of a browser's upload or download URL, within its X-Amz-Date + X-Amz-Expires) or with an
 * Authorization header (the functions' own S3 client). The signature is recomputed by the SDK's
 * signer over the same request and compared in constant time; nothing here is a second reading of
 * the SigV4 rules.
 */

export interface S3Refusal {
  status: 400 | 403
  code: 'AccessDenied' | 'SignatureDoesNotMatch' | 'InvalidAccessKeyId' | 'AuthorizationQueryParametersError' | 'RequestTimeTooSkewed'
  message: string
}

export interface S3RequestToVerify {
  method: string
  /** The request's URL as the bucket sees it: its host (signed) and path, without the site's `/files`. */
  url: URL
  /** Lower-case header names. */
  headers: Readonly<Record<string, string | undefined>>
}

/** S3's own limits: a presigned URL lives at most 7 days; a clock may be 15 minutes off. */
const MAX_EXPIRES_SECONDS = 7 * 24 * 3600
const SKEW_MS = 15 * 60_000
const ALGORITHM = 'AWS4-HMAC-SHA256'
const CREDENTIAL = /^([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request$/
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/
const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/

const denied = (message: string): S3Refusal => ({ status: 403, code: 'AccessDenied', message })
const mismatch: S3Refusal = {
  status: 403,
  code: 'SignatureDoesNotMatch',
  message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
}

/** The SHA-256 (or, with a secret, HMAC-SHA256) the signer asks for, from node:crypto. */
class Sha256 {
  private hash: Hash | Hmac
  private readonly secret: Uint8Array | string | undefined
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.secret =
      secret === undefined || typeof secret === 'string'
        ? secret
        : ArrayBuffer.isView(secret)
          ? new Uint8Array(secret.buffer, secret.byteOffset, secret.byteLength)
          : new Uint8Array(secret)
    this.hash = this.fresh()
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', this.secret)
  }
  update(data: Uint8Array): void {
    this.hash.update(data)
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(this.hash.digest())
  }
  reset(): void {
    this.hash = this.fresh()
  }
}

function parseAmzDate(value: string | null | undefined): Date | undefined {
  const parts = AMZ_DATE.exec(value ?? '')
  if (!parts) return undefined
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number)
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0, hour ?? 0, minute ?? 0, second ?? 0))
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** Equal in constant time, whatever the lengths (compared as SHA-256 digests). */
function sameSignature(computed: string, sent: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()
  return timingSafeEqual(digest(computed), digest(sent))
}

/** The request as the signer takes it, carrying only the headers the sender signed. */
function toSignable({ method, url, headers }: S3RequestToVerify, signedHeaders: string[], dropQuery: string): HttpRequest | undefined {
  const signed: Record<string, string> = {}
  for (const name of signedHeaders) {
    const value = headers[name]
    if (value === undefined) return undefined
    signed[name] = value
  }
  const query: QueryParameterBag = {}
  for (const [name, value] of url.searchParams) {
    if (name === dropQuery) continue
    const before = query[name]
    query[name] = before === undefined || before === null ? value : [...(Array.isArray(before) ? before : [before]), value]
  }
  return {
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query,
    headers: signed,
  }
}

function signerFor(credentials: AwsCredentialIdentity, region: string, service: string): SignatureV4 {
  // S3's settings, as the SDK's S3 presigner makes them: paths are not escaped twice, no payload checksum added.
  return new SignatureV4({ credentials, region, service, sha256: Sha256, uriEscapePath: false, applyChecksum: false })
}

async function verifyPresigned(request: S3RequestToVerify, credentials: AwsCredentialIdentity, now: Date): Promise<S3Refusal | undefined> {
  const query = request.url.searchParams
  if (query.get('X-Amz-Algorithm') !== ALGORITHM)
    return { status: 400, code: 'AuthorizationQueryParametersError', message: 'Only AWS4-HMAC-SHA256 is supported.' }
  const credential = CREDENTIAL.exec(query.get('X-Amz-Credential') ?? '')
  const signedAt = parseAmzDate(query.get('X-Amz-Date'))
  const expires = Number(query.get('X-Amz-Expires') ?? '')
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';')
  const signature = query.get('X-Amz-Signature') ?? ''
  if (
    !credential ||
    !signedAt ||
    !Number.isInteger(expires) ||
    expires < 1 ||
    expires > MAX_EXPIRES_SECONDS ||
    !signedHeaders.includes('host') ||
    !signature
  ) {
    return { status: 400, code: 'AuthorizationQueryParametersError', message: 'The presigned query is incomplete or malformed.' }
  }
  const [, accessKeyId, , region = '', service = ''] = credential
  if (accessKeyId !== credentials.accessKeyId)
    return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' }
  if (now.getTime() < signedAt.getTime() - SKEW_MS) return denied('Request is not valid yet')
  if (now.getTime() > signedAt.getTime() + expires * 1000) return denied('Request has expired')
  const signable = toSignable(request, signedHeaders, 'X-Amz-Signature')
  if (!signable) return mismatch
  // S3 signs a presigned URL's payload as UNSIGNED-PAYLOAD: the signer reads that from this header
  // (hoisted back into the query, where the SDK's presigner put it, or kept out of it if absent).
  const hoisted = query.has('X-Amz-Content-Sha256')
  if (signable.query) delete signable.query['X-Amz-Content-Sha256']
  signable.headers['X-Amz-Content-Sha256'] = query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD'
  const presigned = await signerFor(credentials, region, service).presign(signable, {
    signingDate: signedAt,
    expiresIn: expires,
    signableHeaders: new Set(signedHeaders),
    ...(hoisted ? {} : { unhoistableHeaders: new Set(['x-amz-content-sha256']), unsignableHeaders: new Set(['x-amz-content-sha256']) }),
  })
  const computed = presigned.query?.['X-Amz-Signature']
  return typeof computed === 'string' && sameSignature(computed, signature) ? undefined : mismatch
}

async function verifyHeaderSigned(request: S3RequestToVerify, credentials: AwsCredentialIdentity, now: Date): Promise<S3Refusal | undefined> {
  const parts = AUTHORIZATION.exec(request.headers.authorization ?? '')
  const credential = CREDENTIAL.exec(parts?.[1] ?? '')
  const signedAt = parseAmzDate(request.headers['x-amz-date'])
  if (!parts || !credential || !signedAt) return denied('The authorization header is malformed.')
  const [, accessKeyId, , region = '', service = ''] = credential
  if (accessKeyId !== credentials.accessKeyId)
    return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' }
  if (Math.abs(now.getTime() - signedAt.getTime()) > SKEW_MS) {
    return { status: 403, code: 'RequestTimeTooSkewed', message: 'The difference between the request time and the current time is too large.' }
  }
  const signedHeaders = (parts[2] ?? '').split(';')
  const signable = toSignable(request, signedHeaders, '')
  if (!signable || !signedHeaders.includes('host')) return mismatch
  const signed = await signerFor(credentials, region, service).sign(signable, { signingDate: signedAt, signableHeaders: new Set(signedHeaders) })
  const computed = /Signature=([0-9a-f]{64})$/.exec(String(signed.headers.authorization ?? ''))?.[1]
  return computed !== undefined && sameSignature(computed, parts[3] ?? '') ? undefined : mismatch
}

/** Undefined when S3 would answer the request; otherwise its refusal. An unsigned request is refused. */
export function verifyS3Request(request: S3RequestToVerify, credentials: AwsCredentialIdentity, now: Date): Promise<S3Refusal | undefined> {
  const presigned = request.url.searchParams.has('X-Amz-Algorithm') || request.url.searchParams.has('X-Amz-Signature')
  const headerSigned = request.headers.authorization !== undefined
  if (presigned && headerSigned)
    return Promise.resolve({ status: 400, code: 'AuthorizationQueryParametersError', message: 'Only one auth mechanism allowed.' })
  if (presigned) return verifyPresigned(request, credentials, now)
  if (headerSigned) return verifyHeaderSigned(request, credentials, now)
  return Promise.resolve(denied('Access Denied'))
}

/** S3's error document for a refusal. */
export function s3ErrorXml(refusal: S3Refusal, requestId: string): string {
  const escape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escape(refusal.message)}</Message><RequestId>${requestId}</RequestId></Error>`
}
