import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider'
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { isTransientAwsError } from './aws-errors'
import type * as Clients from './clients'
import { setEnv } from './testing/service-env'

/**
 * The SDK clients' retry rules, against a fake AWS endpoint that answers each call as told: DynamoDB
 * retries a failed transaction with the same ClientRequestToken; Cognito retries a throttled call
 * but not one that timed out or failed on the server (it may have been applied).
 */

interface Seen {
  target: string
  body: Record<string, unknown>
}
let server: Server
let seen: Seen[] = []
/** `hang`: the call is received and never answered. */
let answers: ({ status: number; body: unknown } | 'hang')[] = []
let connections = 0
let clients: typeof Clients
let restoreEnv: () => void

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      seen.push({
        target: String(request.headers['x-amz-target']),
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
      })
      const answer = answers.shift() ?? { status: 200, body: {} }
      if (answer === 'hang') return
      response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' })
      response.end(JSON.stringify(answer.body))
    })
  })
  // Announced as `Keep-Alive: timeout=2`, as Node's servers announce theirs (cognito-local: 5 s).
  server.keepAliveTimeout = 2_000
  server.on('connection', () => connections++)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  restoreEnv = setEnv({
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoint,
  })
  clients = await import('./clients')
})
afterAll(() => {
  restoreEnv()
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  seen = []
  answers = []
})
afterEach(() => {
  vi.useRealTimers()
})

const dynamoError = (type: string) => ({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: 'injected' })
const transaction = () =>
  new TransactWriteCommand({
    TransactItems: [{ Put: { TableName: 't', Item: { pk: 'a', sk: 'b' }, ConditionExpression: 'attribute_not_exists(pk)' } }],
  })

describe('DynamoDB client', () => {
  it('sends every transaction with a ClientRequestToken and repeats the same token when it retries', async () => {
    answers = [
      { status: 500, body: dynamoError('InternalServerError') },
      { status: 200, body: {} },
    ]
    await clients.dynamo.send(transaction())
    expect(seen.map((s) => s.target)).toEqual(['DynamoDB_20120810.TransactWriteItems', 'DynamoDB_20120810.TransactWriteItems'])
    const [first, second] = seen.map((s) => s.body.ClientRequestToken)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).toBe(first)
  })

  it('gives each transaction its own token, and other commands none', async () => {
    await clients.dynamo.send(transaction())
    await clients.dynamo.send(transaction())
    await clients.dynamo.send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }))
    const [a, b, get] = seen.map((s) => s.body.ClientRequestToken)
    expect(a).not.toBe(b)
    expect(get).toBeUndefined()
  })

  it('retries throttling up to 3 attempts in all', async () => {
    answers = Array.from({ length: 3 }, () => ({ status: 400, body: dynamoError('ProvisionedThroughputExceededException') }))
    await expect(clients.dynamo.send(transaction())).rejects.toMatchObject({ name: 'ProvisionedThroughputExceededException' })
    expect(seen).toHaveLength(3)
  })
})

describe('SDK logging', () => {
  const hasLogger = (stack: { identify: () => string[] }) => stack.identify().some((entry) => entry.startsWith('loggerMiddleware'))

  it("is off: no client walks its calls' inputs and outputs for a logger", async () => {
    expect(hasLogger(clients.dynamo.middlewareStack)).toBe(false)
    expect(hasLogger(clients.cognito().middlewareStack)).toBe(false)
    answers = [{ status: 200, body: { Item: { pk: { S: 'a' }, sk: { S: 'b' } } } }]
    await expect(clients.dynamo.send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }))).resolves.toMatchObject({
      Item: { pk: 'a', sk: 'b' },
    })
  })
})

describe('Cognito client', () => {
  const create = () => clients.cognito().send(new AdminCreateUserCommand({ UserPoolId: 'pool', Username: 'a@example.com' }))

  it('retries a throttled call: it was refused before doing anything', async () => {
    answers = [
      { status: 400, body: { __type: 'TooManyRequestsException', message: 'slow down' } },
      { status: 200, body: { User: { Username: 'a@example.com' } } },
    ]
    await expect(create()).resolves.toMatchObject({ User: { Username: 'a@example.com' } })
    expect(seen).toHaveLength(2)
  })

  it('does not retry a server error: the user may have been created', async () => {
    answers = [
      { status: 500, body: { __type: 'InternalErrorException', message: 'oops' } },
      { status: 200, body: {} },
    ]
    await expect(create()).rejects.toMatchObject({ name: 'InternalErrorException' })
    expect(seen).toHaveLength(1)
  })

  it('gives up after 3 throttled attempts', async () => {
    answers = Array.from({ length: 4 }, () => ({ status: 400, body: { __type: 'TooManyRequestsException', message: 'slow down' } }))
    await expect(create()).rejects.toMatchObject({ name: 'TooManyRequestsException' })
    expect(seen).toHaveLength(3)
  })
})

describe('HTTP settings of every client', () => {
  const get = () => clients.dynamo.send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }))

  it("closes an idle connection before the server's announced keep-alive time-out, so no call is sent on a closing one", async () => {
    await get()
    const before = connections
    await get()
    expect(connections, 'reused while the server keeps it').toBe(before)
    // The server announced 2 s: Node's agent drops the connection after 1 s idle, the server after 2 s or more.
    await new Promise((resolve) => setTimeout(resolve, 1_300))
    await get()
    expect(connections, 'a new connection after the client dropped the idle one').toBe(before + 1)
  })

  it('sends no call on a connection the server closed while this process was busy (the sign-up that got a 503 under load)', async () => {
    // The server in a process of its own, as cognito-local is: it closes idle connections after 2 s (+ Node's grace period).
    const script = `const s = require('node:http').createServer((q, r) => { q.resume(); q.on('end', () => r.end('{}')) }); s.keepAliveTimeout = 2000; s.listen(0, '127.0.0.1', () => console.log(s.address().port))`
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
    try {
      const port = await new Promise<string>((resolve) => child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim())))
      const previous = process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER
      process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = `http://127.0.0.1:${port}`
      vi.resetModules()
      const fresh = (await import('./clients')) as typeof Clients
      process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = previous
      const create = () => fresh.cognito().send(new AdminCreateUserCommand({ UserPoolId: 'pool', Username: 'a@example.com' }))
      await create()
      // Idle until just before the server closes, then busy (a loaded machine) while it does, then the next call.
      const next = await new Promise<{ call: Promise<unknown> }>((resolve) =>
        setTimeout(() => {
          const end = performance.now() + 300
          while (performance.now() < end);
          resolve({ call: create() })
        }, 2_850),
      )
      await expect(next.call).resolves.toBeDefined()
    } finally {
      child.kill()
    }
  })

  it('fails a call that gets no answer within its request time-out with a TimeoutError (a 503), instead of waiting on', async () => {
    answers = ['hang']
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const call = clients.cognito().send(new AdminCreateUserCommand({ UserPoolId: 'pool', Username: 'slow@example.com' }))
    const outcome = call.then(
      () => undefined,
      (error: unknown) => error,
    )
    await vi.waitFor(() => expect(seen).toHaveLength(1), { interval: 5 })
    await vi.advanceTimersByTimeAsync(4_900)
    expect(await Promise.race([outcome.then(() => 'settled'), Promise.resolve('pending')])).toBe('pending')
    await vi.advanceTimersByTimeAsync(200)
    const error = await outcome
    expect(error).toMatchObject({ name: 'TimeoutError' })
    expect(isTransientAwsError(error)).toBe(true)
    expect(seen, 'a Cognito call that may have been applied is not sent again').toHaveLength(1)
  })
})
