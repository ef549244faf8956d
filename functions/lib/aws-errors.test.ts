import { TransactionCanceledException } from '@aws-sdk/client-dynamodb'
import { describe, expect, it } from 'vitest'
import { conditionHeld, isConditionFailure, isTransientAwsError } from './aws-errors'
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

describe('conditionHeld', () => {
  it('is true once the write is done, false when its condition failed, and throws anything else', async () => {
    await expect(conditionHeld(Promise.resolve(undefined))).resolves.toBe(true)
    await expect(conditionHeld(Promise.reject(awsError('ConditionalCheckFailedException', 400)))).resolves.toBe(false)
    await expect(conditionHeld(Promise.reject(cancelledBy('None', 'ConditionalCheckFailed')))).resolves.toBe(false)
    await expect(conditionHeld(Promise.reject(cancelledBy('TransactionConflict')))).rejects.toBeInstanceOf(TransactionCanceledException)
    await expect(conditionHeld(Promise.reject(awsError('ValidationException', 400)))).rejects.toMatchObject({ name: 'ValidationException' })
  })
})
