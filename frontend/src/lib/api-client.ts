import type { BodyInputOf, ParamsInputOf, QueryInputOf, RouteDef, RouteSpec, SuccessOf } from '../../../shared/api/route-definition'
import { ApiError } from './api-error'
import { sendRequest, trustedAnswers, urlFor } from './api-request'
import { zodAnswers } from './zod-answers'

export { ApiError }
export { GENERIC_ERROR_MESSAGE, UNREADABLE_REPLY_MESSAGE } from './api-request'

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

/** The same-origin URL of a call, e.g. `/countries/ke`. Also the SWR cache key of a GET. */
export function apiUrl<R extends RouteDef>(route: R, ...[options]: ArgsOf<R, UrlOptions<R>>): string {
  return urlFor(route, options ?? {})
}

/**
 * Calls one row of the route table: builds the URL from its path template, sends JSON, and returns
 * the success body. In development and tests every answer is parsed with the row's zod schemas, so
 * an answer that breaks the contract fails there ('Failed to parse server response…'); the
 * production build trusts the contract's types and leaves that parsing (and zod's parser) out. Any
 * other answer throws an ApiError whose message is the server's `error` field, else `fallbackMessage`.
 */
export async function callApi<R extends RouteDef>(route: R, ...[options]: ArgsOf<R, CallOptions<R>>): Promise<SuccessOf<R>> {
  const answers = import.meta.env.PROD ? trustedAnswers : zodAnswers(route)
  // Parsed by this route's own success schema (development, tests), or typed by the same contract.
  return (await sendRequest(route, options ?? {}, answers)) as SuccessOf<R>
}
