import { describe, expect, it } from 'vitest'
import { buildPath, matchPath } from './path-template'

describe('matchPath', () => {
  it.each([
    ['/countries', '/countries', {}],
    ['/countries/{id}', '/countries/ke', { id: 'ke' }],
    ['/api/customers/{id}', '/api/customers/a%20b', { id: 'a b' }],
  ])('%s matches %s', (template, path, params) => {
    expect(matchPath(template, path)).toEqual(params)
  })

  it.each([
    ['/countries/{id}', '/countries'],
    ['/countries/{id}', '/countries/'],
    ['/countries/{id}', '/countries/ke/extra'],
    ['/countries', '/countries/ke'],
    ['/api/user/{id}', '/api/users/1'],
    ['/countries/{id}', '/countries/%E0%A4%A'],
  ])('%s does not match %s', (template, path) => {
    expect(matchPath(template, path)).toBeUndefined()
  })
})

describe('buildPath', () => {
  it('encodes parameters', () => {
    expect(buildPath('/countries/{id}', { id: 'a/b' })).toBe('/countries/a%2Fb')
  })
  it('refuses a missing parameter', () => {
    expect(() => buildPath('/countries/{id}', {})).toThrow('Missing path parameter id')
  })
})
