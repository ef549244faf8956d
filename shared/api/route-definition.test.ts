import { describe, expect, expectTypeOf, it } from 'vitest'
import * as z from 'zod/mini'
import { ErrorBodySchema, routeArea } from './route-definition'

const defineRoute = routeArea('claims')
const ClaimSchema = z.object({ id: z.string() })

describe('defineRoute', () => {
  const listClaims = defineRoute('listClaims', 'GET /api/customers/{id}/claims', {
    auth: 'admin',
    access: { table: { query: ['claim'] } },
    responses: { 200: ClaimSchema, 422: ErrorBodySchema },
  })

  it('splits the route key into method and path, and gives the folder as area', () => {
    expect(listClaims).toMatchObject({ id: 'listClaims', method: 'GET', path: '/api/customers/{id}/claims', area: 'claims', auth: 'admin' })
    // Typed as literals, as a row that wrote them out was: infra and the client read them by type.
    expectTypeOf(listClaims.method).toEqualTypeOf<'GET'>()
    expectTypeOf(listClaims.path).toEqualTypeOf<'/api/customers/{id}/claims'>()
    expectTypeOf(listClaims.area).toEqualTypeOf<'claims'>()
  })

  it('adds the common error answers to the ones the row lists', () => {
    expect(Object.keys(listClaims.responses)).toEqual(['200', '400', '401', '403', '404', '409', '422'])
    expect(listClaims.responses[200]).toBe(ClaimSchema)
    expect(listClaims.responses[409]).toBe(ErrorBodySchema)
    expectTypeOf(listClaims.responses[401]).toEqualTypeOf<typeof ErrorBodySchema>()
  })

  it('leaves them out of a row that says commonErrors: false, and keeps the flag out of the row', () => {
    const track = defineRoute('track', 'GET /api/track/{token}', {
      auth: 'public',
      access: {},
      responses: { 200: ClaimSchema, 404: ErrorBodySchema },
      commonErrors: false,
    })
    expect(Object.keys(track.responses)).toEqual(['200', '404'])
    expect(track).not.toHaveProperty('commonErrors')
    expectTypeOf(track.responses).toEqualTypeOf<{ readonly 200: typeof ClaimSchema; readonly 404: typeof ErrorBodySchema }>()
  })

  it('refuses, when compiled, a key that is not a method and a path, and an area of its own', () => {
    const wrongRows = () => [
      // @ts-expect-error: a route key starts with an HTTP method, then a path from the root.
      defineRoute('bad', 'FETCH api/x', { auth: 'user', access: {}, responses: {} }),
      // @ts-expect-error: the area is the folder's, from its define-route.ts.
      defineRoute('bad', 'GET /x', { auth: 'user', area: 'users', access: {}, responses: {} }),
    ]
    expectTypeOf(wrongRows).toBeFunction()
  })
})
