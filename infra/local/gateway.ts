import { randomUUID } from 'node:crypto'
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { handlerModulePath, SERVER_FAULT_MESSAGE } from '../../shared/api/route-definition'
import { messageCode } from '../../shared/i18n/message-code'
import { matchPath } from '../../shared/api/path-template'
import { routeList } from '../../shared/api/routes'
import type { RouteHandler } from '../../functions/lib/route'
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/origin-verify'
import { VIEWER_ADDRESS_HEADER, viewerAddressHeaderOf } from '../../functions/lib/client-address'
import { FILES_PATH } from '../../functions/model/document-objects'
import { securityHeaders, TRACKING_PAGE_HEADERS } from '../config/security-headers'
import { toApiEvent } from './api-event'
import { serveStatic } from './static-files'
import { LOCAL_CREDENTIALS } from './local-credentials'
import { flatHeaders, sendS3Refusal } from './s3-front'
import { verifyS3Request } from './s3-signature'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** API Gateway refuses larger payloads; so do we, before a handler sees them. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024

/** Paths CloudFront sends to the API instead of the site bucket (see the web stack). */
const isApiPath = (pathname: string) =>
  pathname.startsWith('/api/') || pathname === '/api' || pathname === '/countries' || pathname.startsWith('/countries/')

/** Imports every route's handler module, exactly the files CDK bundles into the Lambdas. */
export async function loadHandlers(): Promise<Map<string, RouteHandler>> {
  const handlers = new Map<string, RouteHandler>()
  for (const route of routeList) {
    const file = join(repoRoot, `${handlerModulePath(route)}.ts`)
    const module: unknown = await import(pathToFileURL(file).href)
    const handler = typeof module === 'object' && module !== null && 'handler' in module ? module.handler : undefined
    if (typeof handler !== 'function') throw new Error(`${file} does not export a handler`)
    handlers.set(route.id, handler as RouteHandler)
  }
  return handlers
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_REQUEST_BYTES) {
        resolve(undefined)
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

async function dispatchApi(
  handlers: Map<string, RouteHandler>,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  requestId: string,
  originHeaders: Readonly<Record<string, string>>,
): Promise<void> {
  const headers = { 'x-request-id': requestId }
  const method = request.method ?? 'GET'
  // Like API Gateway, a literal segment beats a parameter: /api/user/me is not /api/user/{id}.
  const matches = routeList
    .map((route) => ({ route, params: matchPath(route.path, url.pathname) }))
    .filter((m) => m.params !== undefined)
    .sort((a, b) => Object.keys(a.params ?? {}).length - Object.keys(b.params ?? {}).length)
  const match = matches.find((m) => m.route.method === method)
  if (!match?.params) {
    if (matches.length > 0) {
      sendJson(response, 405, { error: 'Method not allowed' }, { ...headers, allow: matches.map((m) => m.route.method).join(', ') })
    } else {
      sendJson(response, 404, { error: 'Not found' }, headers)
    }
    return
  }
  const handler = handlers.get(match.route.id)
  if (!handler) throw new Error(`No handler loaded for ${match.route.id}`)
  const body = await readBody(request)
  if (!body) {
    sendJson(response, 413, { error: 'Request body is too large' }, headers)
    return
  }
  // As CloudFront does: the viewer's address is the socket's, over any value the client sent, so
  // the per-client limits (sign-in attempts, quotes) count the real client and nobody can claim another's.
  const viewer = viewerAddressHeaderOf(request.socket.remoteAddress, request.socket.remotePort) ?? 'unknown:0'
  const edgeHeaders = { ...originHeaders, [VIEWER_ADDRESS_HEADER]: viewer }
  const result = await handler(
    toApiEvent({
      request,
      url,
      routeKey: `${match.route.method} ${match.route.path}`,
      pathParameters: match.params,
      body,
      requestId,
      originHeaders: edgeHeaders,
    }),
  )
  const out: Record<string, string> = { ...headers }
  for (const [name, value] of Object.entries(result.headers ?? {})) out[name] = String(value)
  response.writeHead(result.statusCode ?? 200, out)
  response.end(result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : result.body)
}

export interface GatewayOptions {
  handlers: Map<string, RouteHandler>
  /** The built SPA; without it only the API is served (as under `npm run dev`, where Vite serves the SPA). */
  staticDir?: string
  /**
   * The documents bucket's origin (s3rver): allowed in `connect-src` so the SPA can PUT uploads to
   * it, and where `/files/*` downloads are passed on (as CloudFront's `/files/*` behaviour does).
   */
  uploadOrigin?: string
  /**
   * The origin-verify value (functions/lib/origin-verify.ts) the gateway adds to every API request,
   * over any a client sent, as CloudFront does: `npm start` makes one per start and gives the
   * handlers the same in their environment, so the local stack runs the check too.
   */
  originVerify?: string
}

/** Answers of the bucket passed on to the browser; the gateway's own security headers come on top. */
const FILE_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'etag', 'last-modified']

/**
 * A download through the site's origin: `/files/<bucket path>?<signed query>` goes to the bucket
 * without `/files`, exactly as signed, and comes back with the site's headers, so
 * `X-Content-Type-Options: nosniff` is on every file. The signature and expiry are checked here
 * first, as S3 checks them (s3rver does not), with the bucket's Host the signature covers; a path
 * naming no object (a listing, `?prefix=users/`) is refused whatever it carries: the site hands
 * out single-object links only.
 */
async function passFileRequest(origin: string, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const target = new URL(`${url.pathname.slice(FILES_PATH.length)}${url.search}`, origin)
  const [, bucket = '', ...key] = target.pathname.split('/')
  if (bucket === '' || key.join('/') === '') {
    sendS3Refusal(response, { status: 403, code: 'AccessDenied', message: 'Access Denied' })
    return
  }
  const refusal = await verifyS3Request(
    { method: request.method ?? 'GET', url: target, headers: { ...flatHeaders(request), host: target.host } },
    LOCAL_CREDENTIALS,
    new Date(),
  )
  if (refusal) {
    sendS3Refusal(response, refusal)
    return
  }
  const upstream = httpRequest(target, { method: request.method }, (answer) => {
    const headers: Record<string, string> = {}
    for (const name of FILE_HEADERS) {
      const value = answer.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    response.writeHead(answer.statusCode ?? 502, headers)
    answer.pipe(response)
  })
  upstream.on('error', () => {
    if (!response.headersSent) sendJson(response, 502, { error: 'The file store is not answering' })
    else response.destroy()
  })
  upstream.end()
}

/**
 * The local stand-in for CloudFront + API Gateway: `/api/*` and `/countries*` run the route's Lambda
 * handler in-process with an HTTP API 2.0 event, `/files/*` is the documents bucket, everything
 * else is the SPA.
 */
export function createGateway({ handlers, staticDir, uploadOrigin, originVerify }: GatewayOptions): Server {
  const headers = securityHeaders(uploadOrigin ? [uploadOrigin] : [])
  const originHeaders: Record<string, string> = originVerify === undefined ? {} : { [ORIGIN_VERIFY_HEADER]: originVerify }
  return createServer((request, response) => {
    const requestId = randomUUID()
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    let url: URL
    try {
      url = new URL(request.url ?? '/', 'http://localhost')
    } catch {
      sendJson(response, 400, { error: 'Malformed request URL' })
      return
    }
    if (isApiPath(url.pathname)) {
      dispatchApi(handlers, request, response, url, requestId, originHeaders).catch(() => {
        if (!response.headersSent) sendJson(response, 500, { error: SERVER_FAULT_MESSAGE, code: messageCode(SERVER_FAULT_MESSAGE), requestId })
        else response.destroy()
      })
      return
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendJson(response, 405, { error: 'Method not allowed' }, { allow: 'GET, HEAD' })
      return
    }
    if (uploadOrigin && url.pathname.startsWith(`${FILES_PATH}/`)) {
      passFileRequest(uploadOrigin, request, response, url).catch(() => {
        if (!response.headersSent) sendJson(response, 502, { error: 'The file store is not answering' })
        else response.destroy()
      })
      return
    }
    if (!staticDir) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      response.end('The SPA is served by the Vite dev server under `npm run dev`.')
      return
    }
    // As CloudFront's /track/* behaviour: the recipient's tracking page is not indexed and sends no referrer.
    if (url.pathname.startsWith('/track/')) for (const [name, value] of Object.entries(TRACKING_PAGE_HEADERS)) response.setHeader(name, value)
    serveStatic(staticDir, request, response, url.pathname)
  })
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}
