import { Match, type Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONSUMERS, STREAM_BATCH_SIZE, STREAM_RETRY_ATTEMPTS } from '../../functions/events/consumers'
import { synthesizedStage } from './testing/test-stage'

/** The events' deployed backbone: one consumer per concern on the table stream, with its dead-letter queue and alarms. */
describe('events stack (dev)', () => {
  let template: Template
  let mailDomain: string
  beforeAll(() => {
    const stage = synthesizedStage('dev')
    template = stage.templateOf(stage.events)
    mailDomain = stage.config.mailDomain
  })

  it('maps the stream to each consumer: per-record failures, bounded retries, bisect, dead-letter queue, its filter', () => {
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', Object.keys(CONSUMERS).length)
    for (const spec of Object.values(CONSUMERS)) {
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp('StreamArn') },
        StartingPosition: 'TRIM_HORIZON',
        BatchSize: STREAM_BATCH_SIZE,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
        BisectBatchOnFunctionError: true,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('DeadLetters'), 'Arn'] } } },
        FilterCriteria: {
          Filters: [
            {
              Pattern: JSON.stringify({
                dynamodb: { Keys: { sk: { S: [...spec.sortKeys.equals, ...spec.sortKeys.prefixes.map((prefix) => ({ prefix }))] } } },
              }),
            },
          ],
        },
      })
    }
  })

  it('keeps dead letters 14 days, encrypted, TLS only (the Monitoring stack alarms on the first one)', () => {
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 })
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    })
    template.resourceCountIs('AWS::CloudWatch::Alarm', 0)
  })

  it('sends mail from the stage identity (made by the Mail stack), and only the notify consumer may send', () => {
    template.resourceCountIs('AWS::SES::EmailIdentity', 0)
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ MAIL_FROM: `Remit <no-reply@${mailDomain}>` }) },
    })
    const policies = Object.values(template.findResources('AWS::IAM::ManagedPolicy'))
    const sending = policies.filter((policy) => JSON.stringify(policy).includes('ses:SendEmail'))
    expect(sending).toHaveLength(1)
    expect(JSON.stringify(sending[0])).toContain(`identity/${mailDomain}`)
    // No inline policies: the mapping's destination grants nothing by itself.
    template.resourceCountIs('AWS::IAM::Policy', 0)
  })
})
