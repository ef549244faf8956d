import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '../../functions/lib/origin-verify'
import type { RouteHandler } from '../../functions/lib/route'
import { handler as healthHandler } from '../../functions/health/get-health'
import { useCapturedLogs } from '../../functions/lib/testing/handler-tests'
import { fetchFrom } from '../../functions/lib/testing/loopback-client'
import { DIRECT_CALL_MESSAGE } from '../../shared/api/route-definition'
import { routeList } from '../../shared/api/routes'
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../config/security-headers'
import { createGateway, listen } from './gateway'
import { LOCAL_CREDENTIALS } from './local-credentials'

let server: Server
let base: string
let outer: string
let staticDir: string
const seen: { routeKey: string; pathParameters: unknown; query: unknown }[] = []

beforeAll(async () => {
  outer = mkdtempSync(join(tmpdir(), 'remit-gw-'))
  staticDir = join(outer, 'dist')
  mkdirSync(join(staticDir, 'assets'), { recursive: true })
  writeFileSync(join(outer, 'secret.txt'), 'not for the web')
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>spa</title>')
  writeFileSync(join(staticDir, 'assets', 'app-abc.js'), 'console.log(1)')
  writeFileSync(join(staticDir, 'robots.txt'), 'User-agent: *')
  for (const locale of ['en', 'so']) {
    mkdirSync(join(staticDir, 'prerendered', locale), { recursive: true })
    writeFileSync(join(staticDir, 'prerendered', locale, 'faq.html'), `<!doctype html><title>faq ${locale}</title>`)
    writeFileSync(join(staticDir, 'prerendered', locale, 'index.html'), `<!doctype html><title>home ${locale}</title>`)
  }
  const handler: RouteHandler = async (event) => {
    seen.push({ routeKey: event.routeKey, pathParameters: event.pathParameters, query: event.queryStringParameters })
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' }
  }
  const handlers = new Map(routeList.map((route) => [route.id, handler]))
  server = createGateway({ handlers, staticDir })
  await listen(server, 0)
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(outer, { recursive: true, force: true })
})

describe('local gateway', () => {
  it('dispatches API paths to the route handler with an HTTP API 2.0 event', async () => {
    const response = await fetch(`${base}/countries/ke?x=1&x=2`)
    expect(response.status).toBe(200)
    expect(seen.at(-1)).toEqual({ routeKey: 'GET /countries/{id}', pathParameters: { id: 'ke' }, query: { x: '1,2' } })
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers unknown API paths with 404 JSON and a wrong method with 405', async () => {
    const missing = await fetch(`${base}/api/nothing-here`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Not found' })
    const wrongMethod = await fetch(`${base}/countries`, { method: 'DELETE' })
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('GET')
  })

  it('serves client routes as index.html but keeps missing files a real 404', async () => {
    const route = await fetch(`${base}/dashboard/profile`)
    expect(route.status).toBe(200)
    expect(await route.text()).toContain('<title>spa</title>')
    expect((await fetch(`${base}/robots.txt`)).status).toBe(200)
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404)
    expect((await fetch(`${base}/favicon.ico`)).status).toBe(404)
  })

  it('serves a prerendered public page in the language of the cookie, else of Accept-Language, else English', async () => {
    const title = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${path}`, { headers })
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(response.headers.get('vary')).toContain('cookie, accept-language')
      return /<title>(.*)<\/title>/.exec(await response.text())?.[1]
    }
    expect(await title('/faq')).toBe('faq en')
    expect(await title('/', { 'accept-language': 'so-SO,en;q=0.5' })).toBe('home so')
    expect(await title('/faq', { cookie: 'theme=dark; remit-locale=so', 'accept-language': 'en' })).toBe('faq so')
    expect(await title('/faq', { cookie: 'remit-locale=fr', 'accept-language': 'so' })).toBe('faq so')
    // Another page (or a trailing slash) is the SPA's, as before.
    const other = await fetch(`${base}/faq/`, { headers: { cookie: 'remit-locale=so' } })
    expect(await other.text()).toContain('<title>spa</title>')
    expect(other.headers.get('vary') ?? '').not.toContain('cookie')
  })

  it('never serves a file outside the build folder', async () => {
    const response = await fetch(`${base}/assets/..%2F..%2Fsecret.txt`)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('not for the web')
  })

  it('caches hashed assets for a year and index.html not at all, gzip when asked', async () => {
    const asset = await fetch(`${base}/assets/app-abc.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-encoding')).toBe('gzip')
    expect(await asset.text()).toBe('console.log(1)')
    expect((await fetch(`${base}/`)).headers.get('cache-control')).toBe('no-cache')
  })

  it('sends the same security headers as CloudFront on pages and API answers', async () => {
    for (const path of ['/', '/countries']) {
      const response = await fetch(`${base}${path}`)
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
    }
  })

  it('keeps the tracking pages out of search engines and out of any Referer, as CloudFront does', async () => {
    const page = await fetch(`${base}/track/Ab3_-Ab3_-Ab3_-Ab3_-Ab`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>spa</title>')
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect((await fetch(`${base}/`)).headers.get('x-robots-tag')).toBeNull()
  })
})

describe('local gateway as CloudFront in front of the API', () => {
  useCapturedLogs()

  it('adds the origin-verify value to every API request, over any the client sent, so the handlers can check it', async () => {
    const sent: (string | undefined)[] = []
    const handler: RouteHandler = async (event) => {
      sent.push(event.headers[ORIGIN_VERIFY_HEADER])
      return { statusCode: 204 }
    }
    const gateway = createGateway({ handlers: new Map(routeList.map((route) => [route.id, handler])), originVerify: 'per-start-value' })
    await listen(gateway, 0)
    try {
      const at = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`
      await fetch(`${at}/countries`)
      await fetch(`${at}/api/health`, { headers: { [ORIGIN_VERIFY_HEADER]: 'a-guess' } })
      expect(sent).toEqual(['per-start-value', 'per-start-value'])
    } finally {
      await new Promise<void>((resolve) => gateway.close(() => resolve()))
    }
  })

  it("sets the viewer address from the socket, over any the client sent, so no client can pick its own or claim another's", async () => {
    const seenAddresses: (string | undefined)[] = []
    const handler: RouteHandler = async (event) => {
      seenAddresses.push(event.headers['cloudfront-viewer-address'])
      return { statusCode: 204 }
    }
    const gateway = createGateway({ handlers: new Map(routeList.map((route) => [route.id, handler])) })
    await listen(gateway, 0)
    try {
      const port = (gateway.address() as AddressInfo).port
      for (const forged of ['203.0.113.9:443', '127.0.0.1:443', '::ffff:127.0.0.1:443']) {
        await fetchFrom('127.31.0.7', `http://127.0.0.1:${port}/api/health`, { headers: { 'cloudfront-viewer-address': forged } })
      }
      expect(seenAddresses).toHaveLength(3)
      for (const address of seenAddresses) expect(address).toMatch(/^127\.31\.0\.7:\d+$/)
    } finally {
      await new Promise<void>((resolve) => gateway.close(() => resolve()))
    }
  })

  it("runs the handlers' own check: the health route answers the value the handlers know, and refuses another", async () => {
    const handlers = new Map([['getHealth', healthHandler]])
    vi.stubEnv(ORIGIN_VERIFY_ENV, 'per-start-value')
    const right = createGateway({ handlers, originVerify: 'per-start-value' })
    const wrong = createGateway({ handlers, originVerify: 'another-start' })
    await Promise.all([listen(right, 0), listen(wrong, 0)])
    try {
      const port = (gateway: Server) => (gateway.address() as AddressInfo).port
      const answered = await fetch(`http://127.0.0.1:${port(right)}/api/health`)
      expect(answered.status).toBe(200)
      expect(await answered.json()).toMatchObject({ status: 'ok' })
      const refused = await fetch(`http://127.0.0.1:${port(wrong)}/api/health`)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({ error: DIRECT_CALL_MESSAGE })
    } finally {
      vi.unstubAllEnvs()
      await Promise.all([right, wrong].map((gateway) => new Promise<void>((resolve) => gateway.close(() => resolve()))))
    }
  })
})

describe('local gateway with the documents bucket', () => {
  it("allows the SPA to PUT uploads to s3rver's origin (connect-src), and nothing else more", async () => {
    const uploads = createGateway({ handlers: new Map(), staticDir, uploadOrigin: 'http://127.0.0.1:4569' })
    await listen(uploads, 0)
    try {
      const response = await fetch(`http://127.0.0.1:${(uploads.address() as AddressInfo).port}/`)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toBe(contentSecurityPolicy(['http://127.0.0.1:4569']))
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:4569;")
      expect(csp.replace(' http://127.0.0.1:4569', '')).toBe(CONTENT_SECURITY_POLICY)
    } finally {
      await new Promise<void>((resolve) => uploads.close(() => resolve()))
    }
  })

  describe('/files/* downloads', () => {
    const asked: string[] = []
    let bucket: Server
    let gateway: Server
    let bucketOrigin: string
    let site: string
    beforeAll(async () => {
      bucket = createServer((request, response) => {
        asked.push(request.url ?? '')
        response.writeHead(200, {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="Passport.pdf"',
          'x-amz-request-id': 'internal',
        })
        response.end('%PDF-1.7')
      })
      await listen(bucket, 0)
      bucketOrigin = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`
      gateway = createGateway({ handlers: new Map(), staticDir, uploadOrigin: bucketOrigin })
      await listen(gateway, 0)
      site = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`
    })
    afterAll(async () => {
      await new Promise<void>((resolve) => gateway.close(() => resolve()))
      await new Promise<void>((resolve) => bucket.close(() => resolve()))
    })
    const presign = (key: string, options: { signingDate?: Date; credentials?: typeof LOCAL_CREDENTIALS } = {}) => {
      const client = new S3Client({
        region: 'us-east-1',
        endpoint: bucketOrigin,
        forcePathStyle: true,
        credentials: options.credentials ?? LOCAL_CREDENTIALS,
      })
      const command = new GetObjectCommand({ Bucket: 'docs', Key: key, ResponseContentDisposition: 'attachment; filename="Passport.pdf"' })
      return getSignedUrl(client, command, { expiresIn: 60, signingDate: options.signingDate ?? new Date() })
    }
    const refusal = async (response: Response) => ({ status: response.status, code: /<Code>(\w+)<\/Code>/.exec(await response.text())?.[1] })

    it('passes a signed download to the bucket without /files, exactly as signed, and adds the site headers (nosniff)', async () => {
      const signed = new URL(await presign('users/sub-1/01J9.pdf'))
      const response = await fetch(`${site}/files${signed.pathname}${signed.search}`)
      expect(asked.at(-1)).toBe(`${signed.pathname}${signed.search}`)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('%PDF-1.7')
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="Passport.pdf"')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-amz-request-id')).toBeNull()
    })

    it('refuses, as S3 does, unsigned, forged, tampered, foreign-key and expired downloads, and every listing', async () => {
      const before = asked.length
      const signed = new URL(await presign('users/sub-1/01J9.pdf'))
      const otherKey = `${signed.pathname.replace('sub-1', 'sub-2')}${signed.search}`
      const forged = new URL(signed)
      forged.searchParams.set('X-Amz-Signature', '0'.repeat(64))
      const tampered = new URL(signed)
      tampered.searchParams.set('response-content-disposition', 'inline')
      const guessedSecret = new URL(await presign('users/sub-1/01J9.pdf', { credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'guess' } }))
      const expired = new URL(await presign('users/sub-1/01J9.pdf', { signingDate: new Date(Date.now() - 61_000) }))
      const cases: [string, { status: number; code: string }][] = [
        ['/files/docs/users/sub-1/01J9.pdf', { status: 403, code: 'AccessDenied' }],
        [`/files${forged.pathname}${forged.search}`, { status: 403, code: 'SignatureDoesNotMatch' }],
        [`/files${tampered.pathname}${tampered.search}`, { status: 403, code: 'SignatureDoesNotMatch' }],
        [`/files${otherKey}`, { status: 403, code: 'SignatureDoesNotMatch' }],
        [`/files${guessedSecret.pathname}${guessedSecret.search}`, { status: 403, code: 'SignatureDoesNotMatch' }],
        [`/files${expired.pathname}${expired.search}`, { status: 403, code: 'AccessDenied' }],
        ['/files/docs?prefix=users/', { status: 403, code: 'AccessDenied' }],
        ['/files/docs/?list-type=2&prefix=users/', { status: 403, code: 'AccessDenied' }],
        [`/files/docs/${signed.search}`, { status: 403, code: 'AccessDenied' }],
      ]
      for (const [path, expected] of cases) expect({ path, ...(await refusal(await fetch(`${site}${path}`))) }).toEqual({ path, ...expected })
      expect(asked.length).toBe(before)
    })
  })
})
