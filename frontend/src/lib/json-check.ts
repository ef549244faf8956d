/**
 * Checks a JSON answer against a JSON Schema, for the few answers a page needs before zod has loaded
 * (the country page's `GET /countries/{id}`). The schemas are not written here: they are
 * `z.toJSONSchema` of the route table's own zod schemas, worked out at build time (see
 * `lib/precompute/check-schema.ts`), so the zod schema stays the one source of the rules, and
 * `toCheckSchema` refuses any zod schema whose rules this checker could not apply exactly.
 *
 * Like zod's parse, the value returned keeps only the declared properties of an object (plus those
 * a record-like `additionalProperties` schema allows).
 */

/** The JSON Schema keywords {@link checkJson} applies; `toCheckSchema` produces no others. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array'
  properties?: Readonly<Record<string, JsonSchema>>
  required?: readonly string[]
  /** A schema: other keys are kept when their value passes it. Absent: other keys are dropped. */
  additionalProperties?: JsonSchema
  /** Always `{ type: 'string' }` here (every JSON key is a string). */
  propertyNames?: JsonSchema
  items?: JsonSchema
  minLength?: number
  maxLength?: number
  /** A regular expression without flags (zod's `regex`, `startsWith`, …). */
  pattern?: string
  /** Informative only; each format `toCheckSchema` allows comes with its `pattern`. */
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  enum?: readonly (string | number | boolean | null)[]
  const?: string | number | boolean | null
}

export type JsonCheck = { ok: true; value: unknown } | { ok: false }

const FAILED: JsonCheck = { ok: false }
const passed = (value: unknown): JsonCheck => ({ ok: true, value })

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Compiled patterns, once each. */
const patterns = new Map<string, RegExp>()
function patternOf(source: string): RegExp {
  let pattern = patterns.get(source)
  if (!pattern) {
    pattern = new RegExp(source)
    patterns.set(source, pattern)
  }
  return pattern
}

function checkString(schema: JsonSchema, value: string): boolean {
  // String lengths as zod counts them (UTF-16 code units).
  if (schema.minLength !== undefined && value.length < schema.minLength) return false
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false
  return schema.pattern === undefined || patternOf(schema.pattern).test(value)
}

function checkNumber(schema: JsonSchema, value: number): boolean {
  if (!Number.isFinite(value)) return false
  if (schema.type === 'integer' && !Number.isInteger(value)) return false
  if (schema.minimum !== undefined && value < schema.minimum) return false
  if (schema.maximum !== undefined && value > schema.maximum) return false
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false
  return schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum
}

function checkObject(schema: JsonSchema, value: Record<string, unknown>): JsonCheck {
  const out: Record<string, unknown> = {}
  const properties = schema.properties ?? {}
  for (const [key, property] of Object.entries(properties)) {
    const item = value[key]
    if (item === undefined) {
      if (schema.required?.includes(key)) return FAILED
      continue
    }
    const result = checkJson(property, item)
    if (!result.ok) return FAILED
    out[key] = result.value
  }
  const extra = schema.additionalProperties
  if (extra) {
    for (const [key, item] of Object.entries(value)) {
      if (Object.hasOwn(properties, key)) continue
      const result = checkJson(extra, item)
      if (!result.ok) return FAILED
      out[key] = result.value
    }
  }
  return passed(out)
}

function checkArray(schema: JsonSchema, value: readonly unknown[]): JsonCheck {
  const out: unknown[] = []
  for (const item of value) {
    const result = schema.items ? checkJson(schema.items, item) : passed(item)
    if (!result.ok) return FAILED
    out.push(result.value)
  }
  return passed(out)
}

/** The value as the schema's zod parse would give it, or `{ ok: false }` when it breaks a rule. */
export function checkJson(schema: JsonSchema, value: unknown): JsonCheck {
  if (schema.const !== undefined && value !== schema.const) return FAILED
  if (schema.enum && !schema.enum.includes(value as never)) return FAILED
  switch (schema.type) {
    case undefined:
      return passed(value)
    case 'string':
      return typeof value === 'string' && checkString(schema, value) ? passed(value) : FAILED
    case 'number':
    case 'integer':
      return typeof value === 'number' && checkNumber(schema, value) ? passed(value) : FAILED
    case 'boolean':
      return typeof value === 'boolean' ? passed(value) : FAILED
    case 'null':
      return value === null ? passed(value) : FAILED
    case 'object':
      return isRecord(value) ? checkObject(schema, value) : FAILED
    case 'array':
      return Array.isArray(value) ? checkArray(schema, value) : FAILED
  }
}
