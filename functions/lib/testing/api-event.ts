import type { APIGatewayProxyEventV2 } from 'aws-lambda'

export interface TestEventInput {
  method?: string
  path?: string
  pathParameters?: Record<string, string>
  query?: Record<string, string>
  headers?: Record<string, string>
  body?: string
  /** When API Gateway received the request (the handlers' clock); now by default. */
  timeEpoch?: number
}

/** An HTTP API (payload 2.0) event with sensible defaults, for handler tests. */
export function createTestEvent(input: TestEventInput = {}): APIGatewayProxyEventV2 {
  const method = input.method ?? 'GET'
  const timeEpoch = input.timeEpoch ?? Date.now()
  const path = input.path ?? '/'
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(input.query).toString(),
    headers: input.headers ?? {},
    ...(input.query ? { queryStringParameters: input.query } : {}),
    ...(input.pathParameters ? { pathParameters: input.pathParameters } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'test.local',
      domainPrefix: 'test',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'req-test-1',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date(timeEpoch).toUTCString(),
      timeEpoch,
    },
  }
}
