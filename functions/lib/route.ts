import { randomUUID } from 'node:crypto'
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda'
import { isStaff, PERMISSION_DENIED } from '../../shared/auth/permissions'
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_REQUIRED_CODE } from '../../shared/auth/two-factor-messages'
import { bearerToken } from '../../shared/api/headers'
import {
  SERVER_FAULT_MESSAGE,
  type BodyOf,
  type ErrorBody,
  type HeadersOf,
  type ParamsOf,
  type QueryOf,
  type RouteDef,
  type SuccessOf,
} from '../../shared/api/route-definition'
import { withoutStaffPowers, type Actor } from '../model/actor'
import { loadCaller, sessionOfBearer } from '../services/callers'
import { isTransientAwsError, isConditionFailure } from './aws-errors'
import { clientIpOf } from './client-address'
import { transferAmounts } from './config'
import { ConflictError, DomainError, ForbiddenError, ServiceUnavailableError, TooManyRequestsError, type ErrorKind } from './errors'
import { logRequest } from './logger'
import { publishMetrics } from './metrics'
import { messageCode } from '../../shared/i18n/message-code'
import { requireSiteOrigin } from './origin-verify'
import { parseRequest } from './parse-request'
import type { HandlerResult } from './responses'
import { JwksUnavailableError } from './token-verifier'

export interface RouteContext<R extends RouteDef> {
  params: ParamsOf<R>
  query: QueryOf<R>
  body: BodyOf<R>
  /** The caller, loaded from their stored profile; undefined only on public routes. */
  actor: R['auth'] extends 'public' ? Actor | undefined : Actor
  /**
   * The bearer token (the API's opaque access token): a live one, on signed-in routes; on public
   * ones (which ignore tokens), any well-formed one sent, unchecked.
   */
  token: R['auth'] extends 'public' ? string | undefined : string
  /**
   * The Cognito access token kept with the caller's session, for the few Cognito calls that need the
   * user's own token (ChangePassword, VerifyUserAttribute). It never leaves the server: never put it
   * in an answer or a log.
   */
  cognitoAccessToken: R['auth'] extends 'public' ? undefined : string
  requestId: string
  /** The row's declared headers, parsed. */
  headers: HeadersOf<R>
  /** When API Gateway received the request: the one clock handlers and rules use. */
  now: Date
  /** The caller's IP address (the sign-in attempt limits count per client): normalised by `clientIpOf` (client-address.ts). */
  clientIp: string
}

/** What a read ahead may use: the request and the subject of a live access token. */
interface ReadAheadInput<R extends RouteDef> {
  sub: string
  params: ParamsOf<R>
  query: QueryOf<R>
  body: BodyOf<R>
  headers: HeadersOf<R>
}

type Impl<R extends RouteDef, C> = (ctx: C) => Promise<HandlerResult<SuccessOf<R>>>

/**
 * A handler whose reads need only the request and the caller's id, made beside the caller's profile
 * read instead of after it (one DynamoDB round trip less per request). `ahead` is that read's
 * promise: the handler awaits it only once the caller is known and allowed (or may not use it, e.g.
 * when staff need a wider read), so what it read never reaches anyone the token check refuses. Reads
 * only: a write must wait for the caller.
 */
export interface ReadingAhead<R extends RouteDef, A> {
  readAhead: (input: ReadAheadInput<R>) => Promise<A>
  handle: Impl<R, RouteContext<R> & { ahead: Promise<A> }>
}

export type RouteHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

/** The data changed between a read and the write that depended on it (an unhandled failed condition). */
const CHANGED_MEANWHILE = 'This changed while you were working on it. Reload and try again.'

/** Domain errors as they are; an outage of Cognito's keys and transient AWS errors (throttling, time-outs, 5xx) as 503; an unhandled failed condition as 409; anything else is a 500. */
function toDomainError(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error
  // Cognito's keys could not be fetched, so its answer to a sign-in cannot be judged: "try again", not "wrong password".
  if (error instanceof JwksUnavailableError) return new ServiceUnavailableError()
  if (isTransientAwsError(error)) return new ServiceUnavailableError()
  if (isConditionFailure(error)) return new ConflictError(CHANGED_MEANWHILE)
  return undefined
}

/** The one place a domain error's kind becomes an HTTP status. */
const HTTP_STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  unprocessable: 422,
  'rate-limited': 429,
  unavailable: 503,
}

/** The Retry-After of an answer: a second for a busy dependency, the limit's own wait for a rate limit. */
function retryAfterOf(error: DomainError): Record<string, string> | undefined {
  if (error.kind === 'unavailable') return { 'retry-after': '1' }
  if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined) return { 'retry-after': String(error.retryAfterSeconds) }
  return undefined
}

function json(status: number, body: unknown, headers?: Record<string, string>): APIGatewayProxyStructuredResultV2 {
  return { statusCode: status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) }
}

/**
 * Wraps a handler with everything every route needs, in order: parse and validate (400) →
 * find the bearer's session (one read by its hash) and load the caller's profile (401) → check the route's role (403) →
 * run → map domain errors (4xx/503) → one structured log line, and the request's business metrics
 * published (functions/lib/metrics.ts). Unknown errors become a 500 that carries only the request
 * id. A signed-in route may read ahead ({@link ReadingAhead}).
 */
export function route<R extends RouteDef>(def: R, impl: Impl<R, RouteContext<R>>): RouteHandler
export function route<R extends RouteDef, A>(def: R, impl: ReadingAhead<R, A>): RouteHandler
export function route<R extends RouteDef, A>(def: R, impl: Impl<R, RouteContext<R>> | ReadingAhead<R, A>): RouteHandler {
  if (typeof impl !== 'function' && def.auth === 'public') throw new Error(`${def.id}: a public route has no caller to read ahead for`)
  return async (event) => {
    const started = performance.now()
    const requestId = event.requestContext?.requestId || randomUUID()
    // When API Gateway received the request: the one clock the rules and the handler use.
    const now = new Date(event.requestContext?.timeEpoch ?? Date.now())
    let actor: Actor | undefined
    let response: APIGatewayProxyStructuredResultV2
    let logged: { name: string; message: string; cause?: string } | undefined
    try {
      // First: a direct call to the execute-api URL learns nothing, not even what a valid request looks like.
      await requireSiteOrigin(event.headers)
      const parsed = parseRequest(def, event, () => ({ now, transferAmounts: transferAmounts() }))
      const params = parsed.params as ParamsOf<R>
      const query = parsed.query as QueryOf<R>
      const body = parsed.body as BodyOf<R>
      const headers = parsed.headers as HeadersOf<R>
      const bearer = bearerToken(event.headers.authorization)
      let ahead: Promise<A> | undefined
      // Public routes ignore any token: a stale one must not stop a sign-in or a page of countries.
      let cognitoAccessToken: string | undefined
      if (def.auth !== 'public') {
        // A token's lifetime runs on the wall clock (as Cognito's and DynamoDB's TTL do), not on the
        // request's clock, which the rules read and tests move to the windows' edges.
        const session = await sessionOfBearer(bearer, new Date())
        cognitoAccessToken = session.cognitoAccessToken
        if (typeof impl !== 'function') {
          ahead = impl.readAhead({ sub: session.sub, params, query, body, headers })
          // Settled here too, so a read the handler never awaits (caller refused, or not needed) is no unhandled rejection.
          ahead.catch(() => undefined)
        }
        actor = await loadCaller(session)
      }
      if (def.auth === 'admin' && !(actor && isStaff(actor))) throw new ForbiddenError(PERMISSION_DENIED)
      // PCI DSS 8.4: staff powers need the second factor; the SPA opens the enrolment on this code.
      if (actor && isStaff(actor) && !actor.twoFactorEnabled) {
        if (def.auth === 'admin') throw new ForbiddenError(TWO_FACTOR_MESSAGES.staffRequired, TWO_FACTOR_REQUIRED_CODE)
        actor = withoutStaffPowers(actor)
      }
      const ctx: RouteContext<R> = {
        params,
        query,
        body,
        actor: actor as RouteContext<R>['actor'],
        token: bearer as RouteContext<R>['token'],
        cognitoAccessToken: cognitoAccessToken as RouteContext<R>['cognitoAccessToken'],
        requestId,
        headers,
        now,
        clientIp: clientIpOf(event),
      }
      let result: HandlerResult<SuccessOf<R>>
      if (typeof impl === 'function') result = await impl(ctx)
      else if (ahead) result = await impl.handle({ ...ctx, ahead })
      else throw new Error(`${def.id}: read ahead without a caller`)
      response =
        result.status === 204
          ? { statusCode: 204, headers: { 'cache-control': 'no-store', ...result.headers } }
          : json(result.status, result.body, result.headers)
    } catch (error) {
      const known = toDomainError(error)
      if (known) {
        const body: ErrorBody = {
          error: known.message,
          ...(known.fields ? { fields: known.fields } : {}),
          // The client acts on an explicit code; every other refusal's code names its text (shared/i18n/message-code.ts).
          code: known.code ?? messageCode(known.message),
        }
        response = json(HTTP_STATUS[known.kind], body, retryAfterOf(known))
        // An AWS error answered as 503/409 keeps its own name in the log: operators need 'ThrottlingException', not 'busy'.
        const cause = known !== error && error instanceof Error ? { cause: `${error.name}: ${error.message}` } : {}
        logged = { name: known.name, message: known.message, ...cause }
      } else {
        response = json(500, { error: SERVER_FAULT_MESSAGE, code: messageCode(SERVER_FAULT_MESSAGE), requestId } satisfies ErrorBody)
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
    // Once per request, whatever its outcome: the business events whose writes succeeded in it.
    publishMetrics()
    return response
  }
}
