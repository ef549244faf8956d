import { createHmac, createSign, type KeyLike } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import * as z from 'zod/mini'

/**
 * cognito-local signs every token with one RSA key that ships inside the package (kid
 * 'CognitoLocal'). Reading it lets integration tests make tokens the local stack accepts as
 * genuine, and then change one thing at a time: expired, another client, an id token, …
 */
const COGNITO_LOCAL_KID = 'CognitoLocal'

const KeyFileSchema = z.object({ pem: z.string() })
const keysDir = join(dirname(createRequire(import.meta.url).resolve('cognito-local/package.json')), 'lib', 'keys')
const readPem = (file: string) => KeyFileSchema.parse(JSON.parse(readFileSync(join(keysDir, file), 'utf8'))).pem

const cognitoLocalPrivateKey = readPem('cognitoLocal.private.json')
export const cognitoLocalPublicKey = readPem('cognitoLocal.public.json')

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** `header.payload` of a JWT, base64url-encoded. */
export function signingInput(header: Record<string, unknown>, payload: Record<string, unknown>): string {
  return `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`
}

/** An RS256 JWT signed with `key` (cognito-local's own key by default) under `kid` CognitoLocal. */
export function signRs256(payload: Record<string, unknown>, key: KeyLike = cognitoLocalPrivateKey, header: Record<string, unknown> = {}): string {
  const input = signingInput({ alg: 'RS256', typ: 'JWT', kid: COGNITO_LOCAL_KID, ...header }, payload)
  return `${input}.${b64url(createSign('RSA-SHA256').update(input).sign(key))}`
}

/** An HS256 JWT whose HMAC secret is `secret` (the classic "public key as HMAC secret" confusion). */
export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const input = signingInput({ alg: 'HS256', typ: 'JWT', kid: COGNITO_LOCAL_KID }, payload)
  return `${input}.${b64url(createHmac('sha256', secret).update(input).digest())}`
}

/** The decoded payload of a JWT (no verification). */
export function decodePayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? ''
  return z.record(z.string(), z.unknown()).parse(JSON.parse(Buffer.from(part, 'base64url').toString('utf8')))
}
