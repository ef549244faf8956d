import { describe, expect, it } from 'vitest'
import { clientIpOf, normaliseIpAddress, viewerAddressHeaderOf, viewerIpOf } from './client-address'

describe('client addresses: one client, one key', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:127.0.0.1', '127.0.0.1'],
    ['0:0:0:0:0:ffff:7f00:1', '127.0.0.1'],
    ['[::ffff:203.0.113.7]', '203.0.113.7'],
    ['::1', '::1'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
  ])('%s is %s', (raw, canonical) => {
    expect(normaliseIpAddress(raw)).toBe(canonical)
  })

  it.each(['', 'localhost', '127.0.0.256', '1.2.3', 'not an address', '::ffff:zz'])('%j is no address', (raw) => {
    expect(normaliseIpAddress(raw)).toBeUndefined()
  })

  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['::ffff:127.0.0.1:443', '127.0.0.1'],
    ['[::ffff:127.0.0.1]:443', '127.0.0.1'],
    ['2001:db8::1:443', '2001:db8::1'],
    ['203.0.113.7', '203.0.113.7'],
  ])("CloudFront's viewer address %s is the client %s", (header, ip) => {
    expect(viewerIpOf(header)).toBe(ip)
  })

  it('reads the viewer header, then the source IP, both normalised', () => {
    expect(clientIpOf({ headers: { 'cloudfront-viewer-address': '::ffff:10.1.2.3:80' } })).toBe('10.1.2.3')
    expect(clientIpOf({ headers: { 'cloudfront-viewer-address': 'junk' }, requestContext: { http: { sourceIp: '::ffff:10.9.9.9' } } })).toBe(
      '10.9.9.9',
    )
    expect(clientIpOf({ headers: {} })).toBe('unknown')
  })

  it("writes the socket's address as CloudFront writes the header", () => {
    expect(viewerAddressHeaderOf('::ffff:127.0.0.1', 5000)).toBe('127.0.0.1:5000')
    expect(viewerAddressHeaderOf(undefined, 5000)).toBeUndefined()
  })
})
