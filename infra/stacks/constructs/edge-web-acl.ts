import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs'
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2'
import { Construct } from 'constructs'

export interface EdgeWebAclProps {
  /** Requests one IP address may make in any 5 minutes before it is blocked. */
  rateLimitPer5Min: number
  /** Prefix of the CloudWatch metric names and of the log group, e.g. 'remit-prod'. */
  metricPrefix: string
  /** Encrypts the WAF log group. */
  logsKey: IKey
  logRetention: RetentionDays
  retainData: boolean
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
})

const managedRuleSet = (name: string, priority: number, metricPrefix: string): CfnWebACL.RuleProperty => ({
  name,
  priority,
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
  // The rule group's own actions (block) apply.
  overrideAction: { none: {} },
  visibilityConfig: visibility(`${metricPrefix}-${name}`),
})

/**
 * The CloudFront-scope web ACL of a stage (it must be created in us-east-1): per-IP rate limit
 * first, then AWS's common rule set (OWASP-style probes, oversized bodies) and known bad inputs
 * (Log4j, exploit paths). Everything else is allowed.
 */
export class EdgeWebAcl extends Construct {
  readonly webAcl: CfnWebACL

  constructor(scope: Construct, id: string, { rateLimitPer5Min, metricPrefix, logsKey, logRetention, retainData }: EdgeWebAclProps) {
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
          action: { block: {} },
          visibilityConfig: visibility(`${metricPrefix}-rate-limit`),
        },
        managedRuleSet('AWSManagedRulesCommonRuleSet', 1, metricPrefix),
        managedRuleSet('AWSManagedRulesKnownBadInputsRuleSet', 2, metricPrefix),
      ],
    })

    // Every request WAF sees is logged (PCI DSS 10), without the bearer token it carries.
    const logGroupName = `aws-waf-logs-${metricPrefix}` // WAF only delivers to names with this prefix
    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName,
      retention: logRetention,
      encryptionKey: logsKey,
      removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    })
    const logging = new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // WAF wants the log group's ARN without the ':*' that `logGroupArn` carries.
      logDestinationConfigs: [
        Stack.of(this).formatArn({ service: 'logs', resource: 'log-group', resourceName: logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME }),
      ],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
    })
    logging.node.addDependency(logGroup)
  }
}
