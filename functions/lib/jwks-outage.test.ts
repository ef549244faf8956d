import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { defineRoutes } from '../../shared/api/route-definition'
import { captureLogs } from './logger'
import { ok } from './responses'
import { route } from './route'
import { createTestEvent } from './testing/api-event'
import { signRs256 } from './testing/cognito-local-keys'
import { setEnv } from './testing/service-env'
import { verifyAccessToken } from './token-verifier'

/**
 * The API judges Cognito's tokens only when Cognito hands them over (a sign-in, a refresh:
 * services/sessions.ts); signed-in requests carry the API's own opaque tokens and need no keys. When
 * Cognito's public keys cannot be fetched, such a sign-in answers 503 "try again", never 401 (which
 * the SPA would take for a wrong password or an ended session) nor 500.
 */

const fixtures = defineRoutes({
  signIn: { method: 'POST', path: '/api/sign-in', auth: 'public', area: 'test', responses: { 200: z.object({ sub: z.string() }) } },
})
/** Stands for startSession: Cognito's answer (here the bearer) judged on the server. */
const signIn = route(fixtures.signIn, async ({ token }) => ok({ sub: (await verifyAccessToken(token ?? '')).sub }))

let server: Server
let restoreLogs: () => void
let restoreEnv: () => void
let jwksStatus = 500

beforeAll(async () => {
  // Answers the JWKS with an error while jwksStatus says so, then drops the connection.
  server = createServer((_request, response) => {
    if (jwksStatus === 0) return response.destroy()
    response.writeHead(jwksStatus)
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/local_pool`
  restoreEnv = setEnv({
    STAGE: 'test',
    TABLE_NAME: 'remit-test',
    AUTH_ISSUER: issuer,
    USER_POOL_ID: 'local_pool',
    USER_POOL_CLIENT_ID: 'client',
    DOCUMENTS_BUCKET: 'remit-test-documents',
  })
  restoreLogs = captureLogs(() => undefined)
})
afterAll(async () => {
  restoreLogs()
  restoreEnv()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const call = (token: string) => signIn(createTestEvent({ method: 'POST', path: '/api/sign-in', headers: { authorization: `Bearer ${token}` } }))
const token = () =>
  signRs256({
    sub: 'user-1',
    jti: 'j',
    exp: Math.floor(Date.now() / 1000) + 600,
    iss: process.env.AUTH_ISSUER,
    client_id: 'client',
    token_use: 'access',
  })

describe('JWKS outage', () => {
  it('answers 503 with Retry-After when the JWKS endpoint fails', async () => {
    jwksStatus = 500
    const response = await call(token())
    expect({ status: response.statusCode, retry: response.headers?.['retry-after'] }).toEqual({ status: 503, retry: '1' })
  })

  it('answers 503 when the connection to it breaks', async () => {
    jwksStatus = 0
    expect((await call(token())).statusCode).toBe(503)
  })
})
