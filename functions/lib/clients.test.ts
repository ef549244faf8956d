import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider'
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type * as Clients from './clients'

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
let answers: { status: number; body: unknown }[] = []
let clients: typeof Clients

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      seen.push({ target: String(request.headers['x-amz-target']), body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown> })
      const answer = answers.shift() ?? { status: 200, body: {} }
      response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' })
      response.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoint,
  })
  clients = await import('./clients')
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen = []
  answers = []
})

const dynamoError = (type: string) => ({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: 'injected' })
const transaction = () =>
  new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't', Item: { pk: 'a', sk: 'b' }, ConditionExpression: 'attribute_not_exists(pk)' } }] })

describe('DynamoDB client', () => {
  it('sends every transaction with a ClientRequestToken and repeats the same token when it retries', async () => {
    answers = [{ status: 500, body: dynamoError('InternalServerError') }, { status: 200, body: {} }]
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

  it('is off: no client walks its calls\' inputs and outputs for a logger', async () => {
    expect(hasLogger(clients.dynamo.middlewareStack)).toBe(false)
    expect(hasLogger(clients.cognito().middlewareStack)).toBe(false)
    answers = [{ status: 200, body: { Item: { pk: { S: 'a' }, sk: { S: 'b' } } } }]
    await expect(clients.dynamo.send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }))).resolves.toMatchObject({ Item: { pk: 'a', sk: 'b' } })
  })
})

describe('Cognito client', () => {
  const create = () => clients.cognito().send(new AdminCreateUserCommand({ UserPoolId: 'pool', Username: 'a@example.com' }))

  it('retries a throttled call: it was refused before doing anything', async () => {
    answers = [{ status: 400, body: { __type: 'TooManyRequestsException', message: 'slow down' } }, { status: 200, body: { User: { Username: 'a@example.com' } } }]
    await expect(create()).resolves.toMatchObject({ User: { Username: 'a@example.com' } })
    expect(seen).toHaveLength(2)
  })

  it('does not retry a server error: the user may have been created', async () => {
    answers = [{ status: 500, body: { __type: 'InternalErrorException', message: 'oops' } }, { status: 200, body: {} }]
    await expect(create()).rejects.toMatchObject({ name: 'InternalErrorException' })
    expect(seen).toHaveLength(1)
  })

  it('gives up after 3 throttled attempts', async () => {
    answers = Array.from({ length: 4 }, () => ({ status: 400, body: { __type: 'TooManyRequestsException', message: 'slow down' } }))
    await expect(create()).rejects.toMatchObject({ name: 'TooManyRequestsException' })
    expect(seen).toHaveLength(3)
  })
})
