import { Duration, Stack } from 'aws-cdk-lib'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import { PolicyStatement } from 'aws-cdk-lib/aws-iam'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import { EventSourceMapping, FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda'
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs'
import { Construct } from 'constructs'
import { CONSUMERS, STREAM_BATCH_SIZE, STREAM_RETRY_ATTEMPTS, type ConsumerName, type ConsumerSpec } from '../../../functions/events/consumers'
import type { StageConfig } from '../../config/stages'
import { AppFunction } from './app-function'
import { MAIL_FROM_NAME } from './app-user-pool'
import { tableStatements } from './table-policy'

export interface StreamConsumersProps {
  config: StageConfig
  table: ITable
  logsKey: IKey
  /** The stage's function environment (the routes' own). */
  environment: Readonly<Record<string, string>>
}

/** An on-failure destination that grants nothing itself: the function's own policy holds the send (no inline policies). */
const destinationOf = (queue: Queue) => ({ bind: () => ({ destination: queue.queueArn }) })

/** The event source mapping's filter: only items whose sort key the consumer is given (consumers.ts). */
function filterOf(spec: ConsumerSpec) {
  return FilterCriteria.filter({
    dynamodb: { Keys: { sk: { S: [...spec.sortKeys.equals, ...spec.sortKeys.prefixes.map((prefix) => ({ prefix }))] } } },
  })
}

/**
 * The table stream's consumers: one function per entry of functions/events/consumers.ts,
 * each with an event source mapping (batches of up to 100 in order, failures reported per record,
 * bisected on error, 3 retries, then the batch's position goes to the encrypted dead-letter queue
 * and the shard goes on), an alarm on any dead letter and on a consumer falling behind. The e-mails
 * go from the Mail stack's SES identity. `npm run events:replay -- --stage <name>` replays the queue.
 */
export class StreamConsumers extends Construct {
  readonly functions: Record<ConsumerName, AppFunction>
  readonly deadLetters: Queue

  constructor(scope: Construct, id: string, props: StreamConsumersProps) {
    super(scope, id)
    const streamArn = props.table.tableStreamArn
    if (!streamArn) throw new Error('The table has no stream: DataTable must enable it')
    const { config, table } = props
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    })
    const mailFrom = `${MAIL_FROM_NAME} <no-reply@${config.mailDomain}>`
    // The links in e-mails and SMS: the stage's own domain; without one, the company's address (functions/services/notifications.ts).
    const appUrl: Record<string, string> = config.domain ? { APP_URL: `https://${config.domain.names[0] ?? ''}` } : {}
    const region = Stack.of(this).region
    const account = Stack.of(this).account

    const streamRead = new PolicyStatement({
      actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
      resources: [streamArn],
    })
    const sendDeadLetter = new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.deadLetters.queueArn] })
    const statements: Record<ConsumerName, PolicyStatement[]> = {
      // Puts and deletes postings, 25 to a batch; reads the sender's profile (their name and e-mail are indexed).
      indexSearch: tableStatements({ batchWrite: ['searchPosting'], get: ['profile'] }, table),
      // Reads the sender's profile; puts, marks and releases the transfer's notice markers; puts the recipient's tracking links.
      notify: [
        ...tableStatements(
          {
            get: ['profile'],
            put: ['notice', 'accountNotice', 'trackingLink'],
            update: ['notice', 'accountNotice'],
            delete: ['notice', 'accountNotice'],
          },
          table,
        ),
        new PolicyStatement({ actions: ['ses:SendEmail'], resources: [`arn:aws:ses:${region}:${account}:identity/${config.mailDomain}`] }),
        // SMS to a phone number has no resource ARN to name.
        new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }),
      ],
    }

    const names = Object.keys(CONSUMERS) as ConsumerName[]
    this.functions = Object.fromEntries(
      names.map((name) => {
        const spec = CONSUMERS[name]
        const consumer = new AppFunction(this, name, {
          module: spec.module,
          description: spec.description,
          environment: { ...props.environment, ...(name === 'notify' ? { MAIL_FROM: mailFrom, ...appUrl } : {}) },
          statements: [streamRead, sendDeadLetter, ...statements[name]],
          logsKey: props.logsKey,
          logRetention: config.logRetentionDays,
          retainData: config.retainData,
          timeout: Duration.minutes(1),
        })
        new EventSourceMapping(this, `${name}Mapping`, {
          target: consumer.function,
          eventSourceArn: streamArn,
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: STREAM_BATCH_SIZE,
          maxBatchingWindow: Duration.seconds(1),
          retryAttempts: STREAM_RETRY_ATTEMPTS,
          bisectBatchOnError: true,
          reportBatchItemFailures: true,
          maxRecordAge: Duration.hours(24),
          onFailure: destinationOf(this.deadLetters),
          filters: [filterOf(spec)],
        })
        return [name, consumer]
      }),
    ) as Record<ConsumerName, AppFunction>
  }
}
