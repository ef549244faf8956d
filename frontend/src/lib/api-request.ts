import { buildPath } from '../../../shared/api/path-template'
import type { HttpMethod, RouteSpec } from '../../../shared/api/route-definition'
import type { AnswerSchemas } from './answer-schemas'
import { ApiError } from './api-error'

// The zod-free part of calling the API: URL, request, reading the answer and mapping failures to
// ApiError. How an answer is read comes from the caller (`callApi`, api-client.ts).

/** Spec 8, "Unreadable reply". */
export const UNREADABLE_REPLY_MESSAGE = 'Failed to parse server response. CORS issue likely.'
/** Spec 8, "Generic": the fallback when the server gives no error field. */
export const GENERIC_ERROR_MESSAGE = 'Failed to fetch data'

/** The part of a route row a request needs. */
export interface Endpoint {
  method: HttpMethod
  /** API Gateway style path, e.g. `/countries/{id}`. */
  path: string
}

export interface RequestOptions {
  params?: unknown
  query?: unknown
  body?: unknown
  /** Session token, sent as `Authorization: Bearer <token>`. */
  token?: string
  signal?: AbortSignal
  /** Message when the error answer carries no `error` field (spec 8: "otherwise the fallback given"). */
  fallbackMessage?: string
  /** Sent as `Idempotency-Key`: one per attempt, the same for its retries, so a retry creates nothing twice. */
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

/** The same-origin URL of a call, e.g. `/countries/ke`. Also the SWR cache key of a GET. */
export function urlFor(route: Endpoint, options: Pick<RequestOptions, 'params' | 'query'>): string {
  return buildPath(route.path, pathParams(options.params)) + searchString(options.query)
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

async function errorFrom(response: Response, fallback: string, schemas: AnswerSchemas): Promise<ApiError> {
  let json: unknown
  try {
    json = await readJson(response)
  } catch (error) {
    return error instanceof ApiError ? error : new ApiError(fallback, response.status, { cause: error })
  }
  const body = schemas.errorBody(json)
  if (!body) return new ApiError(fallback, response.status)
  const { error, fields, requestId, code } = body
  // The server writes English; the reader sees their language where the catalogs have the text.
  // If its module cannot load (offline), the server's English is still the answer.
  const translate = await import('./i18n/server-answer-text').then(
    (module) => module.translatedAnswer,
    () => undefined,
  )
  const translated = translate?.(error, fields, code) ?? { error, fields }
  return new ApiError(error ? translated.error : fallback, response.status, {
    fields: translated.fields,
    requestId,
    code,
    fromServer: Boolean(error),
  })
}

/**
 * Sends the request (JSON body, bearer token, idempotency key) and returns the success body as the
 * route's schema parses it. Any other answer throws an ApiError whose message is the server's
 * `error` field, else `fallbackMessage`; a network failure is an ApiError with status 0.
 */
export async function sendRequest(route: Endpoint, options: RequestOptions, schemas: AnswerSchemas): Promise<unknown> {
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
  if (!response.ok) throw await errorFrom(response, fallback, schemas)

  const parse = schemas.success(response.status)
  if (response.status === 204 || !parse) return undefined
  const parsed = parse(await readJson(response))
  if (!parsed.ok) throw new ApiError(UNREADABLE_REPLY_MESSAGE, response.status, { cause: parsed.cause })
  return parsed.value
}

/**
 * A route's answers as the production build reads them: the API is ours and is tested against the
 * same contract, so a success body is taken as the contract types it, and an error body is one when
 * it carries the `error` text the SPA shows.
 */
export const trustedAnswers: AnswerSchemas = {
  success: () => (json) => ({ ok: true, value: json }),
  errorBody(json) {
    if (!isRecord(json) || typeof json.error !== 'string') return undefined
    const fields = isRecord(json.fields)
      ? Object.fromEntries(Object.entries(json.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : undefined
    return {
      error: json.error,
      ...(fields ? { fields } : {}),
      ...(typeof json.code === 'string' ? { code: json.code } : {}),
      ...(typeof json.requestId === 'string' ? { requestId: json.requestId } : {}),
    }
  },
}

/**
 * `callApi` for a page's first call, by the route's endpoint (`shared/api/endpoints.ts`) rather than
 * its row, so the page's first load carries no zod: the production build trusts the contract's
 * types; development and tests load the row (`row`) and parse the answer with its schemas, so an
 * answer that breaks the contract still fails there. `T` is the row's success type.
 */
export async function callEndpoint<T>(endpoint: Endpoint, row: () => Promise<RouteSpec>, options: RequestOptions = {}): Promise<T> {
  const answers = import.meta.env.PROD ? trustedAnswers : (await import('./zod-answers')).zodAnswers(await row())
  return (await sendRequest(endpoint, options, answers)) as T
}
