import { fromEnv } from '@aws-sdk/credential-provider-env'
import { Sha256 } from '@smithy/core/checksum'
import { buildQueryString, escapeUriPath } from '@smithy/core/protocols'
import { SignatureV4 } from '@smithy/signature-v4'
import type { HttpRequest } from '@smithy/types'
import { isTransientAwsError } from './aws-errors'

/**
 * S3 object requests without the S3 client: AWS's own SigV4 signer (the one inside every SDK client)
 * and the platform's fetch. The S3 client and its presigner were ~170 KB of each document function's
 * minified bundle (schemas, endpoint rules, checksums, XML) for five calls on one bucket; the signer
 * is already in every bundle, inside the DynamoDB client.
 *
 * Credentials come from the environment, where Lambda puts the role's (and the local stack puts
 * s3rver's); region from AWS_REGION. Endpoint: AWS_ENDPOINT_URL_S3 with path-style addressing
 * (s3rver on 127.0.0.1 has no bucket subdomains), else S3's regional virtual-hosted endpoint.
 */

export type ObjectMethod = 'GET' | 'PUT' | 'HEAD' | 'DELETE'

export interface ObjectRequest {
  method: ObjectMethod
  bucket: string
  key: string
  query?: Record<string, string>
  /** Sent and signed. */
  headers?: Record<string, string>
}

/** Per attempt, connection included (fetch has no separate connect time-out). */
export const REQUEST_TIMEOUT_MS = 3_000
/** Attempts per request, as the SDK's standard retries: every request sent here is idempotent. */
export const MAX_ATTEMPTS = 3
/** Full-jitter backoff bases of the SDK's standard strategy (@smithy/core/retry, 2026 settings). */
const DELAY_BASE_MS = 50
const THROTTLING_DELAY_BASE_MS = 1_000

function region(): string {
  const value = process.env.AWS_REGION
  if (!value) throw new Error('AWS_REGION is not set')
  return value
}

let signer: SignatureV4 | undefined
function sigV4(): SignatureV4 {
  signer ??= new SignatureV4({
    service: 's3',
    region: async () => region(),
    credentials: fromEnv(),
    // The SDK's SHA-256 in Node (node:crypto).
    sha256: Sha256,
    // S3 signs the path exactly as sent, encoded once; other services want it encoded a second time.
    uriEscapePath: false,
  })
  return signer
}

/** The request S3 gets for an object. Each key segment is URI-encoded (RFC 3986), `/` kept, as the SDK does. */
function httpRequest({ method, bucket, key, query = {}, headers = {} }: ObjectRequest): HttpRequest {
  const custom = process.env.AWS_ENDPOINT_URL_S3
  const endpoint = new URL(custom ?? `https://${bucket}.s3.${region()}.amazonaws.com`)
  const prefix = custom ? `${endpoint.pathname.replace(/\/$/, '')}/${escapeUriPath(bucket)}` : ''
  return {
    method,
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
    path: `${prefix}/${escapeUriPath(key)}`,
    query: { ...query },
    // Signed; fetch sends the same value itself, from the URL.
    headers: { ...headers, host: endpoint.host },
  }
}

const urlOf = (request: HttpRequest) => {
  const query = buildQueryString(request.query ?? {})
  return `${request.protocol}//${request.hostname}${request.port ? `:${request.port}` : ''}${request.path}${query ? `?${query}` : ''}`
}

/**
 * A URL that lets its holder make this one request until it expires, signed with the function's
 * credentials (and their session token). Every header of the request is signed, so the holder must
 * send those headers with exactly those values.
 */
export async function presignObjectRequest(request: ObjectRequest, options: { expiresIn: number; signingDate: Date }): Promise<string> {
  const http = httpRequest(request)
  // The body is not part of the signature (the SDK's presigner does the same); hoisted to the query.
  http.headers['X-Amz-Content-Sha256'] = 'UNSIGNED-PAYLOAD'
  return urlOf(await sigV4().presign(http, options))
}

/** An error answer of S3's, named by its `<Code>` (or, without a body, by its status) like the SDK's errors. */
export class S3Error extends Error {
  readonly $metadata: { httpStatusCode: number; requestId?: string }

  constructor(code: string, message: string, status: number, requestId?: string) {
    super(message)
    this.name = code
    this.$metadata = { httpStatusCode: status, ...(requestId ? { requestId } : {}) }
  }

  get status(): number {
    return this.$metadata.httpStatusCode
  }
}

/** Names for answers without a body (HEAD), as the SDK gives them. */
const STATUS_CODES: Record<number, string> = { 400: 'BadRequest', 403: 'Forbidden', 404: 'NotFound', 500: 'InternalError', 503: 'ServiceUnavailable' }

function s3Error(status: number, headers: Headers, body: Uint8Array): S3Error {
  const xml = new TextDecoder().decode(body)
  const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1]
  const code = field('Code') ?? STATUS_CODES[status] ?? `Http${status}`
  return new S3Error(code, field('Message') ?? `S3 answered ${status}`, status, headers.get('x-amz-request-id') ?? undefined)
}

/** A failure to get any answer, shaped so `isTransientAwsError` knows it: `TimeoutError`, or the socket error's code. */
function connectionError(error: unknown): Error {
  const cause: unknown = error instanceof Error ? error.cause : undefined
  const code = typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined
  if ((error instanceof Error && error.name === 'TimeoutError') || code === 'UND_ERR_CONNECT_TIMEOUT') {
    return Object.assign(new Error(`S3 did not answer within ${REQUEST_TIMEOUT_MS} ms`, { cause: error }), { name: 'TimeoutError' })
  }
  const message = error instanceof Error ? error.message : String(error)
  return Object.assign(new Error(`S3 could not be reached: ${message}${code ? ` (${code})` : ''}`, { cause: error }), code ? { code } : {})
}

const THROTTLING = new Set(['SlowDown', 'Throttling', 'ThrottlingException', 'RequestThrottled', 'TooManyRequestsException'])

export interface S3Answer {
  status: number
  headers: Headers
  body: Uint8Array
}

async function attempt(request: ObjectRequest): Promise<S3Answer> {
  const signed = await sigV4().sign(httpRequest(request))
  const { host: _host, ...headers } = signed.headers
  let response: Response
  let body: Uint8Array
  try {
    response = await fetch(urlOf(signed), { method: signed.method, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    body = new Uint8Array(await response.arrayBuffer())
  } catch (error) {
    throw connectionError(error)
  }
  if (response.status >= 300) throw s3Error(response.status, response.headers, body)
  return { status: response.status, headers: response.headers, body }
}

/**
 * Sends a signed request, retried like the SDK's standard strategy: time-outs, broken connections,
 * throttling, 5xx (3 attempts, full-jitter backoff, a longer one when throttled). Then it throws the
 * last failure: an {@link S3Error} for an answer (a 404, a 403…, which are never retried), else a
 * `TimeoutError` or a socket error; the route wrapper answers the transient ones with 503.
 * Only for idempotent requests (GET, HEAD, DELETE), which is all the functions send.
 */
export async function sendObjectRequest(request: ObjectRequest): Promise<S3Answer> {
  for (let attempts = 1; ; attempts++) {
    try {
      return await attempt(request)
    } catch (error) {
      if (attempts >= MAX_ATTEMPTS || !isTransientAwsError(error)) throw error
      const throttled = error instanceof S3Error && (error.status === 429 || THROTTLING.has(error.name))
      const base = throttled ? THROTTLING_DELAY_BASE_MS : DELAY_BASE_MS
      await new Promise((resolve) => setTimeout(resolve, Math.random() * base * 2 ** (attempts - 1)))
    }
  }
}
