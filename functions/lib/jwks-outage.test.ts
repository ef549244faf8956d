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

/**
 * When Cognito's public keys cannot be fetched no token can be judged: the API answers 503 "try
 * again", never 401, which would sign every user out of the SPA during a brief outage.
 */

const fixtures = defineRoutes({
  whoAmI: { method: 'GET', path: '/api/me', auth: 'user', area: 'test', responses: { 200: z.object({ sub: z.string() }) } },
})
const whoAmI = route(fixtures.whoAmI, async ({ actor }) => ok({ sub: actor.sub }))

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

const call = (token: string) => whoAmI(createTestEvent({ path: '/api/me', headers: { authorization: `Bearer ${token}` } }))
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

  it('still answers 401 for a token that is not a JWT at all (no keys needed to refuse it)', async () => {
    expect((await call('not.a.jwt')).statusCode).toBe(401)
  })
})
