import { Duration } from 'aws-cdk-lib'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import { Rule, Schedule } from 'aws-cdk-lib/aws-events'
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets'
import { PolicyStatement } from 'aws-cdk-lib/aws-iam'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { Construct } from 'constructs'
import type { StageConfig } from '../../config/stages'
import { AppFunction } from './app-function'
import { JOB_MODULES } from './function-modules'
import { tableStatements } from './table-policy'

export interface ScheduledJobsProps {
  config: StageConfig
  table: ITable
  documentsBucket: IBucket
  logsKey: IKey
  /** The stage's function environment (functionEnvironment). */
  environment: Readonly<Record<string, string>>
}

/**
 * The work no request does: functions in `functions/jobs/`, each on an EventBridge schedule with
 * its own role. The local stack runs the same modules on timers (infra/local/start.ts).
 */
export class ScheduledJobs extends Construct {
  /** Sweeps uploads never finished (functions/jobs/sweep-uploads.ts), hourly. */
  readonly sweepUploads: AppFunction
  /** Reconciles the ledger (functions/jobs/reconcile-ledger.ts), daily at 00:30 UTC for the day that ended. */
  readonly reconcileLedger: AppFunction
  /** Publishes the sanctions list's age (functions/jobs/check-sanctions-list.ts), daily at 06:00 UTC. */
  readonly checkSanctionsList: AppFunction

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id)
    /** One job: its function (own role, log group, the stage's settings) and the rule that runs it. */
    const job = (
      name: string,
      spec: { module: string; description: string; statements: PolicyStatement[]; timeout: Duration; schedule: Schedule; rule: string },
    ) => {
      const fn = new AppFunction(this, name, {
        module: spec.module,
        description: spec.description,
        environment: props.environment,
        statements: spec.statements,
        logsKey: props.logsKey,
        logRetention: props.config.logRetentionDays,
        retainData: props.config.retainData,
        timeout: spec.timeout,
      })
      new Rule(this, `${name}Schedule`, {
        description: spec.rule,
        schedule: spec.schedule,
        targets: [new LambdaFunction(fn.function, { retryAttempts: 2 })],
      })
      return fn
    }

    this.sweepUploads = job('SweepUploads', {
      module: JOB_MODULES.sweepUploads,
      description: 'the hourly sweep of document uploads never finished',
      statements: [
        // Reads the pending-documents index; removes each document with its owner lookup and gives its upload slot back, in one transaction.
        ...tableStatements({ queryIndex: { gsi2: ['document'] }, delete: ['document', 'documentOwner'], update: ['pendingUploads'] }, props.table),
        new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [props.documentsBucket.arnForObjects('users/*')] }),
      ],
      // A run sweeps at most 100 uploads, a few calls each.
      timeout: Duration.minutes(1),
      schedule: Schedule.rate(Duration.hours(1)),
      rule: 'Sweeps document uploads never finished',
    })

    this.reconcileLedger = job('ReconcileLedger', {
      module: JOB_MODULES.reconcileLedger,
      description: 'the daily reconciliation of the ledger',
      statements: [
        // The whole ledger is read with a Scan (functions/store/ledger-items.ts): a Scan has no leading
        // key to hold it to, so it is granted on the table alone (never an index) and to this job alone.
        new PolicyStatement({ actions: ['dynamodb:Scan'], resources: [props.table.tableArn] }),
        // A break is confirmed on a consistent Query of its transfer's partition; the report is put.
        ...tableStatements({ query: ['transfer', 'journalEntry'], put: ['reconciliationReport'] }, props.table),
      ],
      // A Scan of the table in four segments: about a minute at 100k transfers (docs/performance.md); room to grow.
      timeout: Duration.minutes(15),
      schedule: Schedule.cron({ minute: '30', hour: '0' }),
      rule: 'Reconciles the ledger for the UTC day that ended',
    })

    this.checkSanctionsList = job('CheckSanctionsList', {
      module: JOB_MODULES.checkSanctionsList,
      description: 'the daily check that the sanctions list is refreshed',
      // One read: the list's pointer (its version and when it was loaded or last found current).
      statements: tableStatements({ get: ['sanctionsList'] }, props.table),
      timeout: Duration.seconds(30),
      schedule: Schedule.cron({ minute: '0', hour: '6' }),
      rule: 'Publishes how old the sanctions list is',
    })
  }
}
