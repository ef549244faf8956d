import type { ErrorBody } from '../../../shared/api/route-definition'

// How an answer is read, apart from sending it (api-request.ts) and from zod (zod-answers.ts), so the
// zod-free request code and the zod readers both depend on this and not on each other.

type Parsed = { ok: true; value: unknown } | { ok: false; cause?: unknown }

/** How a route's answers are read. */
export interface AnswerSchemas {
  /** The parser of a success answer with this status, or undefined when the route gives it no body. */
  success(status: number): ((json: unknown) => Parsed) | undefined
  /** The `{ error, fields?, requestId? }` of an error answer, or undefined when the JSON is not one. */
  errorBody(json: unknown): ErrorBody | undefined
}
