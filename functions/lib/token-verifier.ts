import { JwtVerifier } from 'aws-jwt-verify'
import type { Fetcher } from 'aws-jwt-verify/https'
import { SimpleJwksCache } from 'aws-jwt-verify/jwk'
import { config } from './config'

/** The pool's public keys could not be fetched (network, time-out, an error answer): no token can be judged. */
export class JwksUnavailableError extends Error {
  override name = 'JwksUnavailableError'
}

/**
 * Fetches the JWKS with the platform's fetch. aws-jwt-verify's default fetcher speaks https only,
 * while cognito-local serves its keys over plain http on loopback: one fetcher for both worlds.
 */
const fetchFetcher: Fetcher = {
  async fetch(uri) {
    let response: Response
    try {
      response = await fetch(uri, { signal: AbortSignal.timeout(3_000) })
    } catch (error) {
      throw new JwksUnavailableError(`JWKS request failed: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (!response.ok) throw new JwksUnavailableError(`JWKS request failed with status ${response.status}`)
    return response.arrayBuffer()
  },
}

export interface TokenVerifierSettings {
  issuer: string
  clientId: string
}

export interface VerifiedToken {
  sub: string
  /** The token's own id, for revocation at sign-out. */
  jti: string
  /** Expiry, epoch seconds. */
  exp: number
}

/**
 * Verifies Cognito access tokens: RS256 signature against the pool's JWKS, issuer, expiry, and that the
 * token is an access token issued to our app client (Cognito puts the client in `client_id`, not `aud`).
 */
export function createTokenVerifier({ issuer, clientId }: TokenVerifierSettings): (token: string) => Promise<VerifiedToken> {
  const verifier = JwtVerifier.create(
    {
      issuer,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      audience: null,
      customJwtCheck: ({ header, payload }) => {
        if (header.alg !== 'RS256') throw new Error('Unexpected token algorithm')
        if (payload.token_use !== 'access') throw new Error('Not an access token')
        if (payload.client_id !== clientId) throw new Error('Token issued to another client')
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: fetchFetcher }) },
  )
  return async (token) => {
    const payload = await verifier.verify(token)
    const { sub, jti, exp } = payload
    if (typeof sub !== 'string' || sub === '' || typeof jti !== 'string' || jti === '' || typeof exp !== 'number') {
      throw new Error('Token lacks sub, jti or exp')
    }
    return { sub, jti, exp }
  }
}

let shared: ((token: string) => Promise<VerifiedToken>) | undefined
/** Verifies an access token of this stage's pool and app client (one verifier, and JWKS cache, per process). */
export function verifyAccessToken(token: string): Promise<VerifiedToken> {
  shared ??= createTokenVerifier({ issuer: config().AUTH_ISSUER, clientId: config().USER_POOL_CLIENT_ID })
  return shared(token)
}
