import { RemovalPolicy, Stack } from 'aws-cdk-lib'
import type { AlarmBase } from 'aws-cdk-lib/aws-cloudwatch'
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions'
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import { Key } from 'aws-cdk-lib/aws-kms'
import { Topic } from 'aws-cdk-lib/aws-sns'
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions'
import { Construct } from 'constructs'

export interface AlarmTopicProps {
  /** Names the topic's display name and key description, e.g. 'prod'. */
  stage: string
  /** Each address gets a subscription to confirm from its inbox. */
  emails: readonly string[]
}

/**
 * The SNS topic a stage's alarms publish to (ALARM and OK alike), e-mailing the stage's on-call
 * addresses: encrypted with its own KMS key and reachable over TLS only. CloudWatch can only notify a
 * topic in the alarm's own region, so a stack of alarms in another region (the us-east-1 Edge stack)
 * makes its own.
 */
export class AlarmTopic extends Construct {
  readonly topic: Topic
  readonly key: Key

  constructor(scope: Construct, id: string, { stage, emails }: AlarmTopicProps) {
    super(scope, id)
    const { account, region, partition } = Stack.of(this)
    const fromThisAccountsAlarms = {
      StringEquals: { 'aws:SourceAccount': account },
      ArnLike: { 'aws:SourceArn': `arn:${partition}:cloudwatch:${region}:${account}:alarm:*` },
    }

    this.key = new Key(this, 'Key', {
      description: `Encrypts the alarm notifications of Remit ${stage}`,
      enableKeyRotation: true,
      // Holds no data at rest beyond messages in flight: nothing to keep once the topic is gone.
      removalPolicy: RemovalPolicy.DESTROY,
    })
    // CloudWatch encrypts each notification it publishes with the topic's key.
    this.key.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: fromThisAccountsAlarms,
      }),
    )

    this.topic = new Topic(this, 'Topic', {
      displayName: `Remit ${stage} alarms`,
      masterKey: this.key,
      enforceSSL: true,
    })
    // The topic policy CDK writes for enforceSSL replaces SNS's default one, so CloudWatch's publish
    // must be allowed by name.
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: fromThisAccountsAlarms,
      }),
    )
    for (const email of emails) this.topic.addSubscription(new EmailSubscription(email))
  }

  /** Sends the alarm's ALARM and its OK to the topic, so whoever was paged also hears it is over. */
  notify<A extends AlarmBase>(alarm: A): A {
    const action = new SnsAction(this.topic)
    alarm.addAlarmAction(action)
    alarm.addOkAction(action)
    return alarm
  }
}
