import { Duration } from 'aws-cdk-lib'
import { Alarm, ComparisonOperator, TreatMissingData, type AlarmProps } from 'aws-cdk-lib/aws-cloudwatch'
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda'
import { Construct } from 'constructs'
import type { AlarmTopic } from './alarm-topic'

/** Where a function sits: a route's, a scheduled job's or a table-stream consumer's. */
type FunctionKind = 'route' | 'job' | 'consumer'

export interface MonitoredFunction {
  /** The route id, job or consumer name: it names the alarms (`remit-<stage>-<name>-errors`). */
  name: string
  kind: FunctionKind
  function: LambdaFunction
}

export interface FunctionAlarmsProps {
  /** Prefixes every alarm name, e.g. 'remit-prod'. */
  namePrefix: string
  functions: readonly MonitoredFunction[]
  topic: AlarmTopic
}

/** The three alarms of one function, by what they watch. */
export interface FunctionAlarmSet {
  errors: Alarm
  throttles: Alarm
  duration: Alarm
}

/** p99 duration at this share of the time-out means calls are about to be cut off. */
export const DURATION_ALARM_SHARE = 0.8

const FIVE_MINUTES = Duration.minutes(5)

/**
 * Errors, throttles and p99 duration of every function of the stage, each e-mailing ALARM and OK.
 * Every alarm treats missing data as not breaching: Lambda publishes nothing for a function nobody
 * called, and an idle function is healthy.
 */
export class FunctionAlarms extends Construct {
  readonly byFunction: ReadonlyMap<string, FunctionAlarmSet>

  constructor(scope: Construct, id: string, { namePrefix, functions, topic }: FunctionAlarmsProps) {
    super(scope, id)
    const byFunction = new Map<string, FunctionAlarmSet>()
    for (const { name, kind, function: fn } of functions) {
      const timeout = fn.timeout ?? Duration.seconds(3) // Lambda's own default
      const alarm = (suffix: string, props: Omit<AlarmProps, 'alarmName' | 'treatMissingData'>) =>
        topic.notify(
          new Alarm(this, `${name}-${suffix}`, {
            ...props,
            alarmName: `${namePrefix}-${name}-${suffix}`,
            treatMissingData: TreatMissingData.NOT_BREACHING,
          }),
        )
      byFunction.set(name, {
        // The route wrapper and the stream handler answer their own failures, so a Lambda error is a
        // crash, a time-out or a failed start: a defect, worth a look even once.
        errors: alarm('errors', {
          alarmDescription: `The ${kind} function ${name} failed (crash, time-out or failed start). Runbook: docs/operations.md "<function>-errors".`,
          metric: fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        }),
        // No function reserves concurrency, so a throttle means the account's concurrency ran out.
        throttles: alarm('throttles', {
          alarmDescription: `Lambda refused to run ${name}: the account's concurrency is used up. Runbook: docs/operations.md "<function>-throttles".`,
          metric: fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        }),
        // Over 15 minutes, so an hourly job's single run and a quiet route's few calls still count.
        duration: alarm('p99-duration', {
          alarmDescription:
            `${name}'s p99 duration reached ${DURATION_ALARM_SHARE * 100}% of its ${timeout.toSeconds()} s time-out. ` +
            'Runbook: docs/operations.md "<function>-p99-duration".',
          metric: fn.metricDuration({ period: Duration.minutes(15), statistic: 'p99' }),
          threshold: timeout.toMilliseconds() * DURATION_ALARM_SHARE,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        }),
      })
    }
    this.byFunction = byFunction
  }
}
