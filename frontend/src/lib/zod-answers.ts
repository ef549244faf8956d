import * as z from 'zod/mini'
import { ErrorBodySchema, type RouteSpec, type Schema } from '../../../shared/api/route-definition'
import type { AnswerSchemas } from './answer-schemas'

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

/** A route's answers, read with its zod schemas. */
export function zodAnswers(route: RouteSpec): AnswerSchemas {
  return {
    success(status) {
      const schema = successSchema(route, status)
      if (!schema) return undefined
      return (json) => {
        const parsed = z.safeParse(schema, json)
        return parsed.success ? { ok: true, value: parsed.data } : { ok: false, cause: parsed.error }
      }
    },
    errorBody(json) {
      const parsed = z.safeParse(ErrorBodySchema, json)
      return parsed.success ? parsed.data : undefined
    },
  }
}
