import { Runtime } from 'aws-cdk-lib/aws-lambda'
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs'

const CREDENTIAL_CHAIN_PACKAGE = '@aws-sdk/credential-provider-node'
const LAMBDA_CREDENTIALS_MODULE = './functions/lib/lambda-credentials.ts'

/** The Node every function runs on; local runs, tests and CI run the same major (the `node` package, infra/node-version.test.ts). */
export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X

/**
 * Packages a function requires at run time from beside its bundle instead of carrying them in it:
 * the screening's script tables, needed only by a name with a letter outside ASCII
 * (functions/services/script-tables.ts). Each is copied next to a bundle that names it.
 */
export const PACKAGES_BESIDE_BUNDLE = ['any-ascii', 'unhomoglyph'] as const

/** The shell commands (CDK's afterBundling hook) that copy into `outputDir` the packages its bundle requires. */
export function besideBundleCommands(inputDir: string, outputDir: string): string[] {
  return PACKAGES_BESIDE_BUNDLE.map(
    (name) =>
      `if grep -q '"${name}"' "${outputDir}/index.mjs"; then mkdir -p "${outputDir}/node_modules" && cp -R "${inputDir}/node_modules/${name}" "${outputDir}/node_modules/"; fi`,
  )
}

/**
 * How every route's handler is bundled for Lambda: one place, read by `RouteFunction` and by
 * `npm run bench` (scripts/bench/lambda-start.ts), which bundles each handler with these settings
 * to measure what CDK ships.
 */
export const ROUTE_BUNDLING = {
  format: OutputFormat.ESM,
  target: 'node22',
  minify: true,
  // ESM builds of the SDK and aws-jwt-verify: smaller and faster to import (DESIGN 8).
  mainFields: ['module', 'main'],
  // Bundle the SDK instead of using the runtime's copy: the version we test is the version we run.
  bundleAwsSDK: true,
  // No source maps: --enable-source-maps slows every cold start; errors are logged by name and message.
  sourceMap: false,
  // CommonJS dependencies bundled into ESM still call require(); give them one.
  banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  esbuildArgs: {
    // Lambda gives a function its credentials in environment variables: the SDK's default provider
    // chain (SSO, ini, process, web identity, IMDS and the STS/SSO clients behind them) is swapped
    // for the environment provider alone (functions/lib/lambda-credentials.ts).
    // The path is relative to the project root, where CDK runs esbuild (local bundling).
    [`--alias:${CREDENTIAL_CHAIN_PACKAGE}`]: LAMBDA_CREDENTIALS_MODULE,
  },
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: besideBundleCommands,
  },
} as const satisfies BundlingOptions
