import { describe, expect, it } from 'vitest'
import { toJSONSchema } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { routeList } from '../../shared/api/routes'
import { CARD_DATA_ROUTES } from './api-nag'

/** Whether a route's request body has a `cardNumber` field anywhere in it (its JSON Schema names the property). */
const bodyTakesCardNumber = (body: $ZodType): boolean =>
  JSON.stringify(toJSONSchema(body, { unrepresentable: 'any', io: 'input' })).includes('"cardNumber"')

describe('the routes whose functions are in PCI DSS scope', () => {
  it('are exactly those whose request body takes a card number, so their VPC acknowledgement says so', () => {
    const taking = routeList.flatMap((route) => ('body' in route && route.body !== undefined && bodyTakesCardNumber(route.body) ? [route.id] : []))
    expect(taking).toEqual([...CARD_DATA_ROUTES])
  })
})
