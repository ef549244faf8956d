import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as countryModule from '../src/features/countries/api/get-country.precomputed'
import { precomputedModules, precomputedSource } from './precomputed-modules'

const here = path.dirname(fileURLToPath(import.meta.url))

/** The plugin's load hook, as Vite calls it. */
async function load(id: string): Promise<string | null> {
  const plugin = precomputedModules()
  const hook = plugin.load
  const handler = typeof hook === 'function' ? hook : hook?.handler
  if (!handler) throw new Error('no load hook')
  const watched: string[] = []
  const result: unknown = await handler.call({ addWatchFile: (file: string) => watched.push(file) } as never, id)
  expect(result === null || watched.length > 0).toBe(true)
  return result as string | null
}

describe('precomputedModules', () => {
  it('ships the values a *.precomputed.ts module computes, as JSON, without its imports', async () => {
    const id = path.join(here, '../src/features/countries/api/get-country.precomputed.ts')
    const code = (await load(id)) ?? ''
    expect(code).not.toMatch(/import|zod/)
    const shipped = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
    expect({ ...shipped }).toEqual({ ...countryModule })
    expect(countryModule.getCountryEndpoint).toEqual({ method: 'GET', path: '/countries/{id}' })
  })

  it('leaves other modules to Vite', async () => {
    expect(await load(path.join(here, '../src/lib/json-check.ts'))).toBeNull()
  })
})

describe('precomputedSource', () => {
  it('writes each export as a constant', () => {
    expect(precomputedSource('x', { a: { b: [1, 'two', null, true] }, c: 'd' })).toBe('export const a = {"b":[1,"two",null,true]};\nexport const c = "d";')
  })

  it.each([
    ['a function', () => 1],
    ['undefined', undefined],
    ['a date', new Date(0)],
    ['a regular expression', /x/],
    ['an object holding a function', { run: () => 1 }],
    ['NaN', Number.NaN],
  ])('refuses %s, which is not JSON data', (_, value) => {
    expect(() => precomputedSource('mod.precomputed.ts', { value })).toThrow(/is not named JSON data/)
  })

  it('refuses a default export', () => {
    expect(() => precomputedSource('mod.precomputed.ts', { default: 1 })).toThrow(/is not named JSON data/)
  })
})
