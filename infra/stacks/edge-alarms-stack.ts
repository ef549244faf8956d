import { Stack, type StackProps } from 'aws-cdk-lib'
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront'
import type { Construct } from 'constructs'
import type { StageConfig } from '../config/stages'
import { AlarmTopic } from './constructs/alarm-topic'
import { CloudFrontAlarm } from './constructs/cloudfront-alarm'

export interface EdgeAlarmsStackProps extends StackProps {
  config: StageConfig
  distribution: IDistribution
}

/**
 * `Remit-<stage>-EdgeAlarms`, in us-east-1, for a stage that deploys elsewhere: CloudFront's metrics
 * exist only in us-east-1, so its alarm and a topic to e-mail it live there. A stage in us-east-1 (or
 * synthesized without a region) keeps the alarm in its Monitoring stack.
 */
export class EdgeAlarmsStack extends Stack {
  readonly cloudFront: CloudFrontAlarm

  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, props)
    const topic = new AlarmTopic(this, 'Alarms', { stage: props.config.stage, emails: props.config.alarmEmails })
    this.cloudFront = new CloudFrontAlarm(this, 'CloudFront', { stage: props.config.stage, distribution: props.distribution, topic })
  }
}
