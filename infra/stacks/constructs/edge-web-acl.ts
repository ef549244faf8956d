import { ArnFormat, Aws, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs'
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2'
import { Construct } from 'constructs'

export interface EdgeWebAclProps {
  /** Requests one IP address may make in any 5 minutes before it is blocked. */
  rateLimitPer5Min: number
  /** `count`: every rule only counts (and logs) what it would block; `block`: the rules apply. */
  mode: 'block' | 'count'
  /** Prefix of the CloudWatch metric names and of the log group, e.g. 'remit-prod'. */
  metricPrefix: string
  /** Encrypts the WAF log group; a key of the log group's own region. */
  logsKey: IKey
  logRetention: RetentionDays
  retainData: boolean
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
})

const managedRuleSet = (name: string, priority: number, metricPrefix: string, mode: EdgeWebAclProps['mode']): CfnWebACL.RuleProperty => ({
  name,
  priority,
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
  // `none`: the rule group's own actions (block) apply; `count` turns every one of them into a count.
  overrideAction: mode === 'block' ? { none: {} } : { count: {} },
  visibilityConfig: visibility(`${metricPrefix}-${name}`),
})

/**
 * The CloudFront-scope web ACL of a stage (it must be created in us-east-1): per-IP rate limit
 * first, then AWS's common rule set (OWASP-style probes, oversized bodies) and known bad inputs
 * (Log4j, exploit paths). Everything else is allowed. In `count` mode nothing is blocked: the
 * metrics and the logs show what would have been.
 */
export class EdgeWebAcl extends Construct {
  readonly webAcl: CfnWebACL
  readonly logGroup: LogGroup

  constructor(scope: Construct, id: string, { rateLimitPer5Min, mode, metricPrefix, logsKey, logRetention, retainData }: EdgeWebAclProps) {
    super(scope, id)
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${metricPrefix}-web-acl`),
      rules: [
        {
          name: 'RateLimitPerIp',
          priority: 0,
          statement: { rateBasedStatement: { limit: rateLimitPer5Min, aggregateKeyType: 'IP', evaluationWindowSec: 300 } },
          action: mode === 'block' ? { block: {} } : { count: {} },
          visibilityConfig: visibility(`${metricPrefix}-rate-limit`),
        },
        managedRuleSet('AWSManagedRulesCommonRuleSet', 1, metricPrefix, mode),
        managedRuleSet('AWSManagedRulesKnownBadInputsRuleSet', 2, metricPrefix, mode),
      ],
    })

    // Every request WAF sees is logged (PCI DSS 10), without the bearer token it carries. WAF only
    // delivers to names starting `aws-waf-logs-`, so the group cannot take a generated name; the
    // stack id's UUID makes it unique per stack creation instead, so a group retained by a failed
    // or deleted stack never blocks the next create.
    const stackUuid = Fn.select(2, Fn.split('/', Aws.STACK_ID))
    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `aws-waf-logs-${metricPrefix}-${stackUuid}`,
      retention: logRetention,
      encryptionKey: logsKey,
      removalPolicy: retainData ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
    })
    new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // WAF wants the log group's ARN without the ':*' that `logGroupArn` carries.
      logDestinationConfigs: [
        Stack.of(this).formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: this.logGroup.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
    })
  }
}
