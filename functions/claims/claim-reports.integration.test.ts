import { beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { CLAIM_NOT_YET_DUE, CLAIM_NOT_YET_DUE_CODE } from '../../shared/claims/claim-rules'
import { destinationDayStart } from '../../shared/rates/date-available'
import { invoiceLabel } from '../../shared/transfers/transfer-options'
import { pollUntil } from '../lib/testing/poll-until'
import { testStack } from '../lib/testing/test-stack'
import { clockedInvoker } from '../transfers/testing/clocked-handlers'
import { outboxes } from '../transfers/testing/outboxes'
import { createTransfersApi } from '../transfers/testing/transfers-api'
import { SEEDED_ADMIN, type TestAccount } from '../users/testing/accounts-api'

/**
 * Problem reports against the local stack: 'not received' is refused before the date the money is due
 * (Reg E frames that error as the failure to make funds available by the disclosed date), at the
 * boundary with the injectable clock; other problems are taken at once; every report is acknowledged
 * to the sender by e-mail, with times in the zone their browser reported.
 */

const api = createTransfersApi(testStack().baseUrl)
const env = testStack().functionEnv as Record<string, string>
const { mailsTo } = outboxes(env, testStack().dataDir)
const invokeAt = clockedInvoker(env)
const loadClaim = () => import('./create-claim')
const NOT_RECEIVED = { type: 'not-received', description: 'My brother went to the bank and nothing was there.' }

let root: TestAccount['session']

beforeAll(async () => {
  root = await api.accounts.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
})

describe('reporting a problem before the money is due', () => {
  it("answers 'not yet due' to money not received until the date available begins in the destination, then takes it", async () => {
    const sender = await api.accounts.createAccount('cl-due', root.token)
    // A bank transfer: its date available is one or two business days away.
    const transfer = await api.createOk(sender.session.token, { paymentType: 'Bank Transfer' })
    const due = destinationDayStart(transfer.countryId, transfer.payout.dateAvailable)
    expect(due).toBeGreaterThan(Date.now())

    const now = await api.report(sender.session.token, transfer.id, NOT_RECEIVED)
    expect(now.status).toBe(422)
    expect(now.body).toMatchObject({ error: CLAIM_NOT_YET_DUE, code: CLAIM_NOT_YET_DUE_CODE })
    const at = (when: number) =>
      invokeAt(loadClaim, routes.createClaim, { token: sender.session.token, params: { id: transfer.id }, body: NOT_RECEIVED, at: when })
    expect((await at(due - 1)).status).toBe(422)
    expect((await at(due)).status).toBe(201)
  })

  it('takes other problems at once, and acknowledges the report by e-mail in the sender’s time zone', async () => {
    const sender = await api.accounts.createAccount('cl-other', root.token)
    const zone = await api.accounts.call(routes.updateTimeZone, { token: sender.session.token, body: { timeZone: 'America/Chicago' } })
    expect(zone.status).toBe(200)
    expect((await api.accounts.call(routes.updateTimeZone, { token: sender.session.token, body: { timeZone: 'Mars/Olympus' } })).status).toBe(400)
    const transfer = await api.createOk(sender.session.token, { paymentType: 'Bank Transfer' })
    const answer = await api.report(sender.session.token, transfer.id, { type: 'wrong-amount', description: 'The bank shows less than promised.' })
    expect(answer.status).toBe(201)
    const label = invoiceLabel(transfer.country, transfer.invoiceNumber)
    const mail = await pollUntil(
      async () => (await mailsTo(sender.user.email)).find((m) => m.subject === `${label}: we received the problem you reported`),
      'the acknowledgement',
    )
    expect(mail.body.text).toContain('The recipient received a different amount')
    expect(mail.body.text).toMatch(/Reported: +\w{3} \d+, \d{4}, \d+:\d\d\s?[AP]M C[SD]T/)
    // The receipt too shows the payment's time in Chicago, and links to the transfer's page.
    const receipt = await pollUntil(
      async () => (await mailsTo(sender.user.email)).find((m) => m.subject.startsWith(`Receipt for ${label}`)),
      'the receipt',
    )
    expect(receipt.body.text).toMatch(/Paid: +\w{3} \d+, \d{4}, \d+:\d\d\s?[AP]M C[SD]T/)
    expect(receipt.body.text).toContain(`/customers/view-customer-details/${transfer.id}`)
  })
})
