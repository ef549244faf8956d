import { createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

export interface TestIssuer {
  issuer: string
  /** A token signed with this issuer's key; claims override the defaults of a valid access token. */
  sign(claims?: Record<string, unknown>, header?: Record<string, unknown>): string
  /** A token with the right claims but signed by a key this issuer never published. */
  signWithForeignKey(claims?: Record<string, unknown>): string
  close(): Promise<void>
}

function signJwt(key: KeyObject, header: Record<string, unknown>, payload: Record<string, unknown>): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`
  const signature = createSign('RSA-SHA256').update(input).sign(key)
  return `${input}.${b64url(signature)}`
}

/**
 * A stand-in Cognito issuer for tests: an RSA key whose JWKS is served over http on loopback (as
 * cognito-local does), and a signer that makes access tokens shaped like Cognito's.
 */
export async function startTestIssuer(clientId: string): Promise<TestIssuer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  const kid = randomUUID()
  const jwks = JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] })
  const server: Server = createServer((request, response) => {
    if (request.url?.endsWith('/.well-known/jwks.json')) {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(jwks)
    } else {
      response.writeHead(404)
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const issuer = `http://127.0.0.1:${port}/local_test`
  const claims = (extra: Record<string, unknown>) => {
    const now = Math.floor(Date.now() / 1000)
    return { sub: 'user-1', jti: randomUUID(), iss: issuer, client_id: clientId, token_use: 'access', iat: now, exp: now + 3600, ...extra }
  }
  return {
    issuer,
    sign: (extra = {}, header = {}) => signJwt(privateKey, { alg: 'RS256', typ: 'JWT', kid, ...header }, claims(extra)),
    signWithForeignKey: (extra = {}) => signJwt(foreign, { alg: 'RS256', typ: 'JWT', kid }, claims(extra)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
