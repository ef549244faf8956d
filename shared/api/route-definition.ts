import * as z from 'zod/mini'
import type { AmountRange } from '../transfers/limits'
import type { RouteAccess } from './route-access'

/** Who may call a route. `user` = any signed-in user; `admin` = a signed-in user whose profile has isAdmin. */
type AuthLevel = 'public' | 'user' | 'admin'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Body of every error answer the API gives. `fields` maps a field path to its first message. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  /** A stable name for a refusal the client acts on (e.g. EMAIL_NOT_CONFIRMED), beside the English text. */
  code: z.optional(z.string()),
  requestId: z.optional(z.string()),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>

/**
 * Any zod schema. The contract is written with `zod/mini`: it tree-shakes to a few KB in the SPA,
 * where classic zod would weigh on the public bundle.
 */
export type Schema = z.core.$ZodType

/** What the server knows when it judges a request besides the request: its time and the stage's limits. */
export interface RequestRules {
  /** When API Gateway received the request. */
  now: Date
  /** The stage's smallest and largest single transfer, in cents. */
  transferAmounts: AmountRange
}

export interface RouteSpec {
  method: HttpMethod
  /** API Gateway style path, e.g. `/countries/{id}`. */
  path: string
  auth: AuthLevel
  /** Folder under functions/ that holds the handler file. */
  area: string
  /**
   * What the route's Lambda may touch (table, documents bucket, user pool), with why beside each
   * entry: its IAM policy is derived from this and nothing else (route-access.ts). Every row declares
   * it (`defineRoute` requires it); only test fixtures (`defineRoutes`) leave it out.
   */
  access?: RouteAccess
  params?: Schema
  query?: Schema
  body?: Schema
  /**
   * The body schema the server judges a request with, for rules that need the request's time or the
   * stage's settings (a card's expiry, an age, the stage's largest transfer): the one place those
   * rules are applied. Its output has `body`'s type; `body` stays the clock-free contract the SPA
   * and the types use.
   */
  bodyAt?: (rules: RequestRules) => Schema
  /**
   * The request headers the handler reads besides the bearer token (e.g. `Idempotency-Key`), by
   * lower-case name: parsed once by the wrapper (400 with the field's message), typed in the handler.
   * The bearer token is the wrapper's: verified on signed-in routes, handed over as `token`.
   */
  headers?: Schema
  /** Response schemas by status code; the success status is the lowest 2xx key. */
  responses: Partial<Record<number, Schema>>
}

export type RouteDef<Id extends string = string, S extends RouteSpec = RouteSpec> = S & { id: Id }

/** The error answers most routes can give: a row has them unless it says `commonErrors: false`. */
const COMMON_ERRORS = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema }

/** A route's method and path in one, as API Gateway writes a route key: `GET /api/claims`. */
type RouteKey = `${HttpMethod} /${string}`

/** A row as written: its method and path come in its route key, its area from its folder, the common errors by default. */
interface RowSpec extends Omit<RouteSpec, 'method' | 'path' | 'area'> {
  /** The folder's, from its define-route.ts. */
  area?: never
  access: RouteAccess
  /**
   * Left out, the row answers {@link COMMON_ERRORS} besides its `responses`. `false` for a route that
   * cannot give all of them (a public page's call, a health check): its `responses` list every answer.
   */
  commonErrors?: false
}

type Flat<T> = { [K in keyof T]: T[K] } & {}
type KeyParts<K extends RouteKey> = K extends `${infer M extends HttpMethod} ${infer P}` ? { readonly method: M; readonly path: P } : never
type RowResponses<S extends RowSpec> = S extends { commonErrors: false } ? S['responses'] : Flat<Readonly<S['responses'] & typeof COMMON_ERRORS>>
/** The row `defineRoute` returns: the shape a spec of {@link RouteSpec} has, so what reads the table sees whole rows. */
type RowDef<A extends string, K extends RouteKey, S extends RowSpec> = Flat<
  KeyParts<K> & { readonly area: A } & Omit<S, 'area' | 'responses' | 'commonErrors'> & { readonly responses: RowResponses<S> }
>

/**
 * The `defineRoute` of the rows in `route-table/<area>/`, called once in that folder's define-route.ts:
 * a row is in its folder because its handler is in `functions/<area>/`, so the folder says the area
 * for all of them. Each row is its own module `<kebab-id>.ts` (the path of its handler, see
 * {@link routeModulePath}): a Lambda imports its row from there and so bundles, and builds at cold
 * start, only its own route's schemas.
 */
export function routeArea<const A extends string>(area: A) {
  function defineRoute<const Id extends string, const K extends RouteKey, const S extends RowSpec>(
    id: Id,
    key: K,
    spec: S,
  ): RouteDef<Id, RowDef<A, K, S>>
  function defineRoute(id: string, key: RouteKey, spec: RowSpec): RouteDef & { area: A } {
    const space = key.indexOf(' ')
    const { commonErrors, responses, ...rest } = spec
    return {
      method: key.slice(0, space) as HttpMethod,
      path: key.slice(space + 1),
      area,
      ...rest,
      responses: commonErrors === false ? responses : { ...COMMON_ERRORS, ...responses },
      id,
    }
  }
  return defineRoute
}

/** An area's table from its rows, keyed by each row's id. */
export function routeTable<const Rows extends readonly RouteDef[]>(...rows: Rows): { [R in Rows[number] as R['id']]: R } {
  return Object.fromEntries(rows.map((row) => [row.id, row])) as { [R in Rows[number] as R['id']]: R }
}

/** Gives each row its key as `id`, so a table is written once and read everywhere by id (test fixtures). */
export function defineRoutes<const T extends Record<string, RouteSpec>>(table: T): { [K in keyof T & string]: RouteDef<K, T[K]> } {
  return Object.fromEntries(Object.entries(table).map(([id, spec]) => [id, { ...spec, id }])) as {
    [K in keyof T & string]: RouteDef<K, T[K]>
  }
}

type Infer<S> = S extends Schema ? z.infer<S> : undefined
type InferInput<S> = S extends Schema ? z.input<S> : undefined
/** What a handler receives, after parsing and normalising. */
export type ParamsOf<R extends RouteSpec> = Infer<R['params']>
export type QueryOf<R extends RouteSpec> = Infer<R['query']>
export type BodyOf<R extends RouteSpec> = Infer<R['body']>
export type HeadersOf<R extends RouteSpec> = Infer<R['headers']>
/** What a client sends, before parsing (e.g. `inputValue` where the handler gets `amountCents`). */
export type ParamsInputOf<R extends RouteSpec> = InferInput<R['params']>
export type QueryInputOf<R extends RouteSpec> = InferInput<R['query']>
export type BodyInputOf<R extends RouteSpec> = InferInput<R['body']>
/** The payload of the route's success answer. */
export type SuccessOf<R extends RouteSpec> = {
  [S in keyof R['responses']]: S extends 200 | 201 | 202 | 204 ? Infer<R['responses'][S]> : never
}[keyof R['responses']]

const kebabCase = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** `functions/<area>/<kebab-id>.ts`: where a route's handler lives (relative to the repo root, no extension). */
export function handlerModulePath(route: { id: string; area: string }): string {
  return `functions/${route.area}/${kebabCase(route.id)}`
}

/** `shared/api/route-table/<area>/<kebab-id>.ts`: where a route's row is defined (relative to the repo root, no extension). */
export function routeModulePath(route: { id: string; area: string }): string {
  return `shared/api/route-table/${route.area}/${kebabCase(route.id)}`
}

/** What a request that failed on our side reads (a 500): nothing about why, only what to do. */
export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.'

/**
 * What a request that reached the API without passing through the site's CloudFront (a direct call
 * to the execute-api URL) reads (a 403): functions/lib/origin-verify.ts.
 */
export const DIRECT_CALL_MESSAGE = 'Call the API through the site'
