import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { routeList } from '../../shared/api/routes'
import type { RouteSpec, Schema } from '../../shared/api/route-definition'
import { MAX_BODY_BYTES } from './parse-request'

/**
 * A body the size limit lets through must be judged in time that grows with its length, never its
 * square: one field check that backtracks (a regular expression like `[\p{L}-]{2,}\.`) turns a 64 KB
 * name into seconds of CPU per request, which the route fuzz found pinning the local API for minutes.
 * Every field of every route's body and query gets the shapes that make such checks backtrack.
 */

const LENGTH = MAX_BODY_BYTES - 100
const HOSTILE: Record<string, string> = {
  letters: 'a'.repeat(LENGTH),
  'letters and hyphens': 'ab-'.repeat(LENGTH / 3),
  'letters and dots': 'a.'.repeat(LENGTH / 2),
  'www, again and again': 'www'.repeat(LENGTH / 3),
  'digits and spaces': '1 '.repeat(LENGTH / 2),
  'Turkish letters': 'ş'.repeat(LENGTH / 2),
  'name parts': 'Ali '.repeat(LENGTH / 4),
}
/**
 * Linear judging of 64 KB takes at most ~60 ms of CPU; the quadratic check took 9 s. The budget is on
 * this thread's CPU time, not the wall clock: the unit lane shares CI's two cores with the other
 * lanes and CPU burners, where a 56 ms judgement took 2.9 s of wall time.
 */
const BUDGET_MS = 1_500

/** This thread's CPU time in ms (user and system), the cost a request's judging puts on a Lambda. */
const threadCpuMs = () => {
  // Node 22.19 has it; this @types/node does not declare it yet.
  const { user, system } = (process as NodeJS.Process & { threadCpuUsage(): NodeJS.CpuUsage }).threadCpuUsage()
  return (user + system) / 1000
}

/** The top-level field names of an object schema, also behind a pipe (a transform or a cross-field rule). */
function fieldsOf(schema: Schema): string[] {
  const def = schema._zod.def as { shape?: object; in?: Schema }
  if (def.shape) return Object.keys(def.shape)
  return def.in ? fieldsOf(def.in) : []
}

const RULES = { now: new Date('2026-11-29T12:00:00Z'), transferAmounts: { minCents: 100, maxCents: 300_000 } }

/** One case per top-level field of `schema`, named `<label><field>`; none when the route takes no such input. */
const fieldCases = (label: string, schema: Schema | undefined) =>
  schema ? fieldsOf(schema).map((field) => ({ name: `${label}${field}`, schema, field })) : []

const routes: readonly RouteSpec[] = routeList
const cases = routes.flatMap((route) => [
  ...fieldCases(`${route.method} ${route.path} body.`, route.bodyAt ? route.bodyAt(RULES) : route.body),
  ...fieldCases(`${route.method} ${route.path} ?`, route.query),
])

describe('a request at the size limit is judged in linear time', () => {
  it('covers the fields of the routes that take input', () => expect(cases.length).toBeGreaterThan(100))

  it.each(cases)('$name', ({ schema, field }) => {
    const timings = Object.entries(HOSTILE).map(([shape, text]) => {
      const start = threadCpuMs()
      z.safeParse(schema, { [field]: text })
      return { shape, ms: threadCpuMs() - start }
    })
    for (const { shape, ms } of timings) expect(ms, `${shape}: ms of CPU`).toBeLessThan(BUDGET_MS)
  })
})
