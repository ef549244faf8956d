import { TransactionCanceledException } from '@aws-sdk/client-dynamodb'
import { describe, expect, it } from 'vitest'
import { isConditionFailure, isTransientAwsError } from './aws-errors'
import { awsError } from './testing/fake-aws'

const cancelledBy = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) })
const socket = (code: string) => Object.assign(new Error('socket'), { code })

describe('how an uncaught AWS error is answered', () => {
  it.each([
    ['ThrottlingException', awsError('ThrottlingException', 400)],
    ['ProvisionedThroughputExceededException', awsError('ProvisionedThroughputExceededException', 400)],
    ['Cognito TooManyRequestsException', awsError('TooManyRequestsException', 429)],
    ['S3 SlowDown', awsError('SlowDown', 503)],
    ['TimeoutError (no HTTP answer)', awsError('TimeoutError')],
    ['an unnamed 502', awsError('Whatever', 502)],
    ['ECONNRESET', socket('ECONNRESET')],
    ['a transaction cancelled by a conflict', cancelledBy('None', 'TransactionConflict')],
    ['a transaction cancelled by throttling', cancelledBy('ThrottlingError', 'None')],
  ])('transient (503): %s', (_, error) => {
    expect(isTransientAwsError(error)).toBe(true)
    expect(isConditionFailure(error)).toBe(false)
  })

  it.each([
    ['ConditionalCheckFailedException', awsError('ConditionalCheckFailedException', 400)],
    ['a transaction cancelled by a failed condition', cancelledBy('None', 'ConditionalCheckFailed', 'None')],
  ])('a failed condition (409): %s', (_, error) => {
    expect(isTransientAwsError(error)).toBe(false)
    expect(isConditionFailure(error)).toBe(true)
  })

  it.each([
    ['ValidationException: a bug of ours', awsError('ValidationException', 400)],
    ['AccessDeniedException: a misconfiguration', awsError('AccessDeniedException', 400)],
    ['a plain Error', new Error('boom')],
    ['not an Error at all', 'boom'],
  ])('neither (500): %s', (_, error) => {
    expect(isTransientAwsError(error)).toBe(false)
    expect(isConditionFailure(error)).toBe(false)
  })
})
