import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import type { Construct } from 'constructs'
import type { StageConfig } from '../config/stages'
import { StreamConsumers } from './constructs/stream-consumers'
import { acknowledgeEventsFindings } from './events-nag'

export interface EventsStackProps extends StackProps {
  config: StageConfig
  table: ITable
  logsKey: IKey
  environment: Readonly<Record<string, string>>
}

/**
 * The table stream's consumers in a stack of their own: stateless like the API's, and
 * outside it, so the API stack keeps its CloudFormation resource headroom.
 */
export class EventsStack extends Stack {
  readonly consumers: StreamConsumers

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props)
    this.consumers = new StreamConsumers(this, 'Consumers', props)
    new CfnOutput(this, 'DeadLetterQueueUrl', {
      value: this.consumers.deadLetters.queueUrl,
      description: 'Stream records that failed every retry; npm run events:replay -- --stage <name> replays them',
    })
    acknowledgeEventsFindings(this.consumers)
  }
}
