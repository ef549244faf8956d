import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pollUntil } from '../../lib/testing/poll-until'

/**
 * What the local stack sent: e-mails at the SES emulator's store, SMS in the outbox file
 * (infra/local/sms-outbox.ts). For stack tests that read a notification's text.
 */
export interface StoredMail {
  subject: string
  destination: { to: string[] }
  body: { text?: string; html?: string }
}

export function outboxes(env: Record<string, string>, dataDir: string) {
  const sesStore = `${env.AWS_ENDPOINT_URL_SESV2 ?? ''}/store`
  const smsFile = join(dataDir, 'sms-outbox.log')

  async function mailsTo(address: string): Promise<StoredMail[]> {
    const answer = (await (await fetch(sesStore)).json()) as { emails: StoredMail[] }
    return answer.emails.filter((mail) => mail.destination.to.includes(address))
  }

  /** The first e-mail to `address` with exactly `subject`, waited for while the stream consumers send it. */
  const mailWith = (address: string, subject: string): Promise<StoredMail> =>
    pollUntil(async () => (await mailsTo(address)).find((mail) => mail.subject === subject), `the e-mail '${subject}' to ${address}`)

  const smsTo = (phoneNumber: string): { message: string }[] =>
    existsSync(smsFile)
      ? readFileSync(smsFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { phoneNumber: string; message: string })
          .filter((sms) => sms.phoneNumber === phoneNumber)
      : []

  return { mailsTo, mailWith, smsTo }
}

/** The token of the tracking link in an SMS (`…/track/<token>`), or undefined. */
export const trackingTokenIn = (text: string): string | undefined => /\/track\/([A-Za-z0-9_-]{22})(?![A-Za-z0-9_-])/.exec(text)?.[1]
