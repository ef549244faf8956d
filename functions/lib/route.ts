import { randomUUID } from 'node:crypto'
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda'
import { isStaff, PERMISSION_DENIED } from '../../shared/auth/permissions'
import type { BodyOf, ErrorBody, ParamsOf, QueryOf, RouteDef, SuccessOf } from '../../shared/api/route-definition'
import { loadActor, type Actor } from '../store/actors'
import { isAccessTokenRevoked } from '../store/revoked-tokens'
import { isTransientAwsError, isConditionFailure } from './aws-errors'
import { ConflictError, DomainError, ForbiddenError, ServiceUnavailableError, UnauthorizedError } from './errors'
import { logRequest } from './logger'
import { parseRequest } from './parse-request'
import type { HandlerResult } from './responses'
import { JwksUnavailableError, verifyAccessToken, type VerifiedToken } from './token-verifier'

export interface RouteContext<R extends RouteDef> {
  params: ParamsOf<R>
  query: QueryOf<R>
  body: BodyOf<R>
  /** The caller, loaded from their stored profile; undefined only on public routes. */
  actor: R['auth'] extends 'public' ? Actor | undefined : Actor
  requestId: string
  headers: Readonly<Record<string, string | undefined>>
  /** When API Gateway received the request: the one clock handlers and rules use. */
  now: Date
}

export type RouteHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

async function authenticate(event: APIGatewayProxyEventV2): Promise<Actor | undefined> {
  const header = event.headers.authorization
  if (!header) return undefined
  const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header)
  if (!match?.[1]) throw new UnauthorizedError()
  let token: VerifiedToken
  try {
    token = await verifyAccessToken(match[1])
  } catch (error) {
    // Cognito's keys could not be fetched: nobody's token can be judged, so "try again", not "sign in again".
    if (error instanceof JwksUnavailableError) throw new ServiceUnavailableError()
    throw new UnauthorizedError()
  }
  const [actor, revoked] = await Promise.all([loadActor(token.sub), isAccessTokenRevoked(token.jti)])
  if (!actor || revoked) throw new UnauthorizedError()
  return actor
}

/** The data changed between a read and the write that depended on it (an unhandled failed condition). */
const CHANGED_MEANWHILE = 'This changed while you were working on it. Reload and try again.'

/** Domain errors as they are; transient AWS errors (throttling, time-outs, 5xx) as 503; an unhandled failed condition as 409; anything else is a 500. */
function toDomainError(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error
  if (isTransientAwsError(error)) return new ServiceUnavailableError()
  if (isConditionFailure(error)) return new ConflictError(CHANGED_MEANWHILE)
  return undefined
}

function json(status: number, body: unknown, headers?: Record<string, string>): APIGatewayProxyStructuredResultV2 {
  return { statusCode: status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) }
}

/**
 * Wraps a handler with everything every route needs, in order: parse and validate (400) →
 * authenticate the bearer token and load the caller's profile (401) → check the route's role (403) →
 * run → map domain errors (4xx/503) → one structured log line. Unknown errors become a 500 that
 * carries only the request id.
 */
export function route<R extends RouteDef>(
  def: R,
  impl: (ctx: RouteContext<R>) => Promise<HandlerResult<SuccessOf<R>>>,
): RouteHandler {
  return async (event) => {
    const started = performance.now()
    const requestId = event.requestContext?.requestId || randomUUID()
    let actor: Actor | undefined
    let response: APIGatewayProxyStructuredResultV2
    let logged: { name: string; message: string; cause?: string } | undefined
    try {
      const parsed = parseRequest(def, event)
      // Public routes ignore any token: a stale one must not stop a sign-in or a page of countries.
      if (def.auth !== 'public') {
        actor = await authenticate(event)
        if (!actor) throw new UnauthorizedError()
      }
      if (def.auth === 'admin' && !(actor && isStaff(actor))) throw new ForbiddenError(PERMISSION_DENIED)
      const result = await impl({
        params: parsed.params as ParamsOf<R>,
        query: parsed.query as QueryOf<R>,
        body: parsed.body as BodyOf<R>,
        actor: actor as RouteContext<R>['actor'],
        requestId,
        headers: event.headers,
        now: new Date(event.requestContext?.timeEpoch ?? Date.now()),
      })
      response =
        result.status === 204
          ? { statusCode: 204, headers: { 'cache-control': 'no-store', ...result.headers } }
          : json(result.status, result.body, result.headers)
    } catch (error) {
      const known = toDomainError(error)
      if (known) {
        const body: ErrorBody = { error: known.message, ...(known.fields ? { fields: known.fields } : {}) }
        response = json(known.status, body, known.status === 503 ? { 'retry-after': '1' } : undefined)
        // An AWS error answered as 503/409 keeps its own name in the log: operators need 'ThrottlingException', not 'busy'.
        const cause = known !== error && error instanceof Error ? { cause: `${error.name}: ${error.message}` } : {}
        logged = { name: known.name, message: known.message, ...cause }
      } else {
        response = json(500, { error: 'Something went wrong on our side. Please try again.', requestId } satisfies ErrorBody)
        logged = error instanceof Error ? { name: error.name, message: error.message } : { name: 'Unknown', message: String(error) }
      }
    }
    logRequest({
      requestId,
      routeId: def.id,
      method: event.requestContext?.http?.method ?? def.method,
      path: event.rawPath ?? def.path,
      status: response.statusCode ?? 500,
      durationMs: Math.round(performance.now() - started),
      ...(actor ? { actor: actor.sub } : {}),
      ...(logged ? { error: logged } : {}),
    })
    return response
  }
}
