import { randomUUID } from 'node:crypto'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { LOCAL_CREDENTIALS } from './local-credentials'
import { s3ErrorXml, verifyS3Request, type S3Refusal } from './s3-signature'

/** A request's headers with lower-case names and one value each, as the signer reads them. */
export function flatHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value
  }
  return headers
}

export function sendS3Refusal(response: ServerResponse, refusal: S3Refusal): void {
  response.writeHead(refusal.status, { 'content-type': 'application/xml', 'cache-control': 'no-store' })
  response.end(s3ErrorXml(refusal, randomUUID()))
}

/**
 * The local bucket's port: s3rver behind the signature check S3 makes (it checks none itself).
 * Only a request signed with the local credentials reaches it, by the functions' client (an
 * Authorization header) or a presigned URL within its expiry; an unsigned or forged PUT, GET or
 * listing is refused with S3's 403 document. A CORS preflight carries no signature in S3 either,
 * and is answered by s3rver from the bucket's CORS rules.
 */
export function verifyingS3Front(s3rver: RequestListener, credentials = LOCAL_CREDENTIALS): RequestListener {
  return (request, response) => {
    if (request.method === 'OPTIONS') {
      s3rver(request, response)
      return
    }
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`)
    verifyS3Request({ method: request.method ?? 'GET', url, headers: flatHeaders(request) }, credentials, new Date()).then(
      (refusal) => {
        if (refusal) sendS3Refusal(response, refusal)
        else s3rver(request, response)
      },
      () => sendS3Refusal(response, { status: 403, code: 'AccessDenied', message: 'Access Denied' }),
    )
  }
}
