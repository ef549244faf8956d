import { Stack, Token } from 'aws-cdk-lib'
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch'
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront'
import { Construct } from 'constructs'
import { WAF_REGION } from '../../config/stages'
import type { AlarmTopic } from './alarm-topic'
import { FIVE_MINUTES } from './stage-metrics'

/** The share of the site's requests (SPA and API through CloudFront) answered 5xx, in percent, that is an alarm. */
export const CLOUDFRONT_5XX_PERCENT = 5

/**
 * `remit-<stage>-cloudfront-5xx-rate`: the site answered 5xx to at least 5% of its viewers' requests
 * in 2 of 3 five-minute periods: the API's own 5xx are its alarm's, this one also sees an origin
 * CloudFront cannot reach, the origin-verify header refused, and the SPA bucket. CloudFront publishes
 * its metrics in us-east-1 only (dimensions DistributionId and Region=Global), and an alarm lives in
 * its metric's region with a topic of that region, so the caller places this in a us-east-1 stack.
 */
export class CloudFrontAlarm extends Construct {
  readonly alarm: Alarm

  constructor(scope: Construct, id: string, { stage, distribution, topic }: { stage: string; distribution: IDistribution; topic: AlarmTopic }) {
    super(scope, id)
    const region = Stack.of(this).region
    if (!Token.isUnresolved(region) && region !== WAF_REGION) {
      throw new Error(`The CloudFront alarm must be in ${WAF_REGION}, where CloudFront publishes its metrics, not ${region}`)
    }
    this.alarm = topic.notify(
      new Alarm(this, 'Alarm', {
        alarmName: `remit-${stage}-cloudfront-5xx-rate`,
        alarmDescription: `At least ${CLOUDFRONT_5XX_PERCENT}% of the site's requests were answered 5xx in 2 of the last 3 five-minute periods. Runbook: docs/operations.md "cloudfront-5xx-rate".`,
        metric: new Metric({
          namespace: 'AWS/CloudFront',
          metricName: '5xxErrorRate',
          dimensionsMap: { DistributionId: distribution.distributionId, Region: 'Global' },
          statistic: 'Average',
          period: FIVE_MINUTES,
        }),
        threshold: CLOUDFRONT_5XX_PERCENT,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // No requests, no rate: a quiet site is healthy.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    )
  }
}
