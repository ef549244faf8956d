import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_TRANSFER_VELOCITY } from '../../shared/transfers/limits'
import { TransferSchema } from '../../shared/transfers/transfer-schemas'
import type { Session } from '../../shared/users/user'
import { errorOf, SEEDED_ADMIN, type ApiResponse } from '../users/testing/accounts-api'
import { createTransfersApi, transferInput, uniqueCard, uniqueExpiry, fileTransfersTable } from './testing/transfers-api'
import { testStack } from '../lib/testing/test-stack'

/**
 * Transfer velocity, replayed on the local stack: a probe sent 60 transfers of $0.01 from one
 * account in 5.2 s, all accepted (card testing). Now the stage's minimum refuses the cents, and the
 * velocity limits (per sender and per card, per hour and day) refuse a burst with 429 and
 * Retry-After, counted in the create's own transaction so a concurrent burst cannot pass them.
 */

const api = createTransfersApi(testStack().baseUrl)
const table = fileTransfersTable()
const { perUser, perCard } = DEFAULT_TRANSFER_VELOCITY
const HOUR_MS = 3_600_000
const BELOW_MIN = 'The smallest amount you can send is $10.00'

let root: Session
beforeAll(async () => {
  root = await api.accounts.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
})

const newUser = (label: string) => api.accounts.createAccount(label, root.token)

/** A burst must fall inside one clock hour (the windows are fixed hours): wait out an hour that is about to end. */
async function clearOfHourEnd(marginMs = 15_000): Promise<void> {
  const left = HOUR_MS - (Date.now() % HOUR_MS)
  if (left < marginMs) await sleep(left + 200)
}

/** Seconds from now to the end of the current clock hour. */
const secondsToHourEnd = () => Math.ceil((HOUR_MS - (Date.now() % HOUR_MS)) / 1000)

const statuses = (responses: ApiResponse[]) => responses.map((r) => r.status).sort()
/** Every answer's status and error (none on a 201), printed when a count is wrong: a 429 of another limit reads differently. */
const answersOf = (responses: ApiResponse[]) => JSON.stringify(responses.map((r) => [r.status, (r.body as { error?: unknown } | undefined)?.error]))

function expectLimited(response: ApiResponse, message: RegExp): void {
  expect(response.status).toBe(429)
  expect(errorOf(response).error).toMatch(message)
  const retryAfter = Number(response.headers.get('retry-after'))
  // The wait is to the end of this clock hour from the request's time: a burst of one sender's creates
  // settles one per round on their limit ledger, so an answer can come seconds after its request.
  expect(retryAfter).toBeGreaterThan(0)
  expect(Math.abs(retryAfter - secondsToHourEnd())).toBeLessThanOrEqual(30)
}

describe('payment abuse limits', () => {
  it("the card tester's 60 transfers of $0.01 are all refused with the minimum's message, and nothing is written", async () => {
    const tester = await newUser('vel-cents')
    const responses = await Promise.all(Array.from({ length: 60 }, () => api.create(tester.session.token, transferInput({ inputValue: 0.01 }))))
    expect(new Set(responses.map((r) => `${r.status} ${errorOf(r).error}`))).toEqual(new Set([`400 ${BELOW_MIN}`]))
    expect(await table.ownerItems(tester.user.id)).toEqual([])
  })

  it(`one sender, 20 transfers at once, each with its own card: exactly ${perUser.hour} are made, the rest 429 with Retry-After`, async () => {
    const sender = await newUser('vel-user')
    await clearOfHourEnd()
    const keys = Array.from({ length: 20 }, () => randomUUID())
    const bodies = keys.map(() => transferInput({ inputValue: 25 }))
    const responses = await Promise.all(keys.map((key, i) => api.create(sender.session.token, bodies[i], key)))

    expect(statuses(responses), answersOf(responses)).toEqual([...Array(perUser.hour).fill(201), ...Array(20 - perUser.hour).fill(429)])
    for (const refused of responses.filter((r) => r.status === 429)) {
      expectLimited(
        refused,
        new RegExp(`^You have reached the limit of ${perUser.hour} transfers per hour\\. You can send again in \\d+ minutes?\\.$`),
      )
    }
    expect(await table.ownerItems(sender.user.id)).toHaveLength(perUser.hour)

    // A replay of a payment that was made is still answered (it makes nothing); a new one is not.
    const made = responses.findIndex((r) => r.status === 201)
    const replay = await api.create(sender.session.token, bodies[made], keys[made])
    expect({ status: replay.status, replayed: replay.headers.get('idempotent-replayed') }).toEqual({ status: 201, replayed: 'true' })
    expect(TransferSchema.parse(replay.body).id).toBe(TransferSchema.parse(responses[made]?.body).id)
    expectLimited(await api.create(sender.session.token, transferInput()), /^You have reached the limit/)
    expect(await table.ownerItems(sender.user.id)).toHaveLength(perUser.hour)
  })

  it(`one card from ${perCard.hour * 2} accounts at once: exactly ${perCard.hour} are made, the rest 429 naming the card; another card still pays`, async () => {
    const senders = await Promise.all(Array.from({ length: perCard.hour * 2 }, () => newUser('vel-card')))
    // A card no other test's card can be counted as: they all expire 12/30.
    const card = { cardNumber: uniqueCard(), expirationDate: uniqueExpiry() }
    await clearOfHourEnd()
    const responses = await Promise.all(senders.map((s) => api.create(s.session.token, transferInput(card))))

    expect(statuses(responses), answersOf(responses)).toEqual([...Array(perCard.hour).fill(201), ...Array(perCard.hour).fill(429)])
    for (const refused of responses.filter((r) => r.status === 429)) {
      expectLimited(
        refused,
        new RegExp(
          `^This card has reached the limit of ${perCard.hour} transfers per hour\\. You can use it again in \\d+ minutes?, or pay with another card\\.$`,
        ),
      )
    }
    // The card is its brand, last four and expiry: written with spaces it is the same card.
    const spaced = card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ')
    expect((await api.create(senders[0]?.session.token ?? '', transferInput({ ...card, cardNumber: spaced }))).status).toBe(429)
    // A refused sender pays with another card.
    const refusedSender = senders[responses.findIndex((r) => r.status === 429)]
    expect((await api.create(refusedSender?.session.token ?? '', transferInput())).status).toBe(201)
  })
})
