import { TransactionCanceledException } from '@aws-sdk/client-dynamodb'

/**
 * How the route wrapper answers an AWS or network error no handler caught. Transient ones ("busy,
 * slow or briefly down") become 503 with Retry-After: the caller may simply try again. A condition
 * that failed where the code expected none means the data changed meanwhile: 409. Anything else
 * (a ValidationException, AccessDenied…) is a bug or a misconfiguration of ours and stays a 500.
 */

/** Error names AWS services and the SDK use for throttling, time-outs and their own failures. */
const TRANSIENT_NAMES = new Set([
  // DynamoDB
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TransactionConflictException',
  'TransactionInProgressException',
  'InternalServerError',
  // Cognito
  'TooManyRequestsException',
  'InternalErrorException',
  // S3
  'SlowDown',
  'InternalError',
  'ServiceUnavailable',
  'RequestTimeout',
  // The SDK's own time-outs and any service's
  'TimeoutError',
  'RequestTimeoutException',
  'ServiceUnavailableException',
])

/** Node socket errors: the connection to the service broke or never opened. */
const TRANSIENT_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND', 'UND_ERR_SOCKET'])

/** Reasons a DynamoDB transaction item fails that a retry can cure. */
const TRANSIENT_CANCELLATIONS = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded', 'RequestLimitExceeded'])

/** The reason codes of a cancelled transaction, in the order its items were sent; none for any other error. */
export function cancellationCodes(error: unknown): string[] {
  return error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None') : []
}

function httpStatusOf(error: Error): number | undefined {
  const metadata: unknown = (error as { $metadata?: unknown }).$metadata
  const status = typeof metadata === 'object' && metadata !== null ? (metadata as { httpStatusCode?: unknown }).httpStatusCode : undefined
  return typeof status === 'number' ? status : undefined
}

/** True for an error a retry a moment later can cure: throttling, time-outs, a service's own 5xx, a broken connection. */
export function isTransientAwsError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (TRANSIENT_NAMES.has(error.name)) return true
  const code: unknown = (error as { code?: unknown }).code
  if (typeof code === 'string' && TRANSIENT_CODES.has(code)) return true
  if (cancellationCodes(error).some((reason) => TRANSIENT_CANCELLATIONS.has(reason))) return true
  const status = httpStatusOf(error)
  return status !== undefined && (status >= 500 || status === 429)
}

/**
 * True for a failed condition: of a single write, or of an item of a cancelled transaction. A
 * transaction cancelled only by a conflict or throttling is not one (it is transient).
 */
export function isConditionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return error.name === 'ConditionalCheckFailedException' || cancellationCodes(error).includes('ConditionalCheckFailed')
}

/**
 * Waits for a write whose failed condition is an answer the caller expects (a race lost, nothing
 * left to do, an item gone), not an error: true once it is written, false when its condition
 * failed. Any other error is thrown.
 */
export async function conditionHeld(write: Promise<unknown>): Promise<boolean> {
  try {
    await write
    return true
  } catch (error) {
    if (isConditionFailure(error)) return false
    throw error
  }
}
