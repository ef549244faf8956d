import { acknowledge } from '../nag'
import { EVERY_FUNCTION } from './api-nag'
import type { StreamConsumers } from './constructs/stream-consumers'

/** Every cdk-nag finding the events stack accepts, and why. */
export function acknowledgeEventsFindings(consumers: StreamConsumers): void {
  for (const consumer of Object.values(consumers.functions)) {
    acknowledge(consumer, { ...EVERY_FUNCTION })
  }
  acknowledge(consumers.functions.notify, {
    'AwsSolutions-IAM5[Resource::*]':
      'sns:Publish on "*": an SMS published straight to a phone number (PhoneNumber, no topic) has no resource ARN, so ' +
      'IAM cannot name it and the only resource it takes is "*". The same grant would let the function publish to any ' +
      "SNS topic of this account that allows it; the function's code publishes only SMS to phone numbers " +
      '(functions/notifications/channels.ts), and no condition key limits sns:Publish to SMS. ' +
      'The X-Ray trace writes every function has (EVERY_FUNCTION) name no resource either.',
  })
  acknowledge(consumers.deadLetters, {
    'AwsSolutions-SQS3':
      'This queue is itself the dead-letter destination of the stream consumers; its depth is alarmed and npm run events:replay drains it.',
  })
}
