import * as z from 'zod/mini'
import { buildPath } from '../../../shared/api/path-template'
import {
  ErrorBodySchema,
  type BodyInputOf,
  type ParamsInputOf,
  type QueryInputOf,
  type RouteDef,
  type RouteSpec,
  type Schema,
  type SuccessOf,
} from '../../../shared/api/route-definition'
import { ApiError } from './api-error'

export { ApiError }

/** Spec 8, "Unreadable reply". */
export const UNREADABLE_REPLY_MESSAGE = 'Failed to parse server response. CORS issue likely.'
/** Spec 8, "Generic": the fallback when the server gives no error field. */
export const GENERIC_ERROR_MESSAGE = 'Failed to fetch data'

/** `{ params: P }` when the route has that part, `{ params?: undefined }` when it has none. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T }

export type UrlOptions<R extends RouteSpec> = Part<'params', ParamsInputOf<R>> & Part<'query', QueryInputOf<R>>

export type CallOptions<R extends RouteSpec> = UrlOptions<R> &
  Part<'body', BodyInputOf<R>> & {
    /** Session token, sent as `Authorization: Bearer <token>`. */
    token?: string
    signal?: AbortSignal
    /** Message when the error answer carries no `error` field (spec 8: "otherwise the fallback given"). */
    fallbackMessage?: string
    /** Sent as `Idempotency-Key`: one per attempt, the same for its retries, so a retry creates nothing twice. */
    idempotencyKey?: string
  }

/** The options argument may be left out when the route takes no params, query or body. */
type NeedsOptions<R extends RouteSpec> = [ParamsInputOf<R>, QueryInputOf<R>, BodyInputOf<R>] extends [undefined, undefined, undefined] ? false : true
type ArgsOf<R extends RouteSpec, O> = NeedsOptions<R> extends true ? [options: O] : [options?: O]
/** The arguments after the route in `callApi(route, ...args)`. */
export type CallArgs<R extends RouteDef> = ArgsOf<R, CallOptions<R>>

interface LooseOptions {
  params?: unknown
  query?: unknown
  body?: unknown
  token?: string
  signal?: AbortSignal
  fallbackMessage?: string
  idempotencyKey?: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function pathParams(params: unknown): Record<string, string> {
  if (!isRecord(params)) return {}
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]))
}

function searchString(query: unknown): string {
  if (!isRecord(query)) return ''
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item))
    }
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

function urlFor(route: RouteSpec, options: LooseOptions): string {
  return buildPath(route.path, pathParams(options.params)) + searchString(options.query)
}

/** The same-origin URL of a call, e.g. `/countries/ke`. Also the SWR cache key of a GET. */
export function apiUrl<R extends RouteDef>(route: R, ...[options]: ArgsOf<R, UrlOptions<R>>): string {
  return urlFor(route, options ?? {})
}

/**
 * The schema for a success answer: the one listed for the status received, else the route's success
 * schema (the lowest 2xx key of `responses`, see RouteSpec).
 */
function successSchema(route: RouteSpec, status: number): Schema | undefined {
  const listed = route.responses[status]
  if (listed) return listed
  const lowest = Object.keys(route.responses)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort((a, b) => a - b)[0]
  return lowest === undefined ? undefined : route.responses[lowest]
}

/** Reads a JSON body; an unreadable one is spec 8's "Failed to parse server response…". */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text) as unknown
  } catch (cause) {
    throw new ApiError(UNREADABLE_REPLY_MESSAGE, response.status, { cause })
  }
}

async function errorFrom(response: Response, fallback: string): Promise<ApiError> {
  let json: unknown
  try {
    json = await readJson(response)
  } catch (error) {
    return error instanceof ApiError ? error : new ApiError(fallback, response.status, { cause: error })
  }
  const parsed = z.safeParse(ErrorBodySchema, json)
  if (!parsed.success) return new ApiError(fallback, response.status)
  const { error, fields, requestId } = parsed.data
  return new ApiError(error || fallback, response.status, { fields, requestId })
}

async function send(route: RouteSpec, options: LooseOptions): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' })
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey)
  const init: RequestInit = { method: route.method, headers, credentials: 'same-origin' }
  if (options.signal) init.signal = options.signal
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    init.body = JSON.stringify(options.body)
  }
  const fallback = options.fallbackMessage ?? GENERIC_ERROR_MESSAGE

  let response: Response
  try {
    response = await fetch(urlFor(route, options), init)
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(error instanceof Error && error.message ? error.message : fallback, 0, { cause: error })
  }
  if (!response.ok) throw await errorFrom(response, fallback)

  const schema = successSchema(route, response.status)
  if (response.status === 204 || !schema) return undefined
  const parsed = z.safeParse(schema, await readJson(response))
  if (!parsed.success) throw new ApiError(UNREADABLE_REPLY_MESSAGE, response.status, { cause: parsed.error })
  return parsed.data
}

/**
 * Calls one row of the route table: builds the URL from its path template, sends JSON, and returns
 * the success body parsed by the row's success schema. Any other answer throws an ApiError whose
 * message is the server's `error` field, else `fallbackMessage`.
 */
export async function callApi<R extends RouteDef>(route: R, ...[options]: ArgsOf<R, CallOptions<R>>): Promise<SuccessOf<R>> {
  // The body was just parsed by this route's own success schema, so it has the route's success type.
  return (await send(route, options ?? {})) as SuccessOf<R>
}
