/**
 * S3 behind a stand-in `fetch`: the functions reach S3 with signed fetches (functions/lib/s3-requests.ts),
 * so tests answer those and pass every other fetch to the real one. A request is S3's when it goes to
 * a bucket's virtual-hosted endpoint (`<bucket>.s3.<region>.amazonaws.com`) or, path-style, to
 * AWS_ENDPOINT_URL_S3.
 */

export interface S3Call {
  method: string
  bucket: string
  /** Decoded. */
  key: string
  query: Record<string, string>
  /** Lower-case names. */
  headers: Record<string, string>
}

export type S3Responder = (call: S3Call) => Response | Promise<Response>

const VIRTUAL_HOSTED = /^(.+)\.s3\.[a-z0-9-]+\.amazonaws\.com$/

function s3CallOf(url: URL, init: RequestInit | undefined): S3Call | undefined {
  const endpoint = process.env.AWS_ENDPOINT_URL_S3
  const segments = url.pathname.split('/').slice(1).map(decodeURIComponent)
  let bucket: string | undefined
  if (endpoint && new URL(endpoint).origin === url.origin) bucket = segments.shift()
  else bucket = VIRTUAL_HOSTED.exec(url.hostname)?.[1]
  if (bucket === undefined) return undefined
  return {
    method: init?.method ?? 'GET',
    bucket,
    key: segments.join('/'),
    query: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(new Headers(init?.headers)),
  }
}

/** A signed request's Authorization header, as SigV4 writes it for S3. */
const SIGV4_AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/[a-z0-9-]+\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/

/** An S3 error answer: `<Error><Code>…` (no body for HEAD, as S3 does). */
export function s3ErrorResponse(call: Pick<S3Call, 'method'>, code: string, status: number): Response {
  const body = call.method === 'HEAD' ? null : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code} (fake)</Message></Error>`
  return new Response(body, { status, headers: { 'content-type': 'application/xml', 'x-amz-request-id': 'FAKE' } })
}

/**
 * Replaces `globalThis.fetch` until `restore()`: S3 requests are recorded in `calls` and answered by
 * `respond` (which may also throw, as fetch does when no answer comes); an unsigned one gets 403.
 */
export function interceptS3(respond: S3Responder) {
  const realFetch = globalThis.fetch
  const calls: S3Call[] = []
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const call = s3CallOf(url, init)
    if (!call) return realFetch(input, init)
    calls.push(call)
    if (!SIGV4_AUTHORIZATION.test(call.headers.authorization ?? '')) return s3ErrorResponse(call, 'AccessDenied', 403)
    return respond(call)
  }
  globalThis.fetch = fakeFetch
  return {
    calls,
    restore() {
      if (globalThis.fetch === fakeFetch) globalThis.fetch = realFetch
    },
  }
}
