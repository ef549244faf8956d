import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { ErrorBodySchema } from '../../../shared/api/route-definition'
import { CountrySchema } from '../../../shared/countries/country'
import { DESTINATIONS } from '../../../shared/countries/destinations'
import { checkJson } from './json-check'
import { toCheckSchema } from './precompute/check-schema'

/** What zod's parse gives, in checkJson's shape. */
function zodResult(schema: z.core.$ZodType, value: unknown) {
  const parsed = z.safeParse(schema, value)
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false }
}

/** Strings near the country rules: two letters, codes, paths, digits, and anything else. */
const nearCountryString = fc.oneof(
  fc.constantFrom('', 'ke', 'KE', 'k', 'kes', 'KES', '/flags/ke.svg', 'flags/ke.svg', '254', '12345', 'Kenya', ' ', '\n'),
  fc.stringMatching(/^[a-zA-Z]{1,3}$/),
  fc.stringMatching(/^\d{0,5}$/),
  fc.string(),
)
const nearCountryValue = fc.oneof(nearCountryString, fc.integer(), fc.constant(null), fc.boolean(), fc.constant(undefined))
const countryLike = fc.record(
  {
    id: nearCountryValue,
    countryName: nearCountryValue,
    image: nearCountryValue,
    currency: nearCountryValue,
    countryCode: nearCountryValue,
    extra: nearCountryValue,
  },
  { requiredKeys: [] },
)

describe('checkJson with a zod schema turned into JSON Schema', () => {
  const country = toCheckSchema(CountrySchema)
  const errorBody = toCheckSchema(ErrorBodySchema)

  it('passes every destination, and drops keys the schema does not declare, as zod does', () => {
    for (const destination of DESTINATIONS) {
      expect(checkJson(country, { ...destination, extra: 1 })).toEqual({ ok: true, value: destination })
    }
  })

  it('agrees with zod on the country schema for any value', () => {
    fc.assert(
      fc.property(fc.oneof(countryLike, fc.anything()), (value) => {
        expect(checkJson(country, value)).toEqual(zodResult(CountrySchema, value))
      }),
      { numRuns: 2000 },
    )
  })

  it('agrees with zod on the error body schema (optional fields, a record of strings)', () => {
    const fields = fc.oneof(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())), fc.anything())
    const errorLike = fc.record(
      { error: fc.oneof(fc.string(), fc.integer()), fields, requestId: fc.oneof(fc.string(), fc.constant(null)), other: fc.anything() },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.oneof(errorLike, fc.anything()), (value) => {
        expect(checkJson(errorBody, value)).toEqual(zodResult(ErrorBodySchema, value))
      }),
      { numRuns: 2000 },
    )
  })

  it('applies number rules as zod does', () => {
    const schema = z.object({ count: z.number().check(z.minimum(1), z.lt(10)), whole: z.optional(z.int()), flag: z.boolean() })
    const json = toCheckSchema(schema)
    fc.assert(
      fc.property(
        fc.record({ count: fc.oneof(fc.double(), fc.integer({ min: -2, max: 12 })), whole: fc.oneof(fc.double(), fc.integer()), flag: fc.anything() }, { requiredKeys: [] }),
        (value) => {
          expect(checkJson(json, value)).toEqual(zodResult(schema, value))
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('toCheckSchema', () => {
  it.each([
    ['a refinement', z.string().check(z.refine((value) => value !== 'x'))],
    ['a trim', z.string().check(z.trim())],
    ['a regex with flags', z.string().check(z.regex(/^ke$/i))],
    ['a strict object', z.strictObject({ id: z.string() })],
    ['a loose object', z.looseObject({ id: z.string() })],
    ['a nullable field', z.object({ id: z.nullable(z.string()) })],
    ['an e-mail format', z.email()],
    ['an array length rule', z.array(z.string()).check(z.minLength(1))],
  ])('refuses %s, whose rule its JSON Schema would not carry', (_, schema) => {
    expect(() => toCheckSchema(schema)).toThrow(/cannot be checked without zod/)
  })

  it('gives the JSON Schema of the input, without the dialect', () => {
    expect(toCheckSchema(z.object({ id: z.string().check(z.regex(/^[a-z]{2}$/)), name: z.optional(z.string()) }))).toEqual({
      type: 'object',
      properties: { id: { type: 'string', pattern: '^[a-z]{2}$' }, name: { type: 'string' } },
      required: ['id'],
    })
  })
})
