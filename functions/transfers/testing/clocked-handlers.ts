import type { APIGatewayProxyEventV2 } from 'aws-lambda'
import { buildPath } from '../../../shared/api/path-template'
import { createTestEvent } from '../../lib/testing/api-event'
import { captureLogs } from '../../lib/logger'
import type { RouteHandler } from '../../lib/route'
import { testStack } from '../../lib/testing/test-stack'

/**
 * Route handlers run in this process against the local stack's emulators, with the request time
 * chosen by the test: the injectable clock (`requestContext.timeEpoch`, which `route()` reads as
 * `now`), so windows are tested at their boundaries without waiting for them. Call once, in
 * beforeAll or at the top of the file, with the stack's function environment (the leased stack's
 * unless told).
 */
export function clockedInvoker(env: Record<string, string> = testStack().functionEnv) {
  Object.assign(process.env, env)
  return async function invokeAt(
    load: () => Promise<{ handler: RouteHandler }>,
    route: { method: string; path: string },
    {
      token,
      params = {},
      body,
      headers = {},
      at,
    }: { token: string; params?: Record<string, string>; body?: unknown; headers?: Record<string, string>; at: number },
  ): Promise<{ status: number; body: unknown }> {
    const { handler } = await load()
    const path = buildPath(route.path, params)
    const event: APIGatewayProxyEventV2 = createTestEvent({
      method: route.method,
      path,
      pathParameters: params,
      headers: { ...headers, authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    event.requestContext.timeEpoch = at
    // The handler's request log lines are the test's to read, not the console's.
    const restore = captureLogs(() => undefined)
    const result = await handler(event).finally(restore)
    return {
      status: result.statusCode ?? 500,
      body: typeof result.body === 'string' && result.body !== '' ? (JSON.parse(result.body) as unknown) : undefined,
    }
  }
}
