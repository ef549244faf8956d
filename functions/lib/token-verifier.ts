import { KeyObjectCache, verifyJwt } from 'aws-jwt-verify/jwt-verifier'
import type { Fetcher } from 'aws-jwt-verify/https'
import type { JwtHeader, JwtPayload } from 'aws-jwt-verify/jwt-model'
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

interface TokenVerifierSettings {
  issuer: string
  clientId: string
}

export interface VerifiedToken {
  sub: string
  /** The token's own id. */
  jti: string
  /** Issued at, epoch seconds (the session's sign-in time, which a user's `tokensRevokedBefore` is compared with). */
  iat: number
  /** Expiry, epoch seconds. */
  exp: number
  /**
   * When the user signed in, epoch seconds: Cognito keeps it across refreshes, so a cut-off refuses
   * a refreshed token of an ended session too (cognito-local sets it anew on refresh).
   */
  authTime?: number
}

/**
 * Verifies Cognito access tokens: RS256 signature against the pool's JWKS, issuer, expiry, and that the
 * token is an access token issued to our app client (Cognito puts the client in `client_id`, not `aud`).
 */
function createTokenVerifier({ issuer, clientId }: TokenVerifierSettings): (token: string) => Promise<VerifiedToken> {
  const jwksUri = `${issuer}/.well-known/jwks.json`
  const checks = {
    issuer,
    audience: null,
    customJwtCheck: ({ header, payload }: { header: JwtHeader; payload: JwtPayload }) => {
      if (header.alg !== 'RS256') throw new Error('Unexpected token algorithm')
      if (payload.token_use !== 'access') throw new Error('Not an access token')
      if (payload.client_id !== clientId) throw new Error('Token issued to another client')
    },
  }
  // Exactly what `JwtVerifier.verify` runs for one issuer (same checks, JWKS cache with its penalty
  // box, key cache), called directly: the verifier classes (multi-issuer configs, sync verification,
  // JWKS hydration) would be in every bundle.
  const jwksCache = new SimpleJwksCache({ fetcher: fetchFetcher })
  const keyCache = new KeyObjectCache()
  const jwkFor = jwksCache.getJwk.bind(jwksCache)
  const keyObjectOf = keyCache.transformJwkToKeyObjectAsync.bind(keyCache)
  return async (token) => {
    const payload = await verifyJwt(token, jwksUri, checks, jwkFor, keyObjectOf)
    const { sub, jti, iat, exp, auth_time: authTime } = payload
    if (typeof sub !== 'string' || sub === '' || typeof jti !== 'string' || jti === '' || typeof iat !== 'number' || typeof exp !== 'number') {
      throw new Error('Token lacks sub, jti, iat or exp')
    }
    return { sub, jti, iat, exp, ...(typeof authTime === 'number' ? { authTime } : {}) }
  }
}

let shared: ((token: string) => Promise<VerifiedToken>) | undefined
/**
 * Verifies an access token of this stage's pool and app client (one verifier, and JWKS cache, per
 * process). Only Cognito's own answers are judged with it, server-side, at sign-in and refresh
 * (services/sessions.ts): the browser never holds a Cognito token, and its bearer is the API's own
 * opaque token (functions/lib/route.ts).
 */
export function verifyAccessToken(token: string): Promise<VerifiedToken> {
  shared ??= createTokenVerifier({ issuer: config().AUTH_ISSUER, clientId: config().USER_POOL_CLIENT_ID })
  return shared(token)
}
