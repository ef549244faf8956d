import type { APIGatewayProxyEventV2 } from 'aws-lambda'
import * as z from 'zod/mini'
import type { RequestRules, RouteSpec, Schema } from '../../shared/api/route-definition'
import { BadRequestError, DomainError } from './errors'

/** Bodies above this are refused before parsing: no payload of this API comes near it. */
export const MAX_BODY_BYTES = 64 * 1024

/** First message per field path, for forms; the top-level message is the first of them. */
function toFieldErrors(error: z.core.$ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_'
    fields[key] ??= issue.message
  }
  return { message: error.issues[0]?.message ?? 'Invalid request', fields }
}

function validate(schema: Schema, input: unknown): unknown {
  const parsed = z.safeParse(schema, input)
  if (parsed.success) return parsed.data
  const { message, fields } = toFieldErrors(parsed.error)
  throw new BadRequestError(message, fields)
}

function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  const raw = event.body ?? ''
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw new DomainError('too-large', 'Request body is too large')
  if (text.trim() === '') return {}
  const type = event.headers['content-type'] ?? ''
  if (!/^application\/json\b/i.test(type)) throw new DomainError('unsupported-type', 'Send the request body as application/json')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new BadRequestError('Request body is not valid JSON')
  }
}

export interface ParsedRequest {
  params: unknown
  query: unknown
  body: unknown
  headers: unknown
}

/**
 * Validates path parameters, query string, JSON body and the declared headers against the route
 * row's schemas (400 with field messages); the body with the row's `bodyAt(rules)` when it has one.
 */
export function parseRequest(spec: RouteSpec, event: APIGatewayProxyEventV2, rules: () => RequestRules): ParsedRequest {
  const bodySchema = spec.bodyAt ? spec.bodyAt(rules()) : spec.body
  return {
    params: spec.params ? validate(spec.params, event.pathParameters ?? {}) : undefined,
    query: spec.query ? validate(spec.query, event.queryStringParameters ?? {}) : undefined,
    body: bodySchema ? validate(bodySchema, readJsonBody(event)) : undefined,
    headers: spec.headers ? validate(spec.headers, event.headers) : undefined,
  }
}
