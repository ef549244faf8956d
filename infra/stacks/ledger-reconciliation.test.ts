import { describe, expect, it } from 'vitest'
import { METRIC_NAMESPACE, METRICS, metricService } from '../../functions/lib/metric-names'
import { synthesizedStage } from './testing/test-stage'

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown }

describe('the daily ledger reconciliation', () => {
  const stage = synthesizedStage('dev')

  it('runs every day at 00:30 UTC, as its own function that may scan the table, query transfers and put reports', () => {
    const template = stage.templateOf(stage.api)
    const rules = Object.values(template.findResources('AWS::Events::Rule', { Properties: { ScheduleExpression: 'cron(30 0 * * ? *)' } }))
    expect(rules).toHaveLength(1)
    const functions = template.findResources('AWS::Lambda::Function', { Properties: { Description: 'the daily reconciliation of the ledger' } })
    const [functionId] = Object.keys(functions)
    expect(Object.keys(functions)).toHaveLength(1)
    expect(JSON.stringify(rules[0]?.Properties.Targets)).toContain(`"${functionId ?? 'none'}"`)
    expect(Object.values(functions)[0]?.Properties.Timeout).toBe(900)

    const policy = Object.entries(template.findResources('AWS::IAM::ManagedPolicy')).find(([id]) => id.startsWith('JobsReconcileLedgerPolicy'))
    const statements = (policy?.[1].Properties.PolicyDocument.Statement ?? []) as Statement[]
    const actions = statements.flatMap((statement) => [statement.Action].flat()).sort()
    expect(actions.filter((action) => action.startsWith('dynamodb:'))).toEqual(['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:Scan'])
    // The Scan on the table alone, never an index; the rest held to their partitions.
    const scan = statements.find((statement) => [statement.Action].flat().includes('dynamodb:Scan'))
    expect(JSON.stringify(scan?.Resource)).not.toContain('index')
    const put = statements.find((statement) => [statement.Action].flat().includes('dynamodb:PutItem'))
    expect(JSON.stringify(put?.Condition)).toContain('RECONCILIATION')
    const query = statements.find((statement) => [statement.Action].flat().includes('dynamodb:Query'))
    expect(JSON.stringify(query?.Condition)).toContain('TRANSFER#*')
  })

  it('alarms on any break the day reports, through the stage topic', () => {
    const template = stage.templateOf(stage.monitoring)
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm', { Properties: { AlarmName: 'remit-dev-ledger-breaks' } }))
    expect(alarms).toHaveLength(1)
    expect(alarms[0]?.Properties).toMatchObject({
      Namespace: METRIC_NAMESPACE,
      MetricName: METRICS.ledgerBreaks,
      Dimensions: [{ Name: 'service', Value: metricService('dev') }],
      Statistic: 'Maximum',
      Period: 86_400,
      EvaluationPeriods: 1,
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    })
    expect(alarms[0]?.Properties.AlarmActions).toHaveLength(1)
  })
})
