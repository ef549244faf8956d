import { createReadStream, existsSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, resolve, sep } from 'node:path'
import { createGzip } from 'node:zlib'
import { LOCALE_COOKIE, PRERENDER_DIR } from '../../shared/site/prerendered-pages'
import { siteUri } from '../../shared/site/site-uri'

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

/** One cookie's value from a Cookie header (the first of that name), or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key = '', ...value] = pair.split('=')
    if (key.trim() === name) return value.join('=').trim()
  }
  return undefined
}

/**
 * Serves the built SPA the way the CloudFront distribution does, with the same choice of file
 * (shared/site/site-uri.ts): a public page prerendered in the visitor's language (cookie, else
 * Accept-Language, else English), index.html for any other client route (a path whose last segment
 * has no file extension), else the file itself (or a real 404).
 */
export function serveStatic(root: string, request: IncomingMessage, response: ServerResponse, pathname: string): void {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    decoded = ''
  }
  const header = (name: string) => {
    const value = request.headers[name]
    return Array.isArray(value) ? value.join(',') : value
  }
  const served = decoded === '' ? '' : siteUri(decoded, cookieValue(header('cookie'), LOCALE_COOKIE), header('accept-language'))
  const target = resolve(root, `.${served}`)
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
  // The page's language came from these headers: a cache keeps one copy per value (the copy is no-cache anyway).
  if (served !== decoded && served.startsWith(`/${PRERENDER_DIR}/`)) out.vary = 'cookie, accept-language'
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  if (gzip) {
    out['content-encoding'] = 'gzip'
    out.vary = out.vary ? `${out.vary}, accept-encoding` : 'accept-encoding'
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
