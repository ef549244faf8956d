import { describe, expect, it } from 'vitest'
import { SPA_FALLBACK_CODE } from './spa-fallback'

interface ViewerRequest {
  uri: string
  headers: Record<string, { value: string }>
  cookies: Record<string, { value: string }>
}

/** Evaluates the CloudFront Function's source as CloudFront would: a global `handler(event)`. */
const handler = new Function(`${SPA_FALLBACK_CODE}; return handler`)() as (event: { request: ViewerRequest }) => ViewerRequest
const served = (uri: string, headers: ViewerRequest['headers'] = {}, cookies: ViewerRequest['cookies'] = {}) =>
  handler({ request: { uri, headers, cookies } }).uri

describe('SPA fallback (CloudFront viewer-request function)', () => {
  it.each(['/sign-in', '/transfers', '/transfers/01J9ZQ3K8Y7W6V5T4S3R2Q1P0N', '/admin/users/', '/faq/'])(
    'serves index.html for the client-side route %s',
    (uri) => expect(served(uri)).toBe('/index.html'),
  )

  it.each(['/robots.txt', '/assets/index-abc123.js', '/assets/missing.js', '/flags/ke.svg', '/favicon.svg', '/index.html'])(
    'leaves the file path %s alone, so a missing file is a real 404',
    (uri) => expect(served(uri)).toBe(uri),
  )

  it('serves a public page prerendered in the language of the cookie, else of Accept-Language, else English', () => {
    expect(served('/')).toBe('/prerendered/en/index.html')
    expect(served('/faq', { 'accept-language': { value: 'sw-KE,sw;q=0.9,en;q=0.8' } })).toBe('/prerendered/sw/faq.html')
    expect(served('/faq', { 'accept-language': { value: 'sw' } }, { 'remit-locale': { value: 'am' } })).toBe('/prerendered/am/faq.html')
    expect(served('/country/send-money-to-country/so', {}, { 'remit-locale': { value: 'xx' } })).toBe(
      '/prerendered/en/country/send-money-to-country/so.html',
    )
  })

  it('fits CloudFront Functions’ 10 KB code limit', () => {
    expect(new TextEncoder().encode(SPA_FALLBACK_CODE).length).toBeLessThan(10_240)
  })
})
