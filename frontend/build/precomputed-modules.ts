import { build } from 'esbuild'
import type { Plugin } from 'vite'

/**
 * `*.precomputed.ts` modules: their exports are worked out when the SPA is built, and the bundle
 * gets the values, not the code that computes them. A page can then check an API answer against
 * the JSON Schema of the route table's zod schema (lib/json-check.ts) without shipping zod and the
 * route table (~10 KB gzip). Tests and type checks see the module as written, which computes the
 * same values at run time.
 *
 * Each export must be JSON data (objects, arrays, strings, numbers, booleans, null).
 */
export function precomputedModules(): Plugin {
  return {
    name: 'remit:precomputed-modules',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith('.precomputed.ts')) return null
      const bundled = await build({
        entryPoints: [id],
        bundle: true,
        format: 'esm',
        platform: 'node',
        write: false,
        metafile: true,
        logLevel: 'silent',
      })
      // The dev server reloads the module when a schema it reads changes.
      for (const input of Object.keys(bundled.metafile.inputs)) this.addWatchFile(input)
      const code = bundled.outputFiles[0]?.text ?? ''
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, unknown>
      return precomputedSource(id, module)
    },
  }
}

/** `export const name = <JSON>;` for each export; throws on an export that is not JSON data. */
export function precomputedSource(id: string, module: Record<string, unknown>): string {
  return Object.entries(module)
    .map(([name, value]) => {
      const json = JSON.stringify(value)
      if (name === 'default' || json === undefined || !sameData(value, JSON.parse(json))) {
        throw new Error(`${id}: export '${name}' is not named JSON data, so it cannot be worked out at build time`)
      }
      return `export const ${name} = ${json};`
    })
    .join('\n')
}

/** Deep equality of a value with its JSON round trip (a function, undefined or a Date would differ). */
function sameData(value: unknown, copy: unknown): boolean {
  if (value === null || typeof value !== 'object') return Object.is(value, copy)
  if (copy === null || typeof copy !== 'object') return false
  if (Array.isArray(value) !== Array.isArray(copy)) return false
  if (Object.getPrototypeOf(value) !== Object.prototype && !Array.isArray(value)) return false
  const keys = Object.keys(value)
  if (keys.length !== Object.keys(copy).length) return false
  return keys.every((key) => sameData((value as Record<string, unknown>)[key], (copy as Record<string, unknown>)[key]))
}
