import { Duration } from 'aws-cdk-lib'
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2'
import { AlarmStatusWidget, Dashboard, GraphWidget, MathExpression, TextWidget, type IAlarm, type IMetric } from 'aws-cdk-lib/aws-cloudwatch'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import { Construct } from 'constructs'
import { METRICS } from '../../../functions/lib/metric-names'
import { GLOBAL_INDEXES } from '../../../functions/model/table-definition'
import { apiMetric, businessMetric, FIVE_MINUTES, tableMetric } from './stage-metrics'

export interface MonitoringDashboardProps {
  stage: string
  api: IHttpApi
  table: ITable
  /** The stage-wide alarms, shown as a status grid on top (the per-function ones are too many for it). */
  alarms: readonly IAlarm[]
}

const HOUR = Duration.hours(1)

/** The graphs' titles, in order: the tests and the runbook name them. */
export const DASHBOARD_GRAPHS = {
  requests: 'Requests (per 5 minutes)',
  errors: 'Errors: 4xx and 5xx (per 5 minutes)',
  latency: 'Latency: p50 and p99 (ms)',
  transfers: 'Transfers per hour',
  money: 'Money sent per hour (USD)',
  signInFailures: 'Sign-in failures (per 5 minutes)',
  tableCapacity: 'DynamoDB consumed capacity (per 5 minutes)',
  tableThrottles: 'DynamoDB throttle events (per 5 minutes)',
  ledgerBreaks: 'Ledger reconciliation breaks (per day)',
  cognitoDrift: 'Accounts changed in Cognito around the API (per 5 minutes)',
  sanctionsListAge: 'Sanctions list age (hours, daily)',
} as const

/**
 * The stage's dashboard, `remit-<stage>`: the alarms' state, then traffic, errors and latency at the
 * API, the business (transfers per hour by outcome, money sent, sign-in failures) and the table.
 */
export class MonitoringDashboard extends Construct {
  readonly dashboard: Dashboard

  constructor(scope: Construct, id: string, { stage, api, table, alarms }: MonitoringDashboardProps) {
    super(scope, id)
    const graph = (title: string, left: IMetric[], unit?: string) =>
      new GraphWidget({ title, left, width: 12, height: 6, leftYAxis: { min: 0, ...(unit ? { label: unit, showUnits: false } : {}) } })

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `remit-${stage}`,
      defaultInterval: Duration.days(1),
      widgets: [
        [
          new TextWidget({
            markdown: `# Remit ${stage}\nWhat each alarm means and what to check first: \`docs/operations.md\`.`,
            width: 24,
            height: 2,
          }),
        ],
        [new AlarmStatusWidget({ title: 'Alarms', alarms: [...alarms], width: 24, height: 4 })],
        [
          graph(DASHBOARD_GRAPHS.requests, [apiMetric(api, 'Count', 'Sum', { label: 'requests' })]),
          graph(DASHBOARD_GRAPHS.errors, [apiMetric(api, '4xx', 'Sum', { label: '4xx' }), apiMetric(api, '5xx', 'Sum', { label: '5xx' })]),
        ],
        [
          graph(
            DASHBOARD_GRAPHS.latency,
            [apiMetric(api, 'Latency', 'p50', { label: 'p50' }), apiMetric(api, 'Latency', 'p99', { label: 'p99' })],
            'ms',
          ),
          graph(DASHBOARD_GRAPHS.transfers, [
            businessMetric(stage, METRICS.transfersCreated, { period: HOUR, label: 'created' }),
            businessMetric(stage, METRICS.transfersPaidOut, { period: HOUR, label: 'paid out' }),
            businessMetric(stage, METRICS.transfersCancelled, { period: HOUR, label: 'cancelled' }),
            businessMetric(stage, METRICS.transfersHeld, { period: HOUR, label: 'held' }),
          ]),
        ],
        [
          graph(
            DASHBOARD_GRAPHS.money,
            [
              new MathExpression({
                expression: 'cents / 100',
                usingMetrics: { cents: businessMetric(stage, METRICS.moneyVolumeUsdCents, { period: HOUR }) },
                period: HOUR,
                label: 'USD sent',
              }),
            ],
            'USD',
          ),
          graph(DASHBOARD_GRAPHS.signInFailures, [
            businessMetric(stage, METRICS.signInFailures, { period: FIVE_MINUTES, label: 'sign-in failures' }),
          ]),
        ],
        [
          graph(DASHBOARD_GRAPHS.tableCapacity, [
            tableMetric(table, 'ConsumedReadCapacityUnits', { label: 'read units' }),
            tableMetric(table, 'ConsumedWriteCapacityUnits', { label: 'write units' }),
          ]),
          graph(DASHBOARD_GRAPHS.tableThrottles, [
            tableMetric(table, 'ReadThrottleEvents', { label: 'read (table)' }),
            tableMetric(table, 'WriteThrottleEvents', { label: 'write (table)' }),
            ...GLOBAL_INDEXES.flatMap(({ indexName }) => [
              tableMetric(table, 'ReadThrottleEvents', { label: `read (${indexName})`, indexName }),
              tableMetric(table, 'WriteThrottleEvents', { label: `write (${indexName})`, indexName }),
            ]),
          ]),
        ],
        [
          graph(DASHBOARD_GRAPHS.ledgerBreaks, [
            businessMetric(stage, METRICS.ledgerBreaks, { period: Duration.days(1), statistic: 'Maximum', label: 'breaks' }),
          ]),
          graph(DASHBOARD_GRAPHS.cognitoDrift, [
            businessMetric(stage, METRICS.cognitoSettingsDrift, { period: FIVE_MINUTES, label: 'security events' }),
          ]),
        ],
        [
          graph(DASHBOARD_GRAPHS.sanctionsListAge, [
            businessMetric(stage, METRICS.sanctionsListAgeHours, { period: Duration.days(1), statistic: 'Maximum', label: 'hours since loaded' }),
          ]),
        ],
      ],
    })
  }
}
