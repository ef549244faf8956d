import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../i18n/locales'
import { prerenderedFiles } from './prerendered-pages'
import { siteUri } from './site-uri'

describe('siteUri (the CDN and the local gateway pick the file to serve)', () => {
  it('serves every prerendered page in English by default, at the file the build writes', () => {
    for (const { locale, path, file } of prerenderedFiles()) {
      expect(siteUri(path, locale, undefined)).toBe(`/${file}`)
    }
    expect(siteUri('/', undefined, undefined)).toBe('/prerendered/en/index.html')
    expect(siteUri('/faq', undefined, undefined)).toBe('/prerendered/en/faq.html')
    expect(siteUri('/country/send-money-to-country/ke', undefined, undefined)).toBe('/prerendered/en/country/send-money-to-country/ke.html')
  })

  it('follows the language cookie first, over Accept-Language', () => {
    expect(siteUri('/faq', 'so', 'tr-TR,tr;q=0.9')).toBe('/prerendered/so/faq.html')
    expect(siteUri('/faq', 'am', undefined)).toBe('/prerendered/am/faq.html')
  })

  it('ignores a cookie that names no language of ours', () => {
    expect(siteUri('/faq', 'fr', 'sw')).toBe('/prerendered/sw/faq.html')
    expect(siteUri('/faq', '../../etc', undefined)).toBe('/prerendered/en/faq.html')
    expect(siteUri('/faq', '', undefined)).toBe('/prerendered/en/faq.html')
  })

  it('takes the best of Accept-Language: highest q, the first on a tie, region tags by their language', () => {
    expect(siteUri('/faq', undefined, 'fr-FR,fr;q=0.9,so;q=0.8,en;q=0.7')).toBe('/prerendered/so/faq.html')
    expect(siteUri('/faq', undefined, 'en-US,en;q=0.9,tr;q=0.8')).toBe('/prerendered/en/faq.html')
    expect(siteUri('/faq', undefined, 'en;q=0.5, am-ET;q=0.6')).toBe('/prerendered/am/faq.html')
    expect(siteUri('/faq', undefined, 'SW-KE')).toBe('/prerendered/sw/faq.html')
    expect(siteUri('/faq', undefined, 'tr;q=0.8,so;q=0.8')).toBe('/prerendered/tr/faq.html')
    expect(siteUri('/faq', undefined, 'so;q=0,de')).toBe('/prerendered/en/faq.html')
    expect(siteUri('/faq', undefined, 'so;q=abc,*;q=0.5')).toBe('/prerendered/en/faq.html')
    expect(siteUri('/faq', undefined, 'de-DE,fr')).toBe('/prerendered/en/faq.html')
  })

  it('keeps the SPA fallback for any other client route, and file paths as they are', () => {
    for (const uri of ['/sign-in', '/dashboard', '/faq/', '/FAQ', '/country/send-money-to-country/xx', '/track/abc']) {
      expect(siteUri(uri, 'so', 'so')).toBe('/index.html')
    }
    for (const uri of ['/robots.txt', '/assets/index-abc.js', '/flags/ke.svg', '/index.html', '/prerendered/so/faq.html']) {
      expect(siteUri(uri, 'so', 'so')).toBe(uri)
    }
  })

  it('maps no request outside the prerendered files by its path or headers (traversal)', () => {
    for (const uri of ['/../faq', '/faq/../../etc/passwd', '/%2e%2e/faq', '/prerendered/../../secret']) {
      expect(siteUri(uri, 'so', 'so')).toBe('/index.html')
    }
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), fc.option(fc.string(), { nil: undefined }), (uri, cookie, accept) => {
        const served = siteUri(`/${uri}`, cookie, accept)
        const prerendered = /^\/prerendered\/([a-z]+)\//.exec(served)
        if (prerendered) {
          expect(LOCALES).toContain(prerendered[1])
          expect(prerenderedFiles().map(({ file }) => `/${file}`)).toContain(served)
        } else expect([`/${uri}`, '/index.html']).toContain(served)
      }),
    )
  })
})
