import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2'
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns'
import { httpSettings, throttlingOnlyRetries } from '../lib/clients'
import { config } from '../lib/config'
import type { RenderedMail } from './message-layout'

/**
 * Where notifications leave us: e-mail through SES v2, SMS through SNS. Endpoints come
 * from AWS_ENDPOINT_URL_SESV2 / AWS_ENDPOINT_URL_SNS, so locally the same calls reach
 * aws-ses-v2-local and the local SMS outbox. Only a throttled call is sent again by the SDK: a
 * throttled call sent nothing, while a time-out may have delivered, and a repeat would reach the
 * person twice (the consumer's notice marker then decides, see services/notifications.ts).
 */
const clientSettings = {
  maxAttempts: 3,
  retryStrategy: throttlingOnlyRetries(3),
  requestHandler: httpSettings(5_000),
}

let ses: SESv2Client | undefined
let sns: SNSClient | undefined

export async function sendMail(to: string, mail: RenderedMail): Promise<string> {
  const from = config().MAIL_FROM
  if (!from) throw new Error('MAIL_FROM is not set: the stage has no sender address for e-mail')
  ses ??= new SESv2Client(clientSettings)
  const out = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  )
  return out.MessageId ?? ''
}

/** A transactional SMS (SNS sends those at the higher priority, and to numbers that opted out of promotions). */
export async function sendSms(phoneNumber: string, text: string): Promise<string> {
  sns ??= new SNSClient(clientSettings)
  const out = await sns.send(
    new PublishCommand({
      PhoneNumber: phoneNumber,
      Message: text,
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }),
  )
  return out.MessageId ?? ''
}
