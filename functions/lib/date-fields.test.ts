import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import type { RouteDef } from '../../shared/api/route-definition'
import { routeList } from '../../shared/api/routes'
import { isCalendarDate } from '../../shared/text/calendar-date'
import { dateFields, IMPOSSIBLE_DATES } from './testing/fuzz-requests'

/**
 * Every date field of every route (found from the schemas: accepts 2024-02-29, refuses 2024-02-30)
 * refuses every impossible date as a wrong value of that field: the parse never throws (it once
 * built `new Date('0000-00-00')` and called toISOString(), a RangeError and a 500).
 */
const fields = routeList.flatMap((route) => dateFields(route).map(({ part, field }) => ({ route, part, field })))

describe('date fields of the route table', () => {
  it('are the ones we know of (a new one is covered by the same checks and the fuzz)', () => {
    expect(fields.map(({ route, part, field }) => `${route.id} ${part}.${field}`).sort()).toEqual(
      expect.arrayContaining([
        'signUp body.dateOfBirth',
        'saveIdentity body.expiresOn',
        'listTransfers query.from',
        'listTransfers query.to',
        'getReconciliation query.day',
      ]),
    )
  })

  for (const { route, part, field } of fields) {
    it.each(IMPOSSIBLE_DATES)(`${route.id} ${part}.${field} refuses %j`, (date) => {
      const schema = part === 'query' ? (route as RouteDef).query : (route as RouteDef).body
      if (!schema) throw new Error(`${route.id} has no ${part}`)
      const result = z.safeParse(schema, { [field]: date })
      expect(result.success).toBe(false)
      expect(result.error?.issues.some((issue) => issue.path[0] === field)).toBe(true)
    })
  }

  it.each<[string, boolean]>([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ...IMPOSSIBLE_DATES.map((date): [string, boolean] => [date, false]),
  ])('isCalendarDate(%j) is %s', (date, expected) => {
    expect(isCalendarDate(date)).toBe(expected)
  })
})
