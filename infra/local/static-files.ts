import { createReadStream, existsSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { createGzip } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest', '.map'])

/**
 * Serves the built SPA the way the CloudFront distribution does: a path whose last segment has a
 * file extension is a file (or a real 404), any other path is a client route and gets index.html.
 */
export function serveStatic(root: string, request: IncomingMessage, response: ServerResponse, pathname: string): void {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    decoded = ''
  }
  const lastSegment = decoded.split('/').pop() ?? ''
  const isClientRoute = !lastSegment.includes('.')
  const target = isClientRoute ? join(root, 'index.html') : resolve(root, `.${decoded}`)
  const inside = target.startsWith(resolve(root) + sep)
  if (decoded === '' || !inside || !existsSync(target) || !statSync(target).isFile()) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('Not found')
    return
  }
  const ext = extname(target)
  const immutable = pathname.startsWith('/assets/')
  const out: Record<string, string> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  }
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  if (gzip) {
    out['content-encoding'] = 'gzip'
    out.vary = 'accept-encoding'
  }
  response.writeHead(200, out)
  if (request.method === 'HEAD') {
    response.end()
    return
  }
  const stream = createReadStream(target)
  if (gzip) stream.pipe(createGzip()).pipe(response)
  else stream.pipe(response)
}
