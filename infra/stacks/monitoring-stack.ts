import { CfnOutput, Duration, Stack, Token, type StackProps } from 'aws-cdk-lib'
import {
  Alarm,
  AnomalyDetectionAlarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type AlarmBase,
  type AlarmProps,
  type Dashboard,
} from 'aws-cdk-lib/aws-cloudwatch'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { Construct } from 'constructs'
import { CONSUMERS, type ConsumerName } from '../../functions/events/consumers'
import { METRICS } from '../../functions/lib/metric-names'
import { SANCTIONS_LIST_MAX_AGE_HOURS } from '../../functions/services/sanctions-list'
import { GLOBAL_INDEXES } from '../../functions/model/table-definition'
import { WAF_REGION, type StageConfig } from '../config/stages'
import type { ApiAreaStack } from './api-area-stack'
import type { ApiStack } from './api-stack'
import { AlarmTopic } from './constructs/alarm-topic'
import { AppFunction } from './constructs/app-function'
import { CloudFrontAlarm } from './constructs/cloudfront-alarm'
import { FunctionAlarms, type MonitoredFunction } from './constructs/function-alarms'
import { MonitoringDashboard } from './constructs/monitoring-dashboard'
import { apiMetric, businessMetric, FIVE_MINUTES, tableMetric } from './constructs/stage-metrics'
import type { EventsStack } from './events-stack'
import type { WebStack } from './web-stack'

export interface MonitoringStackProps extends StackProps {
  config: StageConfig
  api: ApiStack
  apiAreas: readonly ApiAreaStack[]
  events: EventsStack
  table: ITable
  /** The site's CloudFront distribution: its 5xx alarm is here when this stack is in us-east-1 (else in EdgeAlarms). */
  web: WebStack
  /** The AWS Backup vault of the stage, when it has one (prod): its failed jobs are an alarm. */
  backupVaultName?: string | undefined
}

/** Delivery figures that make an alarm: SES reviews an account at a 5% bounce or 0.1% complaint rate. */
export const DELIVERY_ALARMS = { sesBounceRate: 0.05, sesComplaintRate: 0.001, smsFailurePercent: 10, smsMinMessages: 20 } as const

/** A stack in this region can alarm on CloudFront's metrics (published in us-east-1 only). */
export const seesCloudFrontMetrics = (region: string): boolean => Token.isUnresolved(region) || region === WAF_REGION

/**
 * The DynamoDB operations the functions call (the document client's Get/Put/Update/Delete, Query,
 * Scan, BatchGet/BatchWrite, TransactWrite) and Lambda's GetRecords on the stream: the alarm sums
 * the system errors of each, and an alarm's math may name at most 10 metrics.
 */
export const TABLE_OPERATIONS = [
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
  'Scan',
  'BatchGetItem',
  'BatchWriteItem',
  'TransactWriteItems',
  'GetRecords',
] as const

/** API alarm figures: a 5xx share of requests, with a floor so one failure among few calls counts as one in 100. */
export const API_ALARMS = { errorRatePercent: 1, minRequests: 100, p99LatencyMs: 2_000 } as const

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)

/**
 * Every function of the stage by name: the routes (one per row of the route table), the scheduled
 * jobs (every AppFunction under ApiStack.jobs, so a new job is watched without a change here) and
 * the stream consumers.
 */
function monitoredFunctions(api: ApiStack, apiAreas: readonly ApiAreaStack[], events: EventsStack): MonitoredFunction[] {
  const jobs = api.jobs.node.findAll().filter((construct): construct is AppFunction => construct instanceof AppFunction)
  return [
    ...apiAreas.flatMap((area) =>
      area.functions.map(({ route, function: routeFunction }): MonitoredFunction => ({
        name: route.id,
        kind: 'route',
        function: routeFunction.function,
      })),
    ),
    ...jobs.map((job): MonitoredFunction => ({ name: lowerFirst(job.node.id), kind: 'job', function: job.function })),
    ...(Object.keys(CONSUMERS) as ConsumerName[]).map((name): MonitoredFunction => ({
      name,
      kind: 'consumer',
      function: events.consumers.functions[name].function,
    })),
  ]
}

/**
 * A stage's alarms, their SNS topic and its dashboard, in a stack of their own: the Api
 * stack keeps its CloudFormation resource headroom, and the alarms read every other stack. Each
 * alarm sends ALARM and OK to the topic; what each means and what to check first is in
 * docs/operations.md under the alarm's name without the `remit-<stage>-` prefix.
 */
export class MonitoringStack extends Stack {
  readonly topic: AlarmTopic
  /** The stage-wide alarms by name without the `remit-<stage>-` prefix, e.g. `api-5xx-rate`. */
  readonly alarms: ReadonlyMap<string, AlarmBase>
  readonly functionAlarms: FunctionAlarms
  readonly dashboard: Dashboard

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props)
    const { config, api, apiAreas, events, table, web, backupVaultName } = props
    const prefix = `remit-${config.stage}`
    this.topic = new AlarmTopic(this, 'Alarms', { stage: config.stage, emails: config.alarmEmails })

    const alarms = new Map<string, AlarmBase>()
    // Missing data is never a breach here: every metric below is absent when nothing happened
    // (no requests, no throttles, no transfers, an empty queue), and nothing happening is healthy.
    const alarm = (
      name: string,
      description: string,
      alarmProps: Omit<AlarmProps, 'alarmName' | 'alarmDescription' | 'treatMissingData'>,
      runbookSection = name,
    ) => {
      const created = new Alarm(this, name, {
        ...alarmProps,
        alarmName: `${prefix}-${name}`,
        alarmDescription: `${description} Runbook: docs/operations.md "${runbookSection}".`,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      })
      alarms.set(name, this.topic.notify(created))
    }

    alarm('api-5xx-rate', `At least ${API_ALARMS.errorRatePercent}% of API requests answered 5xx in 2 of the last 3 five-minute periods.`, {
      metric: new MathExpression({
        expression: `100 * errors / IF(requests > ${API_ALARMS.minRequests}, requests, ${API_ALARMS.minRequests})`,
        usingMetrics: { errors: apiMetric(api.api, '5xx', 'Sum'), requests: apiMetric(api.api, 'Count', 'Sum') },
        period: FIVE_MINUTES,
        label: '5xx, % of requests',
      }),
      threshold: API_ALARMS.errorRatePercent,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    })
    alarm('api-p99-latency', `The API's p99 latency stayed at or above ${API_ALARMS.p99LatencyMs} ms for 15 minutes.`, {
      metric: apiMetric(api.api, 'Latency', 'p99'),
      threshold: API_ALARMS.p99LatencyMs,
      evaluationPeriods: 3,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    })

    // SUM([…]) adds what each series has; a plain a + b would drop a period where one series is absent,
    // and DynamoDB publishes throttle and error counts only when there are some.
    const sumOf = (label: string, metrics: Record<string, ReturnType<typeof tableMetric>>) =>
      new MathExpression({ expression: `SUM([${Object.keys(metrics).join(', ')}])`, usingMetrics: metrics, period: FIVE_MINUTES, label })
    const indexThrottles = Object.fromEntries(
      GLOBAL_INDEXES.flatMap(({ indexName }, i) => [
        [`read${i + 1}`, tableMetric(table, 'ReadThrottleEvents', { indexName })],
        [`write${i + 1}`, tableMetric(table, 'WriteThrottleEvents', { indexName })],
      ]),
    )
    alarm('table-throttles', 'The table or an index throttled 10 or more reads or writes in five minutes.', {
      metric: sumOf('throttle events', {
        read0: tableMetric(table, 'ReadThrottleEvents'),
        write0: tableMetric(table, 'WriteThrottleEvents'),
        ...indexThrottles,
      }),
      threshold: 10,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    })
    alarm('table-system-errors', 'DynamoDB answered requests with its own errors (HTTP 500) in 2 of the last 3 five-minute periods.', {
      metric: sumOf(
        'system errors',
        Object.fromEntries(TABLE_OPERATIONS.map((operation) => [lowerFirst(operation), tableMetric(table, 'SystemErrors', { operation })])),
      ),
      threshold: 1,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    })
    alarm(
      'table-transaction-conflicts',
      'Ten or more transactional writes a period were refused for a conflict, in 2 of the last 3 five-minute periods.',
      {
        metric: tableMetric(table, 'TransactionConflict'),
        threshold: 10,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      },
    )

    alarm('dead-letters', 'A table-stream record failed every retry and waits in the dead-letter queue.', {
      metric: events.consumers.deadLetters.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    })
    for (const name of Object.keys(CONSUMERS) as ConsumerName[]) {
      alarm(
        `${name}-behind`,
        `The ${name} consumer stayed more than 5 minutes behind the table stream for 5 minutes.`,
        {
          metric: events.consumers.functions[name].function.metric('IteratorAge', { statistic: 'Maximum', period: Duration.minutes(1) }),
          threshold: 5 * 60 * 1000,
          evaluationPeriods: 5,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        },
        '<consumer>-behind',
      )
    }

    // CloudWatch learns the usual count per quarter hour (by hour of day and day of week) from two
    // weeks of data; a band 4 standard deviations wide keeps an ordinary busy hour quiet.
    const transfersAlarm = new AnomalyDetectionAlarm(this, 'transfers-unusual-volume', {
      alarmName: `${prefix}-transfers-unusual-volume`,
      alarmDescription:
        'More transfers were created in a quarter hour than the learned pattern allows. Runbook: docs/operations.md "transfers-unusual-volume".',
      metric: businessMetric(config.stage, METRICS.transfersCreated, { period: Duration.minutes(15) }),
      stdDevs: 4,
      comparisonOperator: ComparisonOperator.GREATER_THAN_UPPER_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    })
    alarms.set('transfers-unusual-volume', this.topic.notify(transfersAlarm))

    // The daily reconciliation publishes its breaks once a day (0 on a clean day): any break is an alarm
    // until the next clean run. A run that failed is the reconcileLedger function's own errors alarm.
    alarm('ledger-breaks', 'The daily ledger reconciliation found at least one break (its report is on the Reconciliation page).', {
      metric: businessMetric(config.stage, METRICS.ledgerBreaks, { period: Duration.days(1), statistic: 'Maximum' }),
      threshold: 0,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    })
    // Every sign-in and refresh compares Cognito's two-factor setting and e-mail with the profile
    // (functions/services/cognito-drift.ts): a difference is a change made around the API with a
    // stolen token, so one is an alarm, at once.
    alarm(
      'cognito-settings-drift',
      "A sign-in or refresh found an account's two-factor setting or e-mail changed in Cognito around the API (a stolen token).",
      {
        metric: businessMetric(config.stage, METRICS.cognitoSettingsDrift, { period: FIVE_MINUTES, statistic: 'Sum' }),
        threshold: 0,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      },
    )
    // SES keeps one reputation per account and region (the Mail stack's identity sends in this region);
    // above these rates AWS reviews the account and may pause its sending, every sign-up code included.
    const sesReputation = (metricName: string) => new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) })
    alarm(
      'ses-bounce-rate',
      `The account's SES bounce rate reached ${DELIVERY_ALARMS.sesBounceRate * 100}% (AWS reviews sending at 5%, may pause it at 10%).`,
      {
        metric: sesReputation('Reputation.BounceRate'),
        threshold: DELIVERY_ALARMS.sesBounceRate,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      },
    )
    alarm(
      'ses-complaint-rate',
      `The account's SES complaint rate reached ${DELIVERY_ALARMS.sesComplaintRate * 100}% (AWS reviews sending at 0.1%, may pause it at 0.5%).`,
      {
        metric: sesReputation('Reputation.ComplaintRate'),
        threshold: DELIVERY_ALARMS.sesComplaintRate,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      },
    )
    // Texts go straight to phone numbers (no topic): SNS counts those under PhoneNumber=PhoneNumberDirect.
    const smsMetric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SNS',
        metricName,
        dimensionsMap: { PhoneNumber: 'PhoneNumberDirect' },
        statistic: 'Sum',
        period: Duration.hours(1),
      })
    const { smsFailurePercent, smsMinMessages } = DELIVERY_ALARMS
    alarm(
      'sms-delivery-failures',
      `At least ${smsFailurePercent}% of the texts of an hour failed to deliver (counted as ${smsMinMessages} when fewer were sent).`,
      {
        metric: new MathExpression({
          expression: `100 * FILL(failed, 0) / IF(FILL(failed, 0) + FILL(delivered, 0) > ${smsMinMessages}, FILL(failed, 0) + FILL(delivered, 0), ${smsMinMessages})`,
          usingMetrics: { failed: smsMetric('NumberOfNotificationsFailed'), delivered: smsMetric('NumberOfNotificationsDelivered') },
          period: Duration.hours(1),
          label: 'failed texts, %',
        }),
        threshold: smsFailurePercent,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      },
    )
    // Published once a day by checkSanctionsList; a missing day is that job's own errors alarm.
    alarm(
      'sanctions-list-stale',
      `The sanctions list was neither loaded nor found current for more than ${SANCTIONS_LIST_MAX_AGE_HOURS / 24} days.`,
      {
        metric: businessMetric(config.stage, METRICS.sanctionsListAgeHours, { period: Duration.days(1), statistic: 'Maximum' }),
        threshold: SANCTIONS_LIST_MAX_AGE_HOURS,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      },
    )
    if (backupVaultName) {
      const backupMetric = (metricName: string) =>
        new Metric({
          namespace: 'AWS/Backup',
          metricName,
          dimensionsMap: { BackupVaultName: backupVaultName },
          statistic: 'Sum',
          period: Duration.days(1),
        })
      alarm('backup-job-failures', 'A backup job of the table or the documents bucket failed or was aborted in the last day.', {
        metric: new MathExpression({
          expression: 'SUM([failed, aborted])',
          usingMetrics: { failed: backupMetric('NumberOfBackupJobsFailed'), aborted: backupMetric('NumberOfBackupJobsAborted') },
          period: Duration.days(1),
          label: 'failed or aborted backup jobs',
        }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      })
    }
    if (seesCloudFrontMetrics(this.region)) {
      alarms.set(
        'cloudfront-5xx-rate',
        new CloudFrontAlarm(this, 'cloudfront-5xx-rate', { stage: config.stage, distribution: web.distribution, topic: this.topic }).alarm,
      )
    }
    this.alarms = alarms

    this.functionAlarms = new FunctionAlarms(this, 'Functions', {
      namePrefix: prefix,
      functions: monitoredFunctions(api, apiAreas, events),
      topic: this.topic,
    })
    this.dashboard = new MonitoringDashboard(this, 'Dashboard', { stage: config.stage, api: api.api, table, alarms: [...alarms.values()] }).dashboard

    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.topic.topic.topicArn,
      description: 'Alarm notifications: each e-mail address confirms its subscription once (docs/operations.md)',
    })
    new CfnOutput(this, 'DashboardName', { value: this.dashboard.dashboardName })
  }
}
