import type { ErrorBody } from '../../../shared/api/route-definition'
import { errorBodySchema } from './api-answers.precomputed'
import { sendRequest, type AnswerSchemas, type Endpoint, type RequestOptions } from './api-request'
import { checkJson, type JsonSchema } from './json-check'

/**
 * `callApi` for an answer a page needs before zod has loaded: the same request, errors and spec 8
 * messages, with the success body checked against the JSON Schema of the route's own zod schema
 * (worked out at build time in a `*.precomputed.ts` module) instead of zod itself.
 *
 * `success` must be the JSON Schema of the route's success schema (`toCheckSchema`), which is why
 * the body it passes is of type `T`.
 */
export async function callChecked<T>(route: Endpoint, success: JsonSchema, options: RequestOptions = {}): Promise<T> {
  const schemas: AnswerSchemas = {
    success: () => (json) => checkJson(success, json),
    errorBody(json) {
      const checked = checkJson(errorBodySchema, json)
      // Checked against the JSON Schema of ErrorBodySchema just above.
      return checked.ok ? (checked.value as ErrorBody) : undefined
    },
  }
  return (await sendRequest(route, options, schemas)) as T
}
