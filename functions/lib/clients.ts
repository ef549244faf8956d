import { randomUUID } from 'node:crypto'
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'
import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { S3Client } from '@aws-sdk/client-s3'
import { emulatorTimeoutFactor } from './emulator-timeouts'

/**
 * SDK clients, one per process. Endpoints come from the standard AWS_ENDPOINT_URL_* variables, so
 * the same code talks to AWS or to the local emulators.
 *
 * Retries (docs/architecture.md, "Faults and retries"): DynamoDB uses the SDK's standard retries
 * (throttling, time-outs, 5xx; 3 attempts), which are safe here because reads are idempotent,
 * every DynamoDB transaction carries a ClientRequestToken (a repeat within 10 minutes is answered
 * without being applied again), and single-item writes are idempotent or guarded by a condition.
 * Cognito retries throttling only (see {@link throttlingOnlyRetries}). S3 uses the standard retries
 * too: the functions only read, head and delete objects (uploads go to presigned URLs).
 */

/** How long a pooled connection may stay idle when the server announces no keep-alive time-out of its own. */
const IDLE_SOCKET_MS = 30_000

/**
 * The HTTP settings of every client.
 *
 * Time-outs: a call that gets no connection within a second, or no answer within `requestTimeoutMs`,
 * fails with a TimeoutError (answered 503 + Retry-After), so a slow service cannot hold a Lambda
 * until its own time-out. `throwOnRequestTimeout` makes the request time-out an error: without it the
 * SDK only logs a warning and waits on.
 *
 * Idle connections: a server closes a keep-alive connection that stays idle past its own time-out
 * (Node's servers, cognito-local among them, after 5 s, announced as `Keep-Alive: timeout=5`). A call
 * sent on such a connection just as the server closes it fails with ECONNRESET ('socket hang up'),
 * and Cognito's calls are not retried (see {@link throttlingOnlyRetries}): that was the 503 a
 * sign-up got on a busy machine, where the gateway's event loop noticed the server's close too late.
 * Node's agent drops a pooled connection 1 s before the server's announced time-out, but only when
 * it has an idle time-out of its own: `timeout` gives it one. The client's timer always expires
 * first, and Node runs expired timers before it handles new I/O, so no stall reopens the race.
 *
 * The local stack scales the time-outs by EMULATOR_TIMEOUT_FACTOR (./emulator-timeouts.ts): its emulators share a
 * laptop's cores with everything else on it (DynamoDB Local answered a burst of 50 payments in 3-8 s
 * on a loaded 2-core machine), and a time-out there only turns a slow answer into a retry that
 * adds load. Unset in AWS.
 */
export function httpSettings(requestTimeoutMs: number) {
  const factor = emulatorTimeoutFactor()
  return {
    connectionTimeout: 1_000 * factor,
    requestTimeout: requestTimeoutMs * factor,
    throwOnRequestTimeout: true,
    httpAgent: { keepAlive: true, timeout: IDLE_SOCKET_MS },
  }
}

const dynamoClient = new DynamoDBClient({ maxAttempts: 3, requestHandler: httpSettings(3_000) })
/**
 * Gives every TransactWriteItems a ClientRequestToken, once per `send` (the initialize step runs
 * before the retry step, so the SDK's retries repeat the same token): DynamoDB answers a repeat
 * within 10 minutes with success without applying it again, so a retry after a lost answer can
 * neither double a write nor fail its own conditions.
 */
dynamoClient.middlewareStack.add(
  (next) => async (args) => {
    const input = args.input as { TransactItems?: unknown; ClientRequestToken?: unknown }
    if (input.TransactItems === undefined || input.ClientRequestToken !== undefined) return next(args)
    return next({ ...args, input: { ...input, ClientRequestToken: randomUUID() } })
  },
  { step: 'initialize', name: 'transactionClientRequestToken' },
)
withoutSdkLogging(dynamoClient)
export const dynamo = DynamoDBDocumentClient.from(dynamoClient, { marshallOptions: { removeUndefinedValues: true } })

/**
 * Removes the SDK's logger middleware. Without a logger the SDK still gives its no-op logger a copy
 * of every call's input and output with sensitive fields masked, walking the whole result (~0.1 ms
 * for a page of 20 transfers, per call); we never hand the SDK a logger (functions/lib/logger.ts logs,
 * redacted), so that walk is pure cost.
 */
function withoutSdkLogging(client: { middlewareStack: { remove: (name: string) => boolean } }): void {
  client.middlewareStack.remove('loggerMiddleware')
}

interface RetryToken {
  getRetryCount(): number
  getRetryDelay(): number
}

/**
 * An SDK retry strategy that sends a call again only when it was throttled: a throttled call was
 * refused before it did anything, so repeating it is safe for every command. A time-out or a 5xx
 * is not retried, because the call may have been applied and Cognito's writes are not idempotent
 * (AdminCreateUser would answer "exists", ChangePassword and ConfirmForgotPassword "wrong password
 * / code"): the caller gets a 503 and decides. Backoff: full jitter on 100 ms × 2^attempt.
 */
export function throttlingOnlyRetries(maxAttempts: number) {
  const token = (count: number, delay: number): RetryToken => ({ getRetryCount: () => count, getRetryDelay: () => delay })
  return {
    acquireInitialRetryToken: async (): Promise<RetryToken> => token(0, 0),
    async refreshRetryTokenForRetry(previous: RetryToken, info: { errorType: string }): Promise<RetryToken> {
      const count = previous.getRetryCount() + 1
      // Rejecting makes the SDK throw the call's own error.
      if (info.errorType !== 'THROTTLING' || count >= maxAttempts) throw new Error('Not retried')
      return token(count, Math.random() * 100 * 2 ** count)
    },
    recordSuccess: (): void => undefined,
  }
}

/**
 * `make`'s client, made on the first call (without the SDK's logging) and kept for the process. Its
 * callers mark the call pure, so a bundle that never uses the client leaves it and its SDK out.
 */
function onFirstUse<Client extends { middlewareStack: { remove: (name: string) => boolean } }>(make: () => Client): () => Client {
  let client: Client | undefined
  return () => {
    if (!client) {
      client = make()
      withoutSdkLogging(client)
    }
    return client
  }
}

/** The Cognito client, made on first use so routes that never call Cognito do not bundle its SDK. */
export const cognito = /* @__PURE__ */ onFirstUse(
  () => new CognitoIdentityProviderClient({ maxAttempts: 3, retryStrategy: throttlingOnlyRetries(3), requestHandler: httpSettings(5_000) }),
)

/**
 * The S3 client, made on first use (only the document functions bundle its SDK). With
 * AWS_ENDPOINT_URL_S3 (s3rver locally) objects are addressed path-style: the emulator on 127.0.0.1
 * has no bucket subdomains. Checksums only where S3 requires them: a presigned PUT must not carry
 * the checksum of an empty body (every real upload would fail it), and a ranged GET has no whole-
 * object checksum to check.
 */
export const s3 = /* @__PURE__ */ onFirstUse(
  () =>
    new S3Client({
      maxAttempts: 3,
      requestHandler: httpSettings(3_000),
      forcePathStyle: process.env.AWS_ENDPOINT_URL_S3 !== undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
)
