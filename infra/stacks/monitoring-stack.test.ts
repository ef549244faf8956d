import { Stack } from 'aws-cdk-lib'
import { Match, type Template } from 'aws-cdk-lib/assertions'
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONSUMERS } from '../../functions/events/consumers'
import { METRIC_NAMESPACE, METRICS, metricService } from '../../functions/lib/metric-names'
import { routeList } from '../../shared/api/routes'
import { DURATION_ALARM_SHARE } from './constructs/function-alarms'
import { DASHBOARD_GRAPHS } from './constructs/monitoring-dashboard'
import { DEFAULT_WAF_SPIKE, WafAlarm } from './constructs/waf-alarm'
import { CLOUDFRONT_5XX_PERCENT } from './constructs/cloudfront-alarm'
import { API_ALARMS, DELIVERY_ALARMS, TABLE_OPERATIONS } from './monitoring-stack'
import { synthesizedStage, testApp } from './testing/test-stage'

const IN_EU = { env: { account: '123456789012', region: 'eu-west-1' } }

type Resource = { Type: string; Properties: Record<string, unknown> }

/** The alarm named `remit-<stage>-<name>`, or a failure naming it. */
function alarmNamed(template: Template, stage: string, name: string): Record<string, unknown> {
  const found = Object.values(template.findResources('AWS::CloudWatch::Alarm', { Properties: { AlarmName: `remit-${stage}-${name}` } })) as Resource[]
  expect(found, `alarm ${name}`).toHaveLength(1)
  return (found[0] as Resource).Properties
}

/** The topic the stack's alarms notify, as CloudFormation refers to it. */
function topicRef(template: Template): { Ref: string } {
  const [topicId] = Object.keys(template.findResources('AWS::SNS::Topic'))
  if (!topicId) throw new Error('No SNS topic')
  return { Ref: topicId }
}

describe('monitoring stack (prod)', () => {
  let template: Template
  let emails: readonly string[]
  beforeAll(() => {
    const stage = synthesizedStage('prod', { overrides: IN_EU })
    template = stage.templateOf(stage.monitoring)
    emails = stage.config.alarmEmails
  })

  it('e-mails the stage alarm addresses through one KMS-encrypted, TLS-only topic that CloudWatch may publish to', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1)
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: { 'Fn::GetAtt': [Match.stringLikeRegexp('AlarmsKey'), 'Arn'] } })
    template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'], Effect: 'Allow' }),
        ]),
      },
    })
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Principal: '*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Allow', Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: 'sns:Publish' }),
        ]),
      },
    })
    const subscriptions = Object.values(template.findResources('AWS::SNS::Subscription')) as Resource[]
    expect(subscriptions.map(({ Properties }) => [Properties.Protocol, Properties.Endpoint])).toEqual(emails.map((email) => ['email', email]))
  })

  it('sends every alarm ALARM and OK to the topic, and treats missing data as healthy', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[]
    const functions = [...routeList.map((route) => route.id), 'sweepUploads', 'reconcileLedger', 'checkSanctionsList', ...Object.keys(CONSUMERS)]
    const expected = [
      ...['api-5xx-rate', 'api-p99-latency', 'table-throttles', 'table-system-errors', 'table-transaction-conflicts', 'dead-letters'],
      ...Object.keys(CONSUMERS).map((name) => `${name}-behind`),
      'transfers-unusual-volume',
      'ledger-breaks',
      'cognito-settings-drift',
      ...['ses-bounce-rate', 'ses-complaint-rate', 'sms-delivery-failures', 'backup-job-failures', 'sanctions-list-stale'],
      ...functions.flatMap((name) => [`${name}-errors`, `${name}-throttles`, `${name}-p99-duration`]),
    ]
    expect(alarms.map(({ Properties }) => Properties.AlarmName).sort()).toEqual(expected.map((name) => `remit-prod-${name}`).sort())
    for (const { Properties: alarm } of alarms) {
      expect(alarm.AlarmActions, String(alarm.AlarmName)).toEqual([topicRef(template)])
      expect(alarm.OKActions, String(alarm.AlarmName)).toEqual([topicRef(template)])
      expect(alarm.TreatMissingData, String(alarm.AlarmName)).toBe('notBreaching')
      expect(alarm.AlarmDescription, String(alarm.AlarmName)).toMatch(/Runbook: docs\/operations\.md "(<function>|<consumer>)?[a-z0-9-]+"\.$/)
    }
  })

  it("alarms at the first security event of an account's Cognito settings changed around the API", () => {
    expect(alarmNamed(template, 'prod', 'cognito-settings-drift')).toMatchObject({
      MetricName: METRICS.cognitoSettingsDrift,
      Namespace: METRIC_NAMESPACE,
      Dimensions: [{ Name: 'service', Value: metricService('prod') }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 0,
      EvaluationPeriods: 1,
      ComparisonOperator: 'GreaterThanThreshold',
    })
  })

  it('alarms on the API 5xx rate, with a request floor, in 2 of 3 five-minute periods', () => {
    const alarm = alarmNamed(template, 'prod', 'api-5xx-rate')
    expect(alarm).toMatchObject({
      Threshold: API_ALARMS.errorRatePercent,
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    })
    expect(alarm.Metrics).toEqual([
      expect.objectContaining({ Expression: '100 * errors / IF(requests > 100, requests, 100)', ReturnData: true }),
      expect.objectContaining({
        Id: 'errors',
        MetricStat: expect.objectContaining({
          Metric: expect.objectContaining({ MetricName: '5xx', Namespace: 'AWS/ApiGateway' }),
          Stat: 'Sum',
          Period: 300,
        }),
      }),
      expect.objectContaining({
        Id: 'requests',
        MetricStat: expect.objectContaining({ Metric: expect.objectContaining({ MetricName: 'Count', Namespace: 'AWS/ApiGateway' }), Stat: 'Sum' }),
      }),
    ])
  })

  it('alarms on the API p99 latency for 15 minutes', () => {
    expect(alarmNamed(template, 'prod', 'api-p99-latency')).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Dimensions: [{ Name: 'ApiId', Value: { 'Fn::ImportValue': expect.stringMatching(/^Remit-prod-Api:/) } }],
      Threshold: API_ALARMS.p99LatencyMs,
      Period: 300,
      EvaluationPeriods: 3,
    })
  })

  it('alarms on every function: errors and throttles from the first, p99 duration at 80% of its time-out', () => {
    const functions = [
      // Case aside (the regular expression ignores it), each route's function is in its area's stack.
      ...routeList.map((route) => ({ name: route.id, stack: `Api-${route.area}`, timeoutMs: 10_000 })),
      { name: 'sweepUploads', stack: 'Api', timeoutMs: 60_000 },
      { name: 'reconcileLedger', stack: 'Api', timeoutMs: 15 * 60_000 },
      ...Object.keys(CONSUMERS).map((name) => ({ name, stack: 'Events', timeoutMs: 60_000 })),
    ]
    for (const { name, stack, timeoutMs } of functions) {
      // The export's name carries the function's logical id, which carries the route or consumer name.
      const dimensions = [
        { Name: 'FunctionName', Value: { 'Fn::ImportValue': expect.stringMatching(new RegExp(`^Remit-prod-${stack}:.*${name}Function`, 'i')) } },
      ]
      expect(alarmNamed(template, 'prod', `${name}-errors`)).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Statistic: 'Sum',
        Threshold: 1,
        Dimensions: dimensions,
      })
      expect(alarmNamed(template, 'prod', `${name}-throttles`)).toMatchObject({
        MetricName: 'Throttles',
        Statistic: 'Sum',
        Threshold: 1,
        Dimensions: dimensions,
      })
      expect(alarmNamed(template, 'prod', `${name}-p99-duration`)).toMatchObject({
        MetricName: 'Duration',
        ExtendedStatistic: 'p99',
        Period: 900,
        Threshold: timeoutMs * DURATION_ALARM_SHARE,
        Dimensions: dimensions,
      })
    }
  })

  it('alarms on table throttles (table and indexes), system errors of every operation used, and transaction conflicts', () => {
    const throttles = alarmNamed(template, 'prod', 'table-throttles')
    expect(throttles).toMatchObject({ Threshold: 10 })
    for (const index of ['gsi1', 'gsi2', 'gsi3'])
      expect(JSON.stringify(throttles.Metrics)).toContain(`"Name":"GlobalSecondaryIndexName","Value":"${index}"`)
    expect(throttles.Metrics).toContainEqual(
      expect.objectContaining({ Expression: 'SUM([read0, write0, read1, write1, read2, write2, read3, write3])' }),
    )

    const systemErrors = alarmNamed(template, 'prod', 'table-system-errors')
    const operations = (systemErrors.Metrics as { MetricStat?: { Metric: { MetricName: string; Dimensions: { Name: string; Value: unknown }[] } } }[])
      .flatMap((metric) => (metric.MetricStat ? [metric.MetricStat.Metric] : []))
      .map((metric) => [metric.MetricName, metric.Dimensions.find((dimension) => dimension.Name === 'Operation')?.Value])
    expect(operations).toEqual(TABLE_OPERATIONS.map((operation) => ['SystemErrors', operation]))
    expect(operations.length).toBeLessThanOrEqual(10) // an alarm's math may name at most 10 metrics

    expect(alarmNamed(template, 'prod', 'table-transaction-conflicts')).toMatchObject({
      Namespace: 'AWS/DynamoDB',
      MetricName: 'TransactionConflict',
      Statistic: 'Sum',
      Threshold: 10,
      DatapointsToAlarm: 2,
    })
  })

  it('alarms on the first dead letter and on a consumer falling behind the stream', () => {
    expect(alarmNamed(template, 'prod', 'dead-letters')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::ImportValue': expect.stringMatching(/^Remit-prod-Events:.*DeadLetters/) } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    })
    for (const name of Object.keys(CONSUMERS)) {
      expect(alarmNamed(template, 'prod', `${name}-behind`)).toMatchObject({
        MetricName: 'IteratorAge',
        Statistic: 'Maximum',
        Threshold: 300_000,
        EvaluationPeriods: 5,
      })
    }
  })

  it('alarms on an unusual volume of transfers against a learned band', () => {
    const alarm = alarmNamed(template, 'prod', 'transfers-unusual-volume')
    expect(alarm).toMatchObject({ ComparisonOperator: 'GreaterThanUpperThreshold', ThresholdMetricId: 'expr_1' })
    expect(alarm.Metrics).toEqual([
      expect.objectContaining({ Id: 'expr_1', Expression: 'ANOMALY_DETECTION_BAND(m0, 4)' }),
      expect.objectContaining({
        Id: 'm0',
        MetricStat: {
          Metric: {
            Namespace: METRIC_NAMESPACE,
            MetricName: METRICS.transfersCreated,
            Dimensions: [{ Name: 'service', Value: metricService('prod') }],
          },
          Period: 900,
          Stat: 'Sum',
        },
      }),
    ])
  })

  it('alarms on SES bounce and complaint rates where AWS reviews an account, and on texts that fail to deliver', () => {
    expect(alarmNamed(template, 'prod', 'ses-bounce-rate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Statistic: 'Maximum',
      Threshold: DELIVERY_ALARMS.sesBounceRate,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    })
    expect(alarmNamed(template, 'prod', 'ses-complaint-rate')).toMatchObject({ MetricName: 'Reputation.ComplaintRate', Threshold: 0.001 })
    const sms = alarmNamed(template, 'prod', 'sms-delivery-failures')
    expect(sms).toMatchObject({ Threshold: DELIVERY_ALARMS.smsFailurePercent })
    const smsMetrics = sms.Metrics as { Id: string; Expression?: string; MetricStat?: { Metric: Record<string, unknown> } }[]
    expect(smsMetrics.find((metric) => metric.Expression)?.Expression).toContain(`> ${DELIVERY_ALARMS.smsMinMessages}`)
    for (const name of ['NumberOfNotificationsFailed', 'NumberOfNotificationsDelivered']) {
      expect(smsMetrics.map((metric) => metric.MetricStat?.Metric)).toContainEqual({
        Namespace: 'AWS/SNS',
        MetricName: name,
        Dimensions: [{ Name: 'PhoneNumber', Value: 'PhoneNumberDirect' }],
      })
    }
  })

  it('alarms when the sanctions list goes more than 8 days without a load that found it current', () => {
    expect(alarmNamed(template, 'prod', 'sanctions-list-stale')).toMatchObject({
      Namespace: METRIC_NAMESPACE,
      MetricName: METRICS.sanctionsListAgeHours,
      Statistic: 'Maximum',
      Period: 86_400,
      Threshold: 192,
      ComparisonOperator: 'GreaterThanThreshold',
    })
  })

  it('alarms on a failed or aborted backup job of the stage vault', () => {
    const backup = alarmNamed(template, 'prod', 'backup-job-failures')
    expect(backup).toMatchObject({ Threshold: 1 })
    const names = (backup.Metrics as { MetricStat?: { Metric: { Namespace: string; MetricName: string } } }[]).flatMap((metric) =>
      metric.MetricStat ? [`${metric.MetricStat.Metric.Namespace}/${metric.MetricStat.Metric.MetricName}`] : [],
    )
    expect(names).toEqual(['AWS/Backup/NumberOfBackupJobsFailed', 'AWS/Backup/NumberOfBackupJobsAborted'])
  })

  it('leaves the CloudFront alarm to us-east-1 when the stage deploys elsewhere', () => {
    expect(template.findResources('AWS::CloudWatch::Alarm', { Properties: { AlarmName: 'remit-prod-cloudfront-5xx-rate' } })).toEqual({})
    const stage = synthesizedStage('prod', { overrides: IN_EU })
    if (!stage.edgeAlarms) throw new Error('No EdgeAlarms stack for a stage in eu-west-1')
    expect(stage.edgeAlarms.region).toBe('us-east-1')
    const edge = stage.templateOf(stage.edgeAlarms)
    expect(alarmNamed(edge, 'prod', 'cloudfront-5xx-rate')).toMatchObject({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Threshold: CLOUDFRONT_5XX_PERCENT,
      AlarmActions: [topicRef(edge)],
    })
  })

  it('draws the dashboard: alarms, traffic, errors, latency, transfers per hour, money in USD, sign-in failures, the table', () => {
    const dashboards = Object.values(template.findResources('AWS::CloudWatch::Dashboard')) as Resource[]
    expect(dashboards).toHaveLength(1)
    const dashboard = (dashboards[0] as Resource).Properties
    expect(dashboard.DashboardName).toBe('remit-prod')
    const body = JSON.stringify(dashboard.DashboardBody)
    for (const title of Object.values(DASHBOARD_GRAPHS)) expect(body).toContain(title)
    for (const metric of Object.values(METRICS)) expect(body).toContain(`\\"${metric}\\"`)
    for (const metric of ['Count', '4xx', '5xx', 'Latency', 'ConsumedReadCapacityUnits', 'ConsumedWriteCapacityUnits', 'ReadThrottleEvents']) {
      expect(body).toContain(`\\"${metric}\\"`)
    }
    expect(body).toContain('cents / 100')
    expect(body).toMatch(/\\"stat\\":\\"p50\\"/)
    expect(body).toMatch(/\\"stat\\":\\"p99\\"/)
    expect(body).toContain('\\"type\\":\\"alarm\\"')
  })
})

describe('monitoring stack (dev)', () => {
  it('has the same alarms and no subscription: a dev stage may e-mail nobody', () => {
    const stage = synthesizedStage('dev')
    const template = stage.templateOf(stage.monitoring)
    template.resourceCountIs('AWS::SNS::Subscription', 0)
    alarmNamed(template, 'dev', 'api-5xx-rate')
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'remit-dev' })
  })

  it('holds the CloudFront alarm itself when it can see CloudFront metrics (no region, or us-east-1), and has no backup alarm without a vault', () => {
    const stage = synthesizedStage('dev')
    expect(stage.edgeAlarms).toBeUndefined()
    const template = stage.templateOf(stage.monitoring)
    expect(alarmNamed(template, 'dev', 'cloudfront-5xx-rate')).toMatchObject({ Namespace: 'AWS/CloudFront', Statistic: 'Average' })
    expect(template.findResources('AWS::CloudWatch::Alarm', { Properties: { AlarmName: 'remit-dev-backup-job-failures' } })).toEqual({})
  })
})

describe('WAF alarm', () => {
  it('watches blocked requests of the prod web ACL in us-east-1, with a topic of its own there', () => {
    const { edge, config, templateOf } = synthesizedStage('prod', { overrides: IN_EU })
    if (!edge) throw new Error('prod in eu-west-1 has an Edge stack')
    expect(edge.region).toBe('us-east-1')
    const template = templateOf(edge)
    expect(alarmNamed(template, 'prod', 'waf-requests-blocked')).toMatchObject({
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: [
        { Name: 'Rule', Value: 'ALL' },
        { Name: 'WebACL', Value: 'remit-prod-web-acl' },
      ],
      Statistic: 'Sum',
      Threshold: DEFAULT_WAF_SPIKE,
      AlarmActions: [topicRef(template)],
      OKActions: [topicRef(template)],
    })
    template.hasResourceProperties('AWS::WAFv2::WebACL', { VisibilityConfig: Match.objectLike({ MetricName: 'remit-prod-web-acl' }) })
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: config.alarmEmails[0] })
  })

  it("sums what staging's count-mode rules counted, rule by rule", () => {
    const { edge, templateOf } = synthesizedStage('staging', { overrides: IN_EU })
    if (!edge) throw new Error('staging in eu-west-1 has an Edge stack')
    const alarm = alarmNamed(templateOf(edge), 'staging', 'waf-requests-counted')
    const counted = (alarm.Metrics as { MetricStat?: { Metric: { MetricName: string; Dimensions: { Name: string; Value: string }[] } } }[]).flatMap(
      (metric) => (metric.MetricStat ? [metric.MetricStat.Metric] : []),
    )
    expect(counted.map((metric) => metric.MetricName)).toEqual(['CountedRequests', 'CountedRequests', 'CountedRequests'])
    expect(counted.map((metric) => metric.Dimensions.find((dimension) => dimension.Name === 'Rule')?.Value)).toEqual([
      'remit-staging-rate-limit',
      'remit-staging-AWSManagedRulesCommonRuleSet',
      'remit-staging-AWSManagedRulesKnownBadInputsRuleSet',
    ])
  })

  it('refuses a region other than us-east-1, where its metrics would never arrive', () => {
    const stack = new Stack(testApp(), 'Elsewhere', { env: { account: '123456789012', region: 'eu-west-1' } })
    const webAcl = new CfnWebACL(stack, 'Acl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: 'acl' },
    })
    expect(() => new WafAlarm(stack, 'WafAlarm', { stage: 'dev', webAcl, mode: 'block', emails: [] })).toThrow(/must be in us-east-1/)
  })
})
