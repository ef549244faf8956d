/**
 * Lambda start: every route's handler bundled as CDK ships it (functionBuildOptions, the options
 * every function's bundle is built with), its size, and how long a fresh `node` takes to import it,
 * beside a baseline handler that only imports and creates the SDK clients the route's bundle holds.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { build, type BuildOptions, type Metafile } from 'esbuild'
import { handlerModulePath } from '../../shared/api/route-definition'
import { routeList } from '../../shared/api/routes'
import { copyBesideBundle, functionBuildOptions } from '../../infra/stacks/constructs/function-bundles'
import { median } from './report'

const run = promisify(execFile)

/** The SDK clients a baseline handler may need, found by the package in a bundle's inputs. */
const SDK_CLIENTS = [
  {
    name: 'DynamoDB',
    packages: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'],
    source: [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb'",
      "import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb'",
      'const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}))',
      "clients.push(() => dynamo.send(new GetCommand({ TableName: 't', Key: { pk: 'p', sk: 's' } })))",
    ],
  },
  {
    name: 'Cognito',
    packages: ['@aws-sdk/client-cognito-identity-provider'],
    source: [
      "import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider'",
      'const cognito = new CognitoIdentityProviderClient({})',
      "clients.push(() => cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'c' })))",
    ],
  },
  {
    name: 'S3',
    packages: ['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner'],
    source: [
      "import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'",
      "import { getSignedUrl } from '@aws-sdk/s3-request-presigner'",
      'const s3 = new S3Client({})',
      "clients.push(() => s3.send(new GetObjectCommand({ Bucket: 'b', Key: 'k' })), () => getSignedUrl(s3, new GetObjectCommand({ Bucket: 'b', Key: 'k' })))",
    ],
  },
] as const

/** Which of SDK_CLIENTS a bundle holds, from the package paths of its metafile inputs. */
export function clientsIn(inputs: readonly string[]): string[] {
  const holds = (client: (typeof SDK_CLIENTS)[number]) =>
    client.packages.some((pkg) => inputs.some((input) => input.includes(`node_modules/${pkg}/`)))
  return SDK_CLIENTS.filter(holds).map((client) => client.name)
}

/**
 * The DynamoDB document-client commands a bundle holds besides GetCommand (each brings its own
 * serialisation code into the SDK's packages), so the baseline holds the same SDK code.
 */
export function documentCommandsIn(inputs: readonly string[]): string[] {
  const names = inputs.map((input) => /node_modules\/@aws-sdk\/lib-dynamodb\/dist-es\/commands\/(\w+Command)\.js$/.exec(input)?.[1])
  return [...new Set(names.filter((name): name is string => name !== undefined && name !== 'GetCommand'))].sort()
}

/**
 * A handler that imports and creates the given clients and does nothing else (it is never invoked).
 * Its DynamoDB part also imports `commands` (see {@link documentCommandsIn}): the SDK's own code for
 * the calls the function sends is SDK cost, not ours.
 */
export function baselineSource(clients: readonly string[], commands: readonly string[] = []): string {
  const parts = SDK_CLIENTS.filter((client) => clients.includes(client.name))
  const imports = parts.flatMap((part) => part.source.filter((line) => line.startsWith('import ')))
  const body = parts.flatMap((part) => part.source.filter((line) => !line.startsWith('import ')))
  const extra = clients.includes('DynamoDB') && commands.length > 0 ? [`import { ${commands.join(', ')} } from '@aws-sdk/lib-dynamodb'`] : []
  const keep = extra.length > 0 ? [`clients.push(${commands.join(', ')})`] : []
  return [
    ...imports,
    ...extra,
    'const clients = []',
    ...body,
    ...keep,
    'export const handler = async () => ({ statusCode: 200, body: String(clients.length) })',
    '',
  ].join('\n')
}

/** The bytes each package (or our own folder) contributes to a bundle. */
function contributions(metafile: Metafile): { source: string; bytes: number }[] {
  const bySource = new Map<string, number>()
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1]
      const source = pkg ?? input.split('/').slice(0, 2).join('/')
      bySource.set(source, (bySource.get(source) ?? 0) + bytesInOutput)
    }
  }
  return [...bySource].map(([source, bytes]) => ({ source, bytes })).sort((a, b) => b.bytes - a.bytes)
}

interface Bundle {
  file: string
  bytes: number
  /** Biggest contributors first. */
  contributions: { source: string; bytes: number }[]
  /** The files with bytes in the output. */
  inputs: string[]
}

async function bundle(options: BuildOptions, entry: { path: string } | { contents: string; resolveDir: string }, outfile: string): Promise<Bundle> {
  mkdirSync(join(outfile, '..'), { recursive: true })
  const result = await build({
    ...options,
    ...('path' in entry ? { entryPoints: [entry.path] } : { stdin: { contents: entry.contents, resolveDir: entry.resolveDir, loader: 'js' } }),
    outfile,
    write: false,
  })
  const output = result.outputFiles?.[0]
  if (!output) throw new Error(`esbuild wrote nothing for ${outfile}`)
  writeFileSync(outfile, output.contents)
  const metafile = result.metafile ?? { inputs: {}, outputs: {} }
  // Files that made it into the output: `metafile.inputs` also lists every file tree-shaking dropped.
  const inputs = Object.values(metafile.outputs).flatMap((out) =>
    Object.entries(out.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  )
  return { file: outfile, bytes: output.contents.length, contributions: contributions(metafile), inputs }
}

/**
 * The environment a function gets from its stack (functions/lib/config.ts reads it at first use)
 * plus Lambda's own: region and credentials. Nothing is contacted: the bundle is only imported.
 */
const LAMBDA_ENV = {
  STAGE: 'bench',
  TABLE_NAME: 'remit-bench',
  AUTH_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_bench',
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  DOCUMENTS_BUCKET: 'remit-bench-documents',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'AKIABENCH',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_SESSION_TOKEN: 'bench',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
}

/** Imports the bundle given as argv[2] and prints how long the import took (ms); run in a fresh process. */
const IMPORT_PROBE = [
  'const started = performance.now()',
  'await import(process.argv[2])',
  'process.stdout.write(String(performance.now() - started))',
  '',
].join('\n')

/** One fresh `node` importing `file`: the milliseconds of the import itself (Node's own start excluded). */
async function importOnce(probe: string, file: string): Promise<number> {
  const { stdout } = await run(process.execPath, [probe, pathToFileURL(file).href], {
    env: { PATH: process.env.PATH ?? '', ...LAMBDA_ENV },
    cwd: join(file, '..'),
  })
  const ms = Number(stdout.trim())
  if (!Number.isFinite(ms)) throw new Error(`the import probe printed '${stdout}'`)
  return ms
}

export interface FunctionStart {
  routeId: string
  entry: string
  bytes: number
  importMs: number[]
  importMedianMs: number
  clients: string[]
  baseline: { bytes: number; importMs: number[]; importMedianMs: number }
  /** The packages CDK copies beside the bundle, required only when a request needs them (not imported at start). */
  besideBytes: number
  /** Biggest contributors to our bundle (top 12), for finding what to cut. */
  contributions: { source: string; bytes: number }[]
}

export interface LambdaStartOptions {
  repoRoot: string
  outDir: string
  /** Fresh processes per bundle. */
  runs: number
  /** Route ids to measure (all when undefined). */
  only?: readonly string[]
  log: (message: string) => void
}

/** Bundles every route (and its baseline) and times cold imports, ours and the baseline's alternately. */
export async function measureLambdaStart(options: LambdaStartOptions): Promise<FunctionStart[]> {
  const esbuild: BuildOptions = { ...functionBuildOptions(options.repoRoot), metafile: true }
  mkdirSync(options.outDir, { recursive: true })
  const probe = join(options.outDir, 'import-probe.mjs')
  writeFileSync(probe, IMPORT_PROBE)
  const baselines = new Map<string, Bundle>()
  const results: FunctionStart[] = []
  const routes = routeList.filter((route) => !options.only || options.only.includes(route.id))
  for (const route of routes) {
    const entry = `${handlerModulePath(route)}.ts`
    const ours = await bundle(esbuild, { path: join(options.repoRoot, entry) }, join(options.outDir, route.id, 'index.mjs'))
    const besideBytes = copyBeside(options.repoRoot, join(ours.file, '..'))
    const clients = clientsIn(ours.inputs)
    const commands = documentCommandsIn(ours.inputs)
    const key = [clients.join('+') || 'none', ...commands].join('-')
    let baseline = baselines.get(key)
    if (!baseline) {
      baseline = await bundle(
        esbuild,
        { contents: baselineSource(clients, commands), resolveDir: options.repoRoot },
        join(options.outDir, `baseline-${key}`, 'index.mjs'),
      )
      baselines.set(key, baseline)
    }
    const oursMs: number[] = []
    const baselineMs: number[] = []
    // Alternating, so a burst of load from elsewhere on the machine hits both alike.
    for (let i = 0; i < options.runs; i++) {
      oursMs.push(await importOnce(probe, ours.file))
      baselineMs.push(await importOnce(probe, baseline.file))
    }
    const result: FunctionStart = {
      routeId: route.id,
      entry,
      bytes: ours.bytes,
      importMs: oursMs.map(round2),
      importMedianMs: round2(median(oursMs)),
      clients,
      baseline: { bytes: baseline.bytes, importMs: baselineMs.map(round2), importMedianMs: round2(median(baselineMs)) },
      besideBytes,
      contributions: ours.contributions.slice(0, 12),
    }
    options.log(
      `  ${route.id}: ${(result.bytes / 1000).toFixed(1)} KB${besideBytes > 0 ? ` (+ ${(besideBytes / 1000).toFixed(1)} KB beside it)` : ''}, import ${result.importMedianMs.toFixed(1)} ms (baseline ${key}: ${(baseline.bytes / 1000).toFixed(1)} KB, ${result.baseline.importMedianMs.toFixed(1)} ms)`,
    )
    results.push(result)
  }
  return results
}

/** Copies beside the bundle the packages it requires, as a synth does; the bytes it copied there. */
function copyBeside(repoRoot: string, bundleDir: string): number {
  copyBesideBundle(repoRoot, bundleDir)
  return bytesUnder(join(bundleDir, 'node_modules'))
}

function bytesUnder(path: string): number {
  try {
    const stat = statSync(path)
    if (!stat.isDirectory()) return stat.size
  } catch {
    return 0
  }
  return readdirSync(path).reduce((sum, name) => sum + bytesUnder(join(path, name)), 0)
}

const round2 = (n: number) => Math.round(n * 100) / 100
