import { Stack, Token, Tokenization, type IResolvable } from 'aws-cdk-lib'
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch'
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2'
import { Construct } from 'constructs'
import { WAF_REGION } from '../../config/stages'
import { AlarmTopic } from './alarm-topic'
import { FIVE_MINUTES } from './stage-metrics'

export interface WafAlarmProps {
  stage: string
  /** The CloudFront-scope web ACL (EdgeWebAcl's): its metric names are read from its visibility configs. */
  webAcl: CfnWebACL
  /** `count`: the rules only count, so the alarm watches what they counted instead of what they blocked. */
  mode: 'block' | 'count'
  /** The stage's alarm e-mails (config.alarmEmails): this alarm has a topic of its own in us-east-1. */
  emails: readonly string[]
  /** Requests blocked (or counted) in five minutes that make a spike. */
  threshold?: number
}

/** Blocked requests in five minutes beyond the background of scanners: an attack, or a rule refusing real users. */
export const DEFAULT_WAF_SPIKE = 1_000

/** A web ACL property CDK holds as data, not as a token resolved at deploy time. */
function literal<T extends object>(value: T | IResolvable, what: string): T {
  if (Tokenization.isResolvable(value)) throw new Error(`The web ACL's ${what} must be literal to alarm on its metrics`)
  return value
}

const metricNameOf = (config: CfnWebACL.VisibilityConfigProperty | IResolvable) => literal(config, 'visibility config').metricName

/**
 * `remit-<stage>-waf-requests-blocked` (or `-counted`): a spike in what the web ACL refused. A
 * CloudFront web ACL publishes its metrics in us-east-1 only (dimensions WebACL and Rule, no
 * Region), and an alarm must be in its metric's region and notify a topic of that region, so this
 * construct belongs in the stack that holds the web ACL (in us-east-1) and brings its own topic.
 */
export class WafAlarm extends Construct {
  readonly alarm: Alarm
  readonly topic: AlarmTopic

  constructor(scope: Construct, id: string, { stage, webAcl, mode, emails, threshold = DEFAULT_WAF_SPIKE }: WafAlarmProps) {
    super(scope, id)
    const region = Stack.of(this).region
    if (!Token.isUnresolved(region) && region !== WAF_REGION) {
      throw new Error(`The WAF alarm must be in ${WAF_REGION}, where a CloudFront web ACL publishes its metrics, not ${region}`)
    }
    const webAclName = metricNameOf(webAcl.visibilityConfig)
    const wafMetric = (metricName: string, rule: string) =>
      new Metric({ namespace: 'AWS/WAFV2', metricName, dimensionsMap: { WebACL: webAclName, Rule: rule }, statistic: 'Sum', period: FIVE_MINUTES })

    let metric: IMetric
    if (mode === 'block') {
      metric = wafMetric('BlockedRequests', 'ALL')
    } else {
      // Counted matches are published per rule only: sum the web ACL's rules.
      const ruleNames = literal(webAcl.rules ?? [], 'rules').map((rule) => metricNameOf(literal(rule, 'rule').visibilityConfig))
      if (ruleNames.length === 0) throw new Error('The web ACL has no rules to alarm on')
      metric = new MathExpression({
        expression: `SUM([${ruleNames.map((_, i) => `rule${i}`).join(', ')}])`,
        usingMetrics: Object.fromEntries(ruleNames.map((name, i) => [`rule${i}`, wafMetric('CountedRequests', name)])),
        period: FIVE_MINUTES,
        label: 'counted requests',
      })
    }

    const name = `remit-${stage}-waf-requests-${mode === 'block' ? 'blocked' : 'counted'}`
    this.topic = new AlarmTopic(this, 'Alarms', { stage, emails })
    this.alarm = this.topic.notify(
      new Alarm(this, 'Alarm', {
        alarmName: name,
        alarmDescription:
          `The web ACL ${mode === 'block' ? 'blocked' : 'counted'} ${threshold} or more requests in five minutes. ` +
          'Runbook: docs/operations.md "waf-requests-blocked".',
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // WAF publishes nothing for a period in which no rule matched: nothing refused is no spike.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    )
  }
}
