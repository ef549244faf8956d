import { isIP } from 'node:net'

/**
 * The one reading of a client's IP address, for every per-client limit (sign-in attempts, sign-up
 * codes, quotes): the same client must always give the same key, so `::ffff:127.0.0.1`, `::1`'s
 * long forms or upper-case hex cannot make a second client (a fresh allowance) or land on someone
 * else's count.
 */

/** The header CloudFront sets to the viewer's `ip:port`, over any value the viewer sent (the local gateway does the same). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address'

/** An IPv4-mapped IPv6 address in WHATWG URL's canonical form: `::ffff:7f00:1`. */
const MAPPED_IPV4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/

/**
 * A canonical IP address, or undefined for anything that is not one: IPv4 as dotted quad, an
 * IPv4-mapped IPv6 address as its IPv4, any other IPv6 address compressed and lower-case
 * (RFC 5952, the WHATWG URL serializer), without brackets or a zone.
 */
export function normaliseIpAddress(raw: string): string | undefined {
  const address = raw.trim().replace(/^\[(.*)\]$/, '$1')
  const version = isIP(address)
  if (version === 4) return address
  if (version !== 6) return undefined
  const unzoned = address.replace(/%.*$/, '')
  const canonical = new URL(`http://[${unzoned}]`).hostname.slice(1, -1)
  const mapped = MAPPED_IPV4.exec(canonical)
  if (!mapped) return canonical
  const [high, low] = [Number.parseInt(mapped[1] ?? '0', 16), Number.parseInt(mapped[2] ?? '0', 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/**
 * The IP of a `CloudFront-Viewer-Address` value. CloudFront always appends the port (`ip:port`,
 * IPv6 unbracketed as `2001:db8::1:443`), so the last `:` part is the port; a bare or bracketed
 * address is read as it is.
 */
export function viewerIpOf(header: string): string | undefined {
  const value = header.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) return normaliseIpAddress(bracketed[1] ?? '')
  if (isIP(value) === 4) return value
  const cut = value.lastIndexOf(':')
  return cut > 0 ? normaliseIpAddress(value.slice(0, cut)) : undefined
}

/** The header value CloudFront would send for a viewer at this socket address and port. */
export function viewerAddressHeaderOf(address: string | undefined, port: number | undefined): string | undefined {
  const ip = address === undefined ? undefined : normaliseIpAddress(address)
  return ip === undefined ? undefined : `${ip}:${port ?? 0}`
}

/**
 * The caller's IP. Behind CloudFront, API Gateway's `sourceIp` is CloudFront's edge, so the viewer's
 * address comes from `CloudFront-Viewer-Address`: CloudFront sets it over any value the viewer sent,
 * and the API answers only requests carrying the origin-verify secret (origin-verify.ts), i.e. ones
 * that came through CloudFront. Locally the gateway sets it from the socket the same way.
 */
export function clientIpOf(event: { headers: Record<string, string | undefined>; requestContext?: { http?: { sourceIp?: string } } }): string {
  const viewer = event.headers[VIEWER_ADDRESS_HEADER]
  const fromViewer = viewer === undefined ? undefined : viewerIpOf(viewer)
  if (fromViewer !== undefined) return fromViewer
  const source = event.requestContext?.http?.sourceIp
  return (source === undefined ? undefined : normaliseIpAddress(source)) ?? 'unknown'
}
