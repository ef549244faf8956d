import { appendFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'

/**
 * The local stand-in for SNS's SMS (no SNS emulator exists on npm): it answers the `Publish` call of
 * the real `@aws-sdk/client-sns` (the query protocol: a form body, an XML answer), appends each text
 * as a JSON line to `file` (the start log names it) and shows it in the SES emulator's viewer as a
 * mail to `sms-<number>@sms.remit.local`, beside the e-mails. Anything but an SMS Publish is a 400.
 */
export function startSmsOutbox(port: number, file: string, sesEndpoint: string): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      const phoneNumber = form.get('PhoneNumber')
      const message = form.get('Message')
      if (request.method !== 'POST' || form.get('Action') !== 'Publish' || !phoneNumber || !message) {
        response.writeHead(400, { 'content-type': 'text/xml' })
        response.end(
          '<ErrorResponse><Error><Type>Sender</Type><Code>InvalidParameter</Code><Message>Only SMS Publish is emulated</Message></Error></ErrorResponse>',
        )
        return
      }
      const messageId = randomUUID()
      appendFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), phoneNumber, message, messageId })}\n`)
      void showInViewer(sesEndpoint, phoneNumber, message)
      response.writeHead(200, { 'content-type': 'text/xml' })
      response.end(
        `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${messageId}</MessageId></PublishResult>` +
          `<ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></PublishResponse>`,
      )
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

async function showInViewer(sesEndpoint: string, phoneNumber: string, message: string): Promise<void> {
  await fetch(`${sesEndpoint}/v2/email/outbound-emails`, {
    method: 'POST',
    // The emulator asks for some credential, not a valid signature.
    headers: {
      'content-type': 'application/json',
      authorization: 'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/ses/aws4_request, SignedHeaders=host, Signature=local',
    },
    body: JSON.stringify({
      FromEmailAddress: 'sms@sms.remit.local',
      Destination: { ToAddresses: [`sms-${phoneNumber.replace(/\D/g, '')}@sms.remit.local`] },
      Content: { Simple: { Subject: { Data: `SMS to ${phoneNumber}` }, Body: { Text: { Data: message } } } },
    }),
  }).catch(() => undefined)
}
