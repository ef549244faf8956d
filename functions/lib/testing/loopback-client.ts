import { randomInt } from 'node:crypto'
import { request } from 'node:http'

/**
 * Clients of their own for the integration tests. The gateway takes the client's address from the
 * socket (as CloudFront does), so a test that must not share a per-client allowance (quotes, sign-in
 * attempts) connects from an address of its own: all of 127.0.0.0/8 is this machine's loopback.
 */

/** A loopback address no other test uses (one of 16 million), never 127.0.0.1 where the browsers and other helpers sit. */
export function uniqueLoopbackAddress(): string {
  return `127.${randomInt(1, 256)}.${randomInt(256)}.${randomInt(1, 255)}`
}

export interface LoopbackAnswer {
  status: number
  text: string
  headers: Headers
}

/** One HTTP request sent from `localAddress` (fetch cannot choose its source address). */
export function fetchFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: init.method ?? 'GET', headers: init.headers ?? {}, localAddress, family: 4 }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('error', reject)
      answer.on('end', () => {
        const headers = new Headers()
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
        }
        resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers })
      })
    })
    sent.on('error', reject)
    sent.end(init.body)
  })
}
