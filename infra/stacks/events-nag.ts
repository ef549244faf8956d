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
      'sns:Publish to a phone number (an SMS) has no resource ARN: IAM cannot name it. The function publishes to no topic. ' +
      'The X-Ray trace writes every function has (EVERY_FUNCTION) name no resource either.',
  })
  acknowledge(consumers.deadLetters, {
    'AwsSolutions-SQS3':
      'This queue is itself the dead-letter destination of the stream consumers; its depth is alarmed and npm run events:replay drains it.',
  })
}
