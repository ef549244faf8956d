import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AssetHashType, DockerImage } from 'aws-cdk-lib'
import { Code, Runtime } from 'aws-cdk-lib/aws-lambda'
import { buildSync, type BuildOptions } from 'esbuild'

/** The Node every function runs on; local runs, tests and CI run the same major (the `node` package, infra/node-version.test.ts). */
export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X

/**
 * Packages a function requires at run time from beside its bundle instead of carrying them in it:
 * the screening's script tables, needed only by a name with a letter outside ASCII
 * (functions/services/script-tables.ts). Each is copied next to a bundle that names it.
 */
export const PACKAGES_BESIDE_BUNDLE = ['any-ascii', 'unhomoglyph'] as const

/**
 * How every function's handler is bundled for Lambda: one place, read by the synth (`functionCode`)
 * and by `npm run bench` (scripts/bench/lambda-start.ts), which bundles each handler with these
 * options to measure what CDK ships. Paths are relative to `repoRoot`.
 */
export function functionBuildOptions(repoRoot: string): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: LAMBDA_RUNTIME.name.replace(/^nodejs(\d+)\.x$/, 'node$1'),
    minify: true,
    // ESM builds of the SDK and aws-jwt-verify: smaller and faster to import (DESIGN 8).
    mainFields: ['module', 'main'],
    // The SDK is bundled instead of using the runtime's copy: the version we test is the version we run.
    external: [],
    // No source maps: --enable-source-maps slows every cold start; errors are logged by name and message.
    sourcemap: false,
    // CommonJS dependencies bundled into ESM still call require(); give them one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // Lambda gives a function its credentials in environment variables: the SDK's default provider
    // chain (SSO, ini, process, web identity, IMDS and the STS/SSO clients behind them) is swapped
    // for the environment provider alone (functions/lib/lambda-credentials.ts).
    alias: { '@aws-sdk/credential-provider-node': './functions/lib/lambda-credentials.ts' },
    absWorkingDir: repoRoot,
    logLevel: 'error',
  }
}

/** Copies into `bundleDir` each of PACKAGES_BESIDE_BUNDLE that its `index.mjs` requires. */
export function copyBesideBundle(repoRoot: string, bundleDir: string): void {
  const bundle = readFileSync(join(bundleDir, 'index.mjs'), 'utf8')
  for (const name of PACKAGES_BESIDE_BUNDLE) {
    if (bundle.includes(`"${name}"`)) cpSync(join(repoRoot, 'node_modules', name), join(bundleDir, 'node_modules', name), { recursive: true })
  }
}

/**
 * Bundles `modules` (paths without `.ts`, relative to `repoRoot`) in one esbuild run into
 * `<outDir>/<module>/index.mjs`, each with the packages it requires beside it. One run parses the
 * SDK and our shared code once for every function: 75 functions took about 5 s, where a run per
 * function (CDK's NodejsFunction) took about 32 s.
 */
export function bundleFunctions(repoRoot: string, modules: readonly string[], outDir: string): void {
  buildSync({
    ...functionBuildOptions(repoRoot),
    entryPoints: modules.map((module) => ({ in: `${module}.ts`, out: `${module}/index` })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
  })
  for (const module of modules) copyBesideBundle(repoRoot, join(outDir, module))
}

/** This process's bundles: built on the first bundle a synth asks for, removed when it exits. */
let bundles: { dir: string; modules: Set<string> } | undefined

/** Where `module`'s bundle is; bundles it, with every module of `batch` not bundled yet, if it is not there. */
function bundleDirOf(repoRoot: string, module: string, batch: readonly string[]): string {
  if (!bundles) {
    const dir = mkdtempSync(join(tmpdir(), 'remit-bundles-'))
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    bundles = { dir, modules: new Set() }
  }
  const built = bundles.modules
  if (!built.has(module)) {
    const missing = [...new Set([module, ...batch])].filter((name) => !built.has(name))
    bundleFunctions(repoRoot, missing, bundles.dir)
    for (const name of missing) built.add(name)
  }
  return join(bundles.dir, module)
}

/**
 * A function's code: `module`'s bundle, made by CDK's local bundling (so a synth that skips bundling,
 * as the infra tests' does, points at the sources and runs no esbuild). The first bundle a synth
 * needs bundles every module of `batch` with it, in one esbuild run; the asset is hashed by its output.
 */
export function functionCode(repoRoot: string, module: string, batch: readonly string[]): Code {
  return Code.fromAsset(repoRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: the local bundling below always bundles.
      image: DockerImage.fromRegistry('local-bundling-only'),
      // Part of CDK's key for the bundles it has made in this synth, so functions never share one.
      command: ['bundle', module],
      local: {
        tryBundle(outputDir) {
          cpSync(bundleDirOf(repoRoot, module, batch), outputDir, { recursive: true })
          return true
        },
      },
    },
  })
}
