import { createSign, type KeyLike } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import * as z from 'zod/mini'

/**
 * cognito-local signs every token with one RSA key that ships inside the package (kid
 * 'CognitoLocal'). Reading it lets integration tests make tokens Cognito would call genuine, and
 * show that the API takes none of them as a bearer (its bearer is its own opaque token).
 */
const COGNITO_LOCAL_KID = 'CognitoLocal'

const KeyFileSchema = z.object({ pem: z.string() })
const keysDir = join(dirname(createRequire(import.meta.url).resolve('cognito-local/package.json')), 'lib', 'keys')
const readPem = (file: string) => KeyFileSchema.parse(JSON.parse(readFileSync(join(keysDir, file), 'utf8'))).pem

const cognitoLocalPrivateKey = readPem('cognitoLocal.private.json')

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** `header.payload` of a JWT, base64url-encoded. */
function signingInput(header: Record<string, unknown>, payload: Record<string, unknown>): string {
  return `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`
}

/** An RS256 JWT signed with `key` (cognito-local's own key by default) under `kid` CognitoLocal. */
export function signRs256(payload: Record<string, unknown>, key: KeyLike = cognitoLocalPrivateKey, header: Record<string, unknown> = {}): string {
  const input = signingInput({ alg: 'RS256', typ: 'JWT', kid: COGNITO_LOCAL_KID, ...header }, payload)
  return `${input}.${b64url(createSign('RSA-SHA256').update(input).sign(key))}`
}
