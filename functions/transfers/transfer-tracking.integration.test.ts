import { describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { TRACKING_NOT_FOUND, TRACKING_TOO_MANY, TRACKINGS_PER_CLIENT_MINUTE } from '../../shared/tracking/tracking-rules'
import type { Transfer } from '../../shared/transfers/transfer-schemas'
import { pollUntil } from '../lib/testing/poll-until'
import { streamConsumersCaughtUp } from '../lib/testing/stream-backlog'
import { fetchFrom, uniqueLoopbackAddress } from '../lib/testing/loopback-client'
import { testStack } from '../lib/testing/test-stack'
import { fileAccounts } from '../users/testing/file-accounts'
import { FunctionEnvSchema } from '../users/testing/local-stack'
import { clockedInvoker } from './testing/clocked-handlers'
import { outboxes, trackingTokenIn } from './testing/outboxes'
import { createTransfersApi, fileTransfersTable, transferLabel } from './testing/transfers-api'

/**
 * The recipient's side against the local stack: the SMS goes out when the money
 * reaches them — cash when it can be collected, mobile money and bank when sent — with the reference
 * and a tracking link; the public tracking page shows only what collecting needs, answers one 404
 * for unknown, malformed and expired links, and is limited per client.
 */

const api = createTransfersApi(testStack().baseUrl)
const env = testStack().functionEnv as Record<string, string>
const { mailsTo, smsTo } = outboxes(env, testStack().dataDir)
const table = fileTransfersTable()
const { root, sender } = fileAccounts(api.accounts, { sender: { label: 'trk-sender' } })
const invokeAt = clockedInvoker(env)
const loadTrack = () => import('./track-transfer')
const DAY = 24 * 60 * 60 * 1000

// Each look from a client of its own: the per-client window counts every look, and the other files
// on this stack (the route fuzz among them) may have spent 127.0.0.1's minute.
const track = (token: string) =>
  fetchFrom(uniqueLoopbackAddress(), `${testStack().baseUrl}/api/track/${token}`).then((answer) => ({
    status: answer.status,
    body: JSON.parse(answer.text) as Record<string, unknown>,
  }))

async function smsFor(t: Transfer): Promise<string> {
  const [sms] = await pollUntil(() => {
    const texts = smsTo(t.mobileNumber)
    return texts.length > 0 ? texts : undefined
  }, 'the recipient SMS')
  return sms?.message ?? ''
}

describe('the recipient SMS and the tracking page', () => {
  it('cash: texted when it can be collected (before any payout), with the reference and a link whose page shows only what collecting needs', async () => {
    const transfer = await api.createOk(sender.session.token, { paymentType: 'Cash Collection' })
    const sms = await smsFor(transfer)
    expect(sms).toContain(`Collect it in ${transfer.city} with reference ${transferLabel(transfer)} and your ID.`)
    const token = trackingTokenIn(sms)
    expect(token).toBeDefined()
    // The table keeps only the token's hash.
    expect(await table.getItem(`TRACK#${token ?? ''}`, 'TRACK')).toBeUndefined()

    const page = await track(token ?? '')
    expect(page.status).toBe(200)
    expect(page.body).toEqual({
      status: 'ready',
      dateAvailable: transfer.payout.dateAvailable,
      amountMinor: transfer.payout.receiveMinor,
      currency: transfer.payout.currency,
      reference: transferLabel(transfer),
      paymentType: 'Cash Collection',
      city: transfer.city,
      senderFirstName: sender.user.firstName,
    })
    const shown = JSON.stringify(page.body)
    for (const secret of [sender.user.lastName, sender.user.email, transfer.lastName, transfer.mobileNumber, transfer.card.last4])
      expect(shown).not.toContain(secret)

    // Collected: the page says so, and no second 'Collect it' text goes out.
    await api.payOut(root.token, transfer)
    await pollUntil(
      async () =>
        (await mailsTo(sender.user.email)).some((mail) => mail.subject.includes(transferLabel(transfer)) && mail.subject.includes('paid out')),
      'the paid-out e-mail',
    )
    await streamConsumersCaughtUp(FunctionEnvSchema.parse(env), testStack().dataDir)
    expect(smsTo(transfer.mobileNumber)).toHaveLength(1)
    expect((await track(token ?? '')).body).toMatchObject({ status: 'paid' })
  })

  it('cash: a number staff correct is texted its own link, and the link the old number got stops working', async () => {
    const transfer = await api.createOk(sender.session.token, { paymentType: 'Cash Collection' })
    const oldToken = trackingTokenIn(await smsFor(transfer)) ?? ''
    expect((await track(oldToken)).status).toBe(200)
    const corrected = await api.updateOk(root.token, transfer.id, {
      mobileNumber: '612345699',
      reason: 'The sender gave a wrong digit',
      version: transfer.version,
    })
    expect(corrected.mobileNumber).not.toBe(transfer.mobileNumber)
    const sms = await smsFor(corrected)
    expect(sms).toContain(`reference ${transferLabel(transfer)}`)
    const newToken = trackingTokenIn(sms) ?? ''
    expect((await track(newToken)).body).toMatchObject({ status: 'ready', reference: transferLabel(transfer) })
    expect(await track(oldToken)).toEqual({ status: 404, body: { error: TRACKING_NOT_FOUND, code: expect.any(String) as string } })
    // The old number is not texted again, and the new one only once.
    await streamConsumersCaughtUp(FunctionEnvSchema.parse(env), testStack().dataDir)
    expect(smsTo(transfer.mobileNumber)).toHaveLength(1)
    expect(smsTo(corrected.mobileNumber)).toHaveLength(1)
  })

  it('mobile money and bank: no text while on the way, one when sent, with the reference and a link', async () => {
    for (const paymentType of ['Mobile Money', 'Bank Transfer'] as const) {
      const transfer = await api.createOk(sender.session.token, { paymentType })
      await pollUntil(
        async () => (await mailsTo(sender.user.email)).some((mail) => mail.subject.startsWith(`Receipt for ${transferLabel(transfer)}`)),
        'the receipt',
      )
      await streamConsumersCaughtUp(FunctionEnvSchema.parse(env), testStack().dataDir)
      expect(smsTo(transfer.mobileNumber), paymentType).toEqual([])
      await api.payOut(root.token, transfer)
      const sms = await smsFor(transfer)
      expect(sms).toContain(`Reference ${transferLabel(transfer)}.`)
      const page = await track(trackingTokenIn(sms) ?? '')
      expect(page.body).toMatchObject({ status: 'paid', paymentType, reference: transferLabel(transfer) })
      expect(page.body).not.toHaveProperty('city')
      expect(JSON.stringify(page.body)).not.toContain(transfer.accountNumber ?? 'no account number')
    }
  })

  it('unknown, malformed and expired links get the same 404', async () => {
    const transfer = await api.createOk(sender.session.token, { paymentType: 'Cash Collection' })
    const token = trackingTokenIn(await smsFor(transfer)) ?? ''
    const paid = await api.payOut(root.token, transfer)
    const unknown = await track('AAAAAAAAAAAAAAAAAAAAAA')
    expect(unknown).toEqual({ status: 404, body: { error: TRACKING_NOT_FOUND, code: expect.any(String) as string } })
    for (const other of ['short', `${token}x`, 'a'.repeat(64)]) expect((await track(other)).body, other).toEqual(unknown.body)

    // The injectable clock: open until 30 days after the later of the end of the date available and the payout.
    const end = Math.max(Date.parse(`${paid.payout.dateAvailable}T00:00:00.000Z`) + DAY, Date.parse(paid.updatedAt)) + 30 * DAY
    const at = (when: number) => invokeAt(loadTrack, routes.trackTransfer, { token: '', params: { token }, at: when })
    expect((await at(end - 1)).status).toBe(200)
    const expired = await at(end)
    expect(expired.status).toBe(404)
    expect((expired.body as { error: string }).error).toBe(TRACKING_NOT_FOUND)
  })

  it(`is limited to ${TRACKINGS_PER_CLIENT_MINUTE} pages a minute per client, counted before the token is looked at`, async () => {
    // One client (as CloudFront names it) within one minute of the injectable clock; another client is not held by it.
    const minute = Math.floor(Date.now() / 60_000) * 60_000 + 5 * DAY
    const from = (client: string, second: number) =>
      invokeAt(loadTrack, routes.trackTransfer, {
        token: '',
        params: { token: 'AAAAAAAAAAAAAAAAAAAAAA' },
        headers: { 'cloudfront-viewer-address': `${client}:443` },
        at: minute + second * 1000,
      })
    const client = `198.51.100.${Math.floor(Math.random() * 200) + 1}`
    for (let n = 0; n < TRACKINGS_PER_CLIENT_MINUTE; n++) expect((await from(client, 1)).status).toBe(404)
    const limited = await from(client, 2)
    expect(limited).toMatchObject({ status: 429, body: { error: TRACKING_TOO_MANY } })
    expect((await from('203.0.113.9', 2)).status).toBe(404)
    // The next minute starts afresh.
    expect((await from(client, 61)).status).toBe(404)
  })
})
