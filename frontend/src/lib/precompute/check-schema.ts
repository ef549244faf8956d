import * as z from 'zod/mini'
import type { JsonSchema } from '../json-check'

// Build-time only: imported by `*.precomputed.ts` modules, whose exports the build works out and
// ships as plain JSON (frontend/build/precomputed-modules.ts). Tests run those modules as they are.

/** zod string formats whose whole rule is their pattern (zod's JSON Schema carries it). */
const PATTERN_FORMATS = new Set(['regex', 'starts_with', 'ends_with', 'includes'])
const LENGTH_CHECKS = new Set(['min_length', 'max_length', 'length_equals'])
const NUMBER_CHECKS = new Set(['greater_than', 'less_than'])

/** The keywords `checkJson` applies (`$schema` is dropped). */
const KEYWORDS = new Set<string>([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'enum',
  'const',
])

interface CheckDef {
  check: string
  format?: string
  pattern?: RegExp
}

/**
 * Throws unless every rule of `schema` has a JSON Schema form that `checkJson` applies exactly: no
 * refinements, transforms or trims (their JSON Schema says nothing), no regex flags (dropped from
 * the pattern), no strict or loose objects (their extra keys would be treated as zod's default).
 */
function assertCheckable(schema: z.core.$ZodType, path: string): void {
  const def = schema._zod.def
  const refuse = (what: string) => new Error(`${path || 'schema'}: ${what} cannot be checked without zod`)
  // A format schema (z.email(), z.uuid(), z.int(), …) is its own check; only whole numbers map exactly.
  const format = (def as { format?: string }).format
  if (format !== undefined && !(def.type === 'number' && format === 'safeint')) throw refuse(`the format '${format}'`)
  for (const check of def.checks ?? []) {
    const rule = check._zod.def as CheckDef
    const ok =
      (rule.check === 'string_format' && PATTERN_FORMATS.has(rule.format ?? '') && rule.pattern?.flags === '') ||
      (rule.check === 'number_format' && rule.format === 'safeint') ||
      (def.type === 'string' && LENGTH_CHECKS.has(rule.check)) ||
      (def.type === 'number' && NUMBER_CHECKS.has(rule.check))
    if (!ok) throw refuse(`the check '${rule.check}${rule.format ? ` ${rule.format}` : ''}'`)
  }
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'enum':
    case 'literal':
      return
    case 'optional':
      return assertCheckable((def as z.core.$ZodOptionalDef).innerType, path)
    case 'array':
      return assertCheckable((def as z.core.$ZodArrayDef).element, `${path}[]`)
    case 'object': {
      const object = def as z.core.$ZodObjectDef
      if (object.catchall) throw refuse('a strict or loose object')
      for (const [key, value] of Object.entries(object.shape)) assertCheckable(value, `${path}.${key}`)
      return
    }
    case 'record': {
      const record = def as z.core.$ZodRecordDef
      const key = record.keyType._zod.def
      if (key.type !== 'string' || (key.checks ?? []).length > 0) throw refuse('a record with rules on its keys')
      return assertCheckable(record.valueType, `${path}{}`)
    }
    default:
      throw refuse(`the type '${def.type}'`)
  }
}

function assertKeywords(json: unknown, path: string): void {
  if (typeof json !== 'object' || json === null) return
  for (const [key, value] of Object.entries(json)) {
    if (!KEYWORDS.has(key)) throw new Error(`${path || 'schema'}: JSON Schema keyword '${key}' is not applied by checkJson`)
    if (key === 'properties') for (const [name, property] of Object.entries(value as object)) assertKeywords(property, `${path}.${name}`)
    else if (key === 'additionalProperties' || key === 'propertyNames' || key === 'items') assertKeywords(value, `${path}.${key}`)
  }
}

/**
 * The JSON Schema of a zod schema's input, for `checkJson`: throws when the zod schema has a rule
 * the check could not apply exactly, so a check is never weaker than the zod schema it comes from.
 */
export function toCheckSchema(schema: z.core.$ZodType): JsonSchema {
  assertCheckable(schema, '')
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input' })
  assertKeywords(json, '')
  // The keywords were just checked against the ones JsonSchema describes.
  return json as JsonSchema
}
