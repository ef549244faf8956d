import type { APIGatewayProxyEventV2 } from 'aws-lambda'
import type { IncomingMessage } from 'node:http'
import { normaliseIpAddress } from '../../functions/lib/client-address'

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i

export interface EventInput {
  request: IncomingMessage
  url: URL
  routeKey: string
  pathParameters: Record<string, string>
  body: Buffer
  requestId: string
  /** Headers the gateway adds on the way to the API, as CloudFront adds its origin custom headers (over any the client sent). */
  originHeaders?: Readonly<Record<string, string>>
}

/** Builds the event API Gateway's HTTP API (payload format 2.0) would hand the Lambda for this request. */
export function toApiEvent({ request, url, routeKey, pathParameters, body, requestId, originHeaders = {} }: EventInput): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value
  }
  for (const [name, value] of Object.entries(originHeaders)) headers[name.toLowerCase()] = value
  const query: Record<string, string> = {}
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value
  const isText = body.length === 0 || TEXT_TYPES.test(headers['content-type'] ?? '')
  const now = Date.now()
  const method = request.method ?? 'GET'
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    ...(body.length > 0 ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: normaliseIpAddress(request.socket.remoteAddress ?? '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
  }
}
