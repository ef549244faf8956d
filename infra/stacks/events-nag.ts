import { acknowledge, REASONS } from '../nag'
import type { StreamConsumers } from './constructs/stream-consumers'

/** Every cdk-nag finding the events stack accepts, and why. */
export function acknowledgeEventsFindings(consumers: StreamConsumers): void {
  for (const consumer of Object.values(consumers.functions)) {
    acknowledge(consumer, {
      'AwsSolutions-L1':
        'nodejs22.x on purpose: the bundles target node22 and Node 22 is what we develop and test against (DESIGN 8); ' +
        'the runtime moves as one reviewed change.',
      'PCI.DSS.321-LambdaInsideVPC': REASONS.lambdaOutsideVpc,
    })
  }
  acknowledge(consumers.functions.notify, {
    'AwsSolutions-IAM5[Resource::*]':
      'sns:Publish to a phone number (an SMS) has no resource ARN: IAM cannot name it. The function publishes to no topic.',
  })
  acknowledge(consumers.deadLetters, {
    'AwsSolutions-SQS3':
      'This queue is itself the dead-letter destination of the stream consumers; its depth is alarmed and npm run events:replay drains it.',
  })
}
