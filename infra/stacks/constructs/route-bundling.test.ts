import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'
import { esbuildOptionsFor } from '../../../scripts/bench/lambda-start'
import { REPO_ROOT } from '../../repo-root'
import { besideBundleCommands, PACKAGES_BESIDE_BUNDLE, ROUTE_BUNDLING } from './route-bundling'

const work = mkdtempSync(join(tmpdir(), 'route-bundling-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Bundles `source` as CDK bundles a route, then runs the afterBundling hook in its folder, as a synth does. */
async function bundleAsCdk(name: string, source: string): Promise<string> {
  const dir = join(work, name)
  await build({
    ...esbuildOptionsFor(ROUTE_BUNDLING, REPO_ROOT),
    stdin: { contents: source, resolveDir: REPO_ROOT, loader: 'ts' },
    outfile: join(dir, 'index.mjs'),
    metafile: false,
  })
  execFileSync('bash', ['-c', besideBundleCommands(REPO_ROOT, dir).join(' && ')])
  return dir
}

describe('packages required beside the bundle', () => {
  it('the screening’s script tables stay out of the bundle, are copied beside it, and load on a name outside ASCII', async () => {
    const dir = await bundleAsCdk('screening', "export { normaliseName } from './functions/services/sanctions-names'")
    // any-ascii's tables alone are ~546 KB.
    expect(readFileSync(join(dir, 'index.mjs')).length).toBeLessThan(30_000)
    for (const name of PACKAGES_BESIDE_BUNDLE) expect(existsSync(join(dir, 'node_modules', name, 'package.json'))).toBe(true)

    const probe = `import(${JSON.stringify(join(dir, 'index.mjs'))}).then((m) => process.stdout.write(JSON.stringify(m.normaliseName('Хасан Xаsan Ayşe'))))`
    const words = execFileSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: dir, encoding: 'utf8' })
    expect(JSON.parse(words)).toEqual(['khasan', 'xasan', 'ayse'])
  })

  it('a bundle that does not require them gets nothing beside it', async () => {
    const dir = await bundleAsCdk('plain', "export { payoutCurrencyOf } from './shared/money/currencies'")
    expect(existsSync(join(dir, 'node_modules'))).toBe(false)
  })
})
