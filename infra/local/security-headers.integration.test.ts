import { describe, expect, it } from 'vitest'
import { securityHeaderProblems } from './testing/security-header-rules'
import { testStack } from '../../functions/lib/testing/test-stack'

/**
 * The security headers of the running local gateway (`npm start`), read from real answers: the
 * page, a hashed asset, a client route, API successes and API errors. Each must carry every header
 * of the hardening issue, strict (testing/security-header-rules.ts); the page itself must need no
 * inline script, or the policy would break it.
 */

const baseUrl = testStack().baseUrl
/** s3rver's origin: the one extra origin connect-src may name locally (presigned document uploads). */
const uploadOrigin = new URL(testStack().functionEnv.AWS_ENDPOINT_URL_S3 ?? 'http://127.0.0.1:1').origin

async function problemsOf(path: string, init: RequestInit = {}): Promise<{ status: number; problems: string[] }> {
  const response = await fetch(`${baseUrl}${path}`, init)
  await response.arrayBuffer()
  return {
    status: response.status,
    problems: securityHeaderProblems(
      (name) => response.headers.get(name),
      (origin) => origin === uploadOrigin,
    ),
  }
}

describe('security headers of the local gateway', () => {
  it('are on the page, an asset, a client route, API answers and API errors alike', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text()
    const asset = /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset, 'index.html loads a hashed script').toBeDefined()
    const answers = {
      page: await problemsOf('/'),
      asset: await problemsOf(asset ?? '/assets/missing.js'),
      clientRoute: await problemsOf('/dashboard/profile'),
      apiHealth: await problemsOf('/api/health'),
      apiCountries: await problemsOf('/countries'),
      apiUnauthorized: await problemsOf('/api/user/me'),
      apiBadRequest: await problemsOf('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      apiNotFound: await problemsOf('/api/no-such-route'),
    }
    expect(answers).toEqual({
      page: { status: 200, problems: [] },
      asset: { status: 200, problems: [] },
      clientRoute: { status: 200, problems: [] },
      apiHealth: { status: 200, problems: [] },
      apiCountries: { status: 200, problems: [] },
      apiUnauthorized: { status: 401, problems: [] },
      apiBadRequest: { status: 400, problems: [] },
      apiNotFound: { status: 404, problems: [] },
    })
  })

  it('the page needs no inline script: every script is a file of our own origin, and no element has an event-handler attribute', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\ssrc="\/[^/]/)
      expect(body.trim()).toBe('')
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i)
    expect(html).not.toMatch(/javascript:/i)
  })

  it('the rules catch a weak policy (control)', () => {
    const weak: Record<string, string> = {
      'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.example.com; frame-ancestors *",
      'strict-transport-security': 'max-age=300',
      'referrer-policy': 'unsafe-url',
    }
    expect(securityHeaderProblems((name) => weak[name])).toEqual([
      'CSP has no style-src',
      'CSP has no connect-src',
      'CSP has no object-src',
      'CSP has no base-uri',
      'CSP has no form-action',
      "CSP script-src allows 'unsafe-inline'",
      'CSP script-src allows https://cdn.example.com',
      'CSP frame-ancestors allows *',
      "CSP script-src is not exactly 'self': 'self' 'unsafe-inline' https://cdn.example.com",
      "CSP frame-ancestors is not 'none'",
      "CSP object-src is not 'none'",
      'HSTS max-age 300 is under a year',
      'HSTS does not include subdomains',
      'X-Content-Type-Options is undefined',
      'X-Frame-Options is undefined',
      'Referrer-Policy is unsafe-url',
      'Permissions-Policy does not switch off camera',
      'Permissions-Policy does not switch off microphone',
      'Permissions-Policy does not switch off geolocation',
    ])
  })
})
