import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { coercedNumber } from './coerced-number'

describe('coercedNumber', () => {
  it('reads every input as z.coerce.number does, messages included', () => {
    const ours = coercedNumber('Limit must be a number').check(z.minimum(1, 'At least 1'))
    const zods = z.coerce.number('Limit must be a number').check(z.minimum(1, 'At least 1'))
    for (const input of ['5', ' 7 ', '2.5', '', 'abc', '1e3', 0, 12, null, undefined, true, {}, [], 'Infinity']) {
      expect(z.safeParse(ours, input)).toEqual(z.safeParse(zods, input))
    }
    expect(z.safeParse(ours, '5')).toEqual({ success: true, data: 5 })
  })
})
