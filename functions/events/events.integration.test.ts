import { describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import type { Transfer } from '../../shared/transfers/transfer-schemas'
import { fileAccounts } from '../users/testing/file-accounts'
import { createTransfersApi, transferInput, transferLabel, uniqueWord } from '../transfers/testing/transfers-api'
import { streamConsumersCaughtUp } from '../lib/testing/stream-backlog'
import { pollUntil } from '../lib/testing/poll-until'
import { outboxes } from '../transfers/testing/outboxes'
import { testStack } from '../lib/testing/test-stack'
import { FunctionEnvSchema } from '../users/testing/local-stack'

/**
 * Notifications and the search index against the local stack, whose stream runner feeds the consumers from DynamoDB Local's
 * real stream: the sender's e-mails arrive at aws-ses-v2-local, the recipient's SMS in the outbox,
 * and staff's search finds a transfer once the stream has indexed it, by name, accent-free name,
 * invoice fragment and phone fragment, and not once it is archived.
 */

const api = createTransfersApi(testStack().baseUrl)
const { mailsTo, smsTo } = outboxes(testStack().functionEnv as Record<string, string>, testStack().dataDir)
const { root, sender } = fileAccounts(api.accounts, { sender: { label: 'ev-sender' } })

describe('notifications from the stream', () => {
  it('e-mails the receipt when a transfer is made, once, with the disclosures in text and HTML', async () => {
    const transfer = await api.createOk(sender.session.token, { paymentType: 'Cash Collection' })
    const [receipt] = await pollUntil(async () => {
      const mails = (await mailsTo(sender.user.email)).filter((mail) => mail.subject.startsWith(`Receipt for ${transferLabel(transfer)}`))
      return mails.length > 0 ? mails : undefined
    }, 'the receipt e-mail')
    expect(receipt?.subject).toBe(`Receipt for ${transferLabel(transfer)}: $105.00 to ${transfer.firstName} Ali ${transfer.lastName}`)
    expect(receipt?.body.text).toContain('Transfer fees')
    expect(receipt?.body.text).toContain('Your rights')
    expect(receipt?.body.html).toContain('<html lang="en">')
    expect(receipt?.body.html).toContain('<th scope="row"')
    expect(receipt?.body.text).not.toContain('4242')
    // Later changes (a payout) must not send the receipt again.
    await api.payOut(root.token, transfer)
    await pollUntil(
      async () =>
        (await mailsTo(sender.user.email)).find((mail) => mail.subject.includes('paid out') && mail.subject.includes(transferLabel(transfer))),
      'the paid-out e-mail',
    )
    expect((await mailsTo(sender.user.email)).filter((mail) => mail.subject.startsWith(`Receipt for ${transferLabel(transfer)}`))).toHaveLength(1)
  })

  it('texts the recipient when cash can be collected (no payout needed), with the invoice as the collection reference', async () => {
    const transfer = await api.createOk(sender.session.token, { paymentType: 'Cash Collection' })
    const [sms] = await pollUntil(() => {
      const texts = smsTo(transfer.mobileNumber)
      return texts.length > 0 ? texts : undefined
    }, 'the SMS')
    expect(sms?.message).toContain(`reference ${transferLabel(transfer)}`)
    // The text is shown in the mail viewer too, beside the e-mails.
    await pollUntil(
      async () => (await mailsTo(`sms-${transfer.mobileNumber.slice(1)}@sms.remit.local`)).length > 0 || undefined,
      'the SMS in the viewer',
    )
    expect(transfer.mobileNumber).toMatch(/^\+252\d+$/)
  })

  it('e-mails the sender once when staff verify the account at review, with the limits that now apply', async () => {
    const newcomer = await api.accounts.createAccount('ev-verified', root.token)
    expect(newcomer.user.verified).toBe(false)
    await api.accounts.verifyAccount(root.token, newcomer.session.token, newcomer.user.id)
    const mail = await pollUntil(
      async () => (await mailsTo(newcomer.user.email)).find((m) => m.subject === 'Your account is verified'),
      'the account-verified e-mail',
    )
    expect(mail.body.text).toContain('You can now send up to $10,000.00 in any 24 hours and $25,000.00 in any 30 days.')
    // Another edit of the verified profile says nothing more.
    await api.accounts.setFlags(root.token, newcomer.user.id, { isAdmin: false })
    await streamConsumersCaughtUp(FunctionEnvSchema.parse(testStack().functionEnv), testStack().dataDir)
    expect((await mailsTo(newcomer.user.email)).filter((m) => m.subject === 'Your account is verified')).toHaveLength(1)
  })

  it('e-mails the refund when the sender cancels', async () => {
    const transfer = await api.createOk(sender.session.token)
    expect((await api.cancel(sender.session.token, transfer.id)).status).toBe(200)
    const mail = await pollUntil(
      async () => (await mailsTo(sender.user.email)).find((m) => m.subject === `${transferLabel(transfer)}: cancelled and refunded`),
      'the cancellation e-mail',
    )
    expect(mail.body.text).toContain(`Refund of $105.00 issued to ${transfer.card.brand} ending ${transfer.card.last4}`)
  })

  it('sends no paid-out e-mail to a sender who turned it off, and still texts the recipient', async () => {
    const quiet = await api.accounts.createAccount('ev-quiet', root.token)
    const saved = await api.accounts.call(routes.updateEmailPreferences, {
      token: quiet.session.token,
      body: { paidOut: false, reviewUpdates: true },
    })
    expect(saved.status).toBe(200)
    expect((await api.accounts.call(routes.getMe, { token: quiet.session.token })).body).toMatchObject({ emailPreferences: { paidOut: false } })
    const transfer = await api.createOk(quiet.session.token, { paymentType: 'Cash Collection' })
    await api.payOut(root.token, transfer)
    await pollUntil(() => (smsTo(transfer.mobileNumber).length > 0 ? true : undefined), 'the SMS')
    const mails = await mailsTo(quiet.user.email)
    expect(mails.some((mail) => mail.subject.startsWith('Receipt for'))).toBe(true)
    expect(mails.some((mail) => mail.subject.includes('paid out'))).toBe(false)
  })

  it('refuses bad preferences and anonymous callers', async () => {
    expect((await api.accounts.call(routes.updateEmailPreferences, { token: sender.session.token, body: { paidOut: 'no' } })).status).toBe(400)
    expect((await api.accounts.call(routes.updateEmailPreferences, { body: { paidOut: false, reviewUpdates: false } })).status).toBe(401)
  })
})

describe('search through the trigram index', () => {
  const find = async (q: string, id: string) => {
    const page = await api.page('all', root.token, { q, limit: '100' })
    return page.items.some((item) => item.id === id)
  }

  it('finds a transfer by a rare name, without accents, by invoice and phone fragments; not once it is archived', async () => {
    const surname = uniqueWord('Gülşen')
    const transfer = await api.createOk(sender.session.token, transferInput({ lastName: surname }))
    // The index consumer writes a transfer's postings in several batches: the first fragment found
    // does not mean the rest are there, the consumers having caught up does.
    await streamConsumersCaughtUp(FunctionEnvSchema.parse(testStack().functionEnv), testStack().dataDir)
    expect(await find(surname.slice(2).toLowerCase(), transfer.id)).toBe(true)
    expect(await find(`gulsen${surname.slice(6)}`, transfer.id)).toBe(true)
    expect(await find(transfer.invoiceNumber.slice(-7), transfer.id)).toBe(true)
    expect(await find(transfer.mobileNumber.slice(-6), transfer.id)).toBe(true)
    expect(await find(`${surname.slice(2)}x`, transfer.id)).toBe(false)
    // A sender's own list keeps searching their own transfers directly (no index lag on their screen).
    expect((await api.page('mine', sender.session.token, { q: surname })).items.map((item) => item.id)).toContain(transfer.id)
    // Only a transfer closed in the ledger is archived: this one cancelled first.
    expect((await api.cancel(sender.session.token, transfer.id)).status).toBe(200)
    expect((await api.remove(root.token, transfer.id)).status).toBe(204)
    expect(await find(surname, transfer.id)).toBe(false)
  })

  it('a rebuild puts back postings the index lost (a stage whose transfers predate it)', async () => {
    const surname = uniqueWord('Rebuilt')
    const transfer = await api.createOk(sender.session.token, transferInput({ lastName: surname }))
    await pollUntil(() => find(surname, transfer.id), 'the index to find the name')
    Object.assign(process.env, testStack().functionEnv)
    const [{ indexWrites }, { writeAll }, { getTransferRecord }, { reindexAll }] = await Promise.all([
      import('../store/search-index'),
      import('../store/batch-writes'),
      import('../store/transfer-reads'),
      import('../services/search-reindex'),
    ])
    const record = await getTransferRecord(transfer.id)
    await writeAll(indexWrites(record, undefined))
    expect(await find(surname, transfer.id)).toBe(false)
    const built = await reindexAll(new Date())
    expect(built.transfers).toBeGreaterThan(0)
    expect(await find(surname, transfer.id)).toBe(true)
    // A rebuild rewrites the index of every transfer in the table, which the files before this one on its stack filled.
  }, 180_000)

  it('answers every match of a name across pages, newest first', async () => {
    const surname = uniqueWord('Zewdi')
    const made: Transfer[] = []
    for (let i = 0; i < 3; i++) made.push(await api.createOk(sender.session.token, transferInput({ lastName: surname })))
    const pages = await pollUntil(async () => {
      const all = await api.allPages('all', root.token, { q: surname, limit: '2' })
      return all.flatMap((page) => page.items).length === 3 ? all : undefined
    }, 'all three matches')
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(made.map((t) => t.id).reverse())
  })
})
