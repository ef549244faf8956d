import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { App, Stack } from 'aws-cdk-lib'
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda'
import { build } from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../repo-root'
import { fileAssetSources, synthesizedStage } from '../testing/test-stage'
import { AppFunction } from './app-function'
import { bundleFunctions, copyBesideBundle, functionBuildOptions, functionCode, LAMBDA_RUNTIME, PACKAGES_BESIDE_BUNDLE } from './function-bundles'
import { APP_FUNCTION_MODULES } from './function-modules'

const work = mkdtempSync(join(tmpdir(), 'function-bundles-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Bundles `source` as a function is bundled, then copies beside it what it requires, as a synth does. */
async function bundleSource(name: string, source: string): Promise<string> {
  const dir = join(work, name)
  await build({
    ...functionBuildOptions(REPO_ROOT),
    stdin: { contents: source, resolveDir: REPO_ROOT, loader: 'ts' },
    outfile: join(dir, 'index.mjs'),
  })
  copyBesideBundle(REPO_ROOT, dir)
  return dir
}

/** What `import(<bundle>)` gives in a fresh `node`: the names it exports. */
function exportsOf(file: string): string[] {
  const probe = `import(${JSON.stringify(file)}).then((m) => process.stdout.write(JSON.stringify(Object.keys(m))))`
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' })) as string[]
}

describe('function bundles', () => {
  it('are minified ESM for the Lambda runtime’s Node, with the SDK inside and the environment credentials alone', () => {
    expect(LAMBDA_RUNTIME.name).toBe('nodejs22.x')
    expect(functionBuildOptions(REPO_ROOT)).toMatchObject({
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      minify: true,
      external: [],
      sourcemap: false,
    })
    expect(functionBuildOptions(REPO_ROOT).alias).toEqual({ '@aws-sdk/credential-provider-node': './functions/lib/lambda-credentials.ts' })
  })

  it('one esbuild run bundles several handlers, each on its own, with only the packages it requires beside it', () => {
    const out = join(work, 'batch')
    const modules = ['functions/health/get-health', 'functions/transfers/create-transfer']
    bundleFunctions(REPO_ROOT, modules, out)
    for (const module of modules) expect(exportsOf(join(out, module, 'index.mjs'))).toEqual(['handler'])
    // The create screens names, so it requires the script tables; the health check does not.
    expect(existsSync(join(out, 'functions/transfers/create-transfer/node_modules/any-ascii/package.json'))).toBe(true)
    expect(existsSync(join(out, 'functions/health/get-health/node_modules'))).toBe(false)
  })

  it('a synth that bundles gives each function its own bundle as its asset', () => {
    // Bundling for every stack, as `cdk synth` does (the infra tests' own apps skip it).
    const app = new App({ outdir: join(work, 'cdk.out') })
    const stack = new Stack(app, 'Bundled')
    const modules = ['functions/health/get-health', 'functions/rates/list-exchange-rates']
    for (const module of modules)
      new LambdaFunction(stack, module.replaceAll('/', '-'), {
        runtime: LAMBDA_RUNTIME,
        handler: 'index.handler',
        code: functionCode(REPO_ROOT, module, modules),
      })
    const dirs = fileAssetSources(app, stack)
    expect(dirs).toHaveLength(2)
    expect(new Set(dirs.map((dir) => readFileSync(join(dir, 'index.mjs'), 'utf8'))).size).toBe(2)
    for (const dir of dirs) expect(exportsOf(join(dir, 'index.mjs'))).toEqual(['handler'])
  })

  it('every function the app deploys is in the modules bundled together', () => {
    const stage = synthesizedStage('dev')
    const modules = stage.app.node
      .findAll()
      .filter((node) => node instanceof AppFunction)
      .map((fn) => fn.module)
    expect(modules.length).toBeGreaterThan(70)
    expect(new Set(APP_FUNCTION_MODULES)).toEqual(new Set(modules))
  })
})

describe('packages required beside the bundle', () => {
  it('the screening’s script tables stay out of the bundle, are copied beside it, and load on a name outside ASCII', async () => {
    const dir = await bundleSource('screening', "export { normaliseName } from './functions/services/sanctions-names'")
    // any-ascii's tables alone are ~546 KB.
    expect(readFileSync(join(dir, 'index.mjs')).length).toBeLessThan(30_000)
    for (const name of PACKAGES_BESIDE_BUNDLE) expect(existsSync(join(dir, 'node_modules', name, 'package.json'))).toBe(true)

    const probe = `import(${JSON.stringify(join(dir, 'index.mjs'))}).then((m) => process.stdout.write(JSON.stringify(m.normaliseName('Хасан Xаsan Ayşe'))))`
    const words = execFileSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: dir, encoding: 'utf8' })
    expect(JSON.parse(words)).toEqual(['khasan', 'xasan', 'ayse'])
  })

  it('a bundle that does not require them gets nothing beside it', async () => {
    const dir = await bundleSource('plain', "export { payoutCurrencyOf } from './shared/money/currencies'")
    expect(existsSync(join(dir, 'node_modules'))).toBe(false)
  })
})
